import { LineChart, type LineChartSeries } from '@mantine/charts';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartRow, ForecastDay } from './forecast-days';
import { INDICATOR_SCALES, type Indicator } from './indicators';

const indicatorColors = { cohesion: 'blue.6', microclimate: 'grape.6', performance: 'teal.7', power: 'orange.7' } as const satisfies Record<Indicator, string>;

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

/**
 * One indicator over the timeline: the past dashed and grey, the forecast in colour, the selected day a red
 * line. Drawn again only when its own props change.
 */
export const IndicatorChart = memo(function IndicatorChart(props: IndicatorChartProps) {
  const { indicator, rows, ticks, withPast, selected, formatValue, formatTick, formatDate, onDayChange } = props;
  const { t } = useTranslation();
  const scale = INDICATOR_SCALES[indicator];
  const series: LineChartSeries[] = [
    ...(withPast ? [{ name: `${indicator}Past`, label: t('simulatorInsights.charts.past'), color: 'gray.5', strokeDasharray: '4 3' }] : []),
    { name: indicator, label: t('simulatorInsights.charts.forecast'), color: indicatorColors[indicator] },
  ];
  const dates = new Map(rows.map((row) => [row.day, row.date]));
  const title = t(indicatorTitles[indicator]);

  return (
    <Paper withBorder p="sm" radius="md" data-testid={`forecast-chart-${indicator}`}>
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="baseline">
          <Text fw={600} size="sm" component="h3" m={0}>
            {title}
          </Text>
          {selected && (
            <Text size="sm" c="dimmed" data-testid="selected-value" ta="right">
              {t('simulatorInsights.charts.selected', { date: formatDate(selected.date), value: formatValue(selected[indicator]) })}
            </Text>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {t(indicatorHints[indicator])}
        </Text>
        <LineChart
          h={190}
          data={rows as ChartRow[]}
          dataKey="day"
          series={series}
          curveType="linear"
          withDots={false}
          strokeWidth={2}
          withLegend={withPast}
          // The past before the forecast, as on the time axis, rather than in alphabetical order.
          legendProps={{ verticalAlign: 'top', height: 28, itemSorter: (item) => (String(item.dataKey).endsWith('Past') ? 0 : 1) }}
          gridAxis="xy"
          valueFormatter={formatValue}
          xAxisProps={{
            type: 'number',
            domain: ['dataMin', 'dataMax'],
            ticks: [...ticks],
            // Where the chart is narrow, recharts leaves out the ticks that would overlap, evenly.
            interval: 'equidistantPreserveStart',
            minTickGap: 10,
            tickFormatter: formatTick,
          }}
          yAxisProps={{ domain: [...scale.domain], ...(scale.ticks ? { ticks: [...scale.ticks] } : {}), width: 52 }}
          tooltipProps={{
            labelFormatter: (day: unknown) => {
              const date = dates.get(Number(day));
              return date ? formatDate(date) : '';
            },
          }}
          referenceLines={selected ? [{ x: selected.day, color: 'red.6', strokeWidth: 2, ifOverflow: 'extendDomain' }] : []}
          lineProps={{ activeDot: { r: 4, cursor: onDayChange ? 'pointer' : undefined } }}
          lineChartProps={{
            style: onDayChange ? { cursor: 'pointer' } : undefined,
            // Recharts reports the point under the pointer by its index in the data.
            onClick: (state) => {
              const index = state.activeIndex ?? state.activeTooltipIndex;
              const row = index === null || index === undefined ? undefined : rows[Number(index)];
              if (onDayChange && row) onDayChange(row.day);
            },
          }}
          aria-label={title}
        />
      </Stack>
    </Paper>
  );
});
