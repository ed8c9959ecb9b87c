import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { Stack, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import type { Locale } from '@teamcast/domain';
import { useTranslation } from 'react-i18next';
import { monthTicks, VALUE_AXIS_ROOM } from './month-ticks';
import { calendarDate, type PairTimeline } from './timeline-series';

export interface PairTimelineChartProps {
  timeline: PairTimeline;
  names: readonly [string, string];
  locale: Locale;
}

/**
 * The pair's year drawn day by day: how well the two know each other and how close they are, then each
 * one's mood. Both charts share the month axis, which labels as many months as its width holds apart
 * (every one on a wide screen, every third on a phone). Loaded on its own, since the chart library is large.
 */
export function PairTimelineChart({ timeline, names, locale }: PairTimelineChartProps) {
  const { t } = useTranslation();
  const { ref, width } = useElementSize();
  const month = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const xAxisProps = {
    ticks: monthTicks(timeline.monthStarts, timeline.days.length, width - VALUE_AXIS_ROOM),
    interval: 0 as const,
    tickFormatter: (date: string) => month.format(calendarDate(date)),
  };
  const tooltipProps = { labelFormatter: (date: unknown) => (typeof date === 'string' ? day.format(calendarDate(date)) : '') };
  return (
    <Stack gap="lg" ref={ref} data-testid="pair-timeline-chart">
      <div>
        <Text size="sm" fw={600} mb={4} id="pair-chart-relationship">
          {t('pairCheck.result.timeline.relationship')}
        </Text>
        <LineChart
          h={200}
          data={timeline.days}
          dataKey="date"
          series={[
            { name: 'familiarity', label: t('pairCheck.result.timeline.familiarity'), color: 'blue.6' },
            { name: 'cohesion', label: t('pairCheck.result.timeline.cohesion'), color: 'grape.6' },
          ]}
          withDots={false}
          withLegend
          curveType="monotone"
          yAxisProps={{ domain: [0, 100] }}
          xAxisProps={xAxisProps}
          tooltipProps={tooltipProps}
          valueFormatter={(value) => whole.format(value)}
          aria-labelledby="pair-chart-relationship"
        />
      </div>
      <div>
        <Text size="sm" fw={600} mb={4} id="pair-chart-mood">
          {t('pairCheck.result.timeline.mood')}
        </Text>
        <LineChart
          h={200}
          data={timeline.days}
          dataKey="date"
          series={[
            { name: 'first', label: names[0], color: 'teal.6' },
            { name: 'second', label: names[1], color: 'orange.6' },
          ]}
          withDots={false}
          withLegend
          curveType="monotone"
          connectNulls={false}
          yAxisProps={{ domain: [-100, 100], ticks: [-100, -50, 0, 50, 100] }}
          referenceLines={[{ y: 0, color: 'gray.5' }]}
          xAxisProps={xAxisProps}
          tooltipProps={tooltipProps}
          valueFormatter={(value) => whole.format(value)}
          aria-labelledby="pair-chart-mood"
        />
      </div>
    </Stack>
  );
}
