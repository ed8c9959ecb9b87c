import { Group, Paper, Stack, Text } from '@mantine/core';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartRow, ForecastDay } from './forecast-days';
import { INDICATOR_SCALES, type Indicator } from './indicators';
import { TimelineChart, type TimelineSeries } from './timeline-chart';

const indicatorColors = {
  cohesion: 'var(--mantine-color-blue-6)',
  microclimate: 'var(--mantine-color-grape-6)',
  performance: 'var(--mantine-color-teal-7)',
  power: 'var(--mantine-color-orange-7)',
} as const satisfies Record<Indicator, string>;
const pastColor = 'var(--mantine-color-gray-5)';

const indicatorTitles = {
  cohesion: 'simulatorInsights.charts.indicators.cohesion',
  microclimate: 'simulatorInsights.charts.indicators.microclimate',
  performance: 'simulatorInsights.charts.indicators.performance',
  power: 'simulatorInsights.charts.indicators.power',
} as const satisfies Record<Indicator, string>;

const indicatorHints = {
  cohesion: 'simulatorInsights.charts.hints.cohesion',
  microclimate: 'simulatorInsights.charts.hints.microclimate',
  performance: 'simulatorInsights.charts.hints.performance',
  power: 'simulatorInsights.charts.hints.power',
} as const satisfies Record<Indicator, string>;

export { indicatorTitles };

export interface IndicatorChartProps {
  indicator: Indicator;
  rows: readonly ChartRow[];
  ticks: readonly number[];
  withPast: boolean;
  /** The selected day's record, marked on the chart and written in the header. */
  selected: ForecastDay | undefined;
  formatValue: (value: number) => string;
  formatTick: (day: number) => string;
  formatDate: (date: string) => string;
  onDayChange?: (day: number) => void;
}

/** The forecast's line in words: its span, where it starts and ends, its lowest and highest points. */
function summaryOf(rows: readonly ChartRow[], indicator: Indicator, formatValue: (value: number) => string, formatDate: (date: string) => string) {
  const points = rows.filter((row) => row[indicator] !== null);
  const firstPoint = points[0];
  const lastPoint = points.at(-1);
  if (!firstPoint || !lastPoint) return null;
  const value = (row: ChartRow) => row[indicator]!;
  const lowest = points.reduce((low, row) => (value(row) < value(low) ? row : low));
  const highest = points.reduce((high, row) => (value(row) > value(high) ? row : high));
  return {
    from: formatDate(firstPoint.date),
    to: formatDate(lastPoint.date),
    first: formatValue(value(firstPoint)),
    last: formatValue(value(lastPoint)),
    min: formatValue(value(lowest)),
    minDate: formatDate(lowest.date),
    max: formatValue(value(highest)),
    maxDate: formatDate(highest.date),
  };
}

/**
 * One indicator over the timeline: the past dashed and grey, the forecast in colour, the selected day a red
 * line. Drawn again only when its own props change; the lines only when the forecast does.
 */
export const IndicatorChart = memo(function IndicatorChart(props: IndicatorChartProps) {
  const { indicator, rows, ticks, withPast, selected, formatValue, formatTick, formatDate, onDayChange } = props;
  const { t } = useTranslation();
  const scale = INDICATOR_SCALES[indicator];
  const pastLabel = t('simulatorInsights.charts.past');
  const forecastLabel = t('simulatorInsights.charts.forecast');
  const days = useMemo(() => rows.map((row) => row.day), [rows]);
  const series = useMemo<TimelineSeries[]>(
    () => [
      // The past before the forecast, as on the time axis.
      ...(withPast ? [{ key: `${indicator}Past`, label: pastLabel, color: pastColor, dashed: true, values: rows.map((row) => row[`${indicator}Past`]) }] : []),
      { key: indicator, label: forecastLabel, color: indicatorColors[indicator], values: rows.map((row) => row[indicator]) },
    ],
    [rows, indicator, withPast, pastLabel, forecastLabel],
  );
  const formatDay = useMemo(() => {
    const dates = new Map(rows.map((row) => [row.day, row.date]));
    return (day: number) => {
      const date = dates.get(day);
      return date ? formatDate(date) : '';
    };
  }, [rows, formatDate]);
  const title = t(indicatorTitles[indicator]);
  const summaryValues = useMemo(() => summaryOf(rows, indicator, formatValue, formatDate), [rows, indicator, formatValue, formatDate]);
  const summary = [summaryValues ? t('simulatorInsights.charts.summary', summaryValues) : '', onDayChange ? t('simulatorInsights.charts.keys') : ''].filter(Boolean).join(' ');
  const valueText = selected ? t('simulatorInsights.charts.selected', { date: formatDate(selected.date), value: formatValue(selected[indicator]) }) : undefined;

  return (
    <Paper withBorder p="sm" radius="md" data-testid={`forecast-chart-${indicator}`}>
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="baseline">
          <Text fw={600} size="sm" component="h3" m={0}>
            {title}
          </Text>
          {selected && (
            <Text size="sm" c="dimmed" data-testid="selected-value" ta="right">
              {valueText}
            </Text>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {t(indicatorHints[indicator])}
        </Text>
        <TimelineChart
          height={190}
          days={days}
          series={series}
          yDomain={scale.domain}
          yTicks={scale.ticks}
          xTicks={ticks}
          formatTick={formatTick}
          formatValue={formatValue}
          formatDay={formatDay}
          selectedDay={selected?.day}
          onDayChange={onDayChange}
          label={title}
          summary={summary}
          valueText={valueText}
          withLegend={withPast}
        />
      </Stack>
    </Paper>
  );
});
