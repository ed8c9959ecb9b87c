import { SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale';
import { ForecastTable } from './forecast-table';
import { chartRows, dateFormatter, dayOf, monthLabeller, monthStarts, monthTicks, timelineOf } from './forecast-days';
import { IndicatorChart } from './indicator-chart';
import { indicatorFormatter, INDICATORS, type Indicator } from './indicators';
import type { ForecastChartsProps } from './insight-props';

type View = 'chart' | 'table';

/** The team's indicators over the forecast (and the past the team has lived), as charts or as a table. */
export function ForecastChartsView({ forecast, day, onDayChange }: ForecastChartsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [view, setView] = useState<View>('chart');
  const timeline = useMemo(() => timelineOf(forecast), [forecast]);
  const rows = useMemo(() => chartRows(timeline), [timeline]);
  const ticks = useMemo(() => monthTicks(timeline), [timeline]);
  const formatTick = useMemo(() => monthLabeller(timeline, locale), [timeline, locale]);
  const formatDate = useMemo(() => dateFormatter(locale), [locale]);
  const format = useMemo(
    () => Object.fromEntries(INDICATORS.map((indicator) => [indicator, indicatorFormatter(indicator, locale)])) as Record<Indicator, (value: number) => string>,
    [locale],
  );
  const selected = dayOf(forecast, day);
  const tableRows = useMemo(() => {
    const starts = monthStarts(timeline);
    return selected && !starts.includes(selected) ? [...starts, selected].sort((a, b) => a.day - b.day) : starts;
  }, [timeline, selected]);
  const withPast = forecast.past.days.length > 0;

  return (
    <Stack gap="sm" data-testid="forecast-charts">
      <SegmentedControl
        w="fit-content"
        size="xs"
        value={view}
        onChange={(value) => setView(value as View)}
        aria-label={t('simulatorInsights.charts.view')}
        data={[
          { value: 'chart', label: t('simulatorInsights.charts.chart') },
          { value: 'table', label: t('simulatorInsights.charts.table') },
        ]}
      />
      {view === 'chart' ? (
        <>
          <SimpleGrid type="container" cols={{ base: 1, '720px': 2 }} spacing="sm">
            {INDICATORS.map((indicator) => (
              <IndicatorChart
                key={indicator}
                indicator={indicator}
                rows={rows}
                ticks={ticks}
                withPast={withPast}
                selected={selected}
                formatValue={format[indicator]}
                formatTick={formatTick}
                formatDate={formatDate}
                onDayChange={onDayChange}
              />
            ))}
          </SimpleGrid>
          {onDayChange && (
            <Text size="xs" c="dimmed">
              {t('simulatorInsights.charts.pickDay')}
            </Text>
          )}
        </>
      ) : (
        <ForecastTable rows={tableRows} selectedDay={day} format={format} formatDate={formatDate} onDayChange={onDayChange} />
      )}
    </Stack>
  );
}
