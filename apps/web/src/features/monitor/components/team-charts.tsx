import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { indicatorFormatter, INDICATOR_SCALES } from '../../simulator/insights/indicators';
import { TimelineChart, type TimelineSeries } from '../../simulator/insights/timeline-chart';
import { useLocale } from '../../../shared/i18n/use-locale';
import { dateFormatter, monthLabeller, monthTicks, sharedTimeline, teamStyle, type MonitorIndicator, type SharedTimeline, type MonitorTeamView, MONITOR_INDICATORS } from '../monitor-timeline';

const titles = {
  power: 'monitor.indicators.power',
  cohesion: 'monitor.indicators.cohesion',
  microclimate: 'monitor.indicators.microclimate',
} as const satisfies Record<MonitorIndicator, string>;

const hints = {
  power: 'monitor.charts.hints.power',
  cohesion: 'monitor.charts.hints.cohesion',
  microclimate: 'monitor.charts.hints.microclimate',
} as const satisfies Record<MonitorIndicator, string>;

export { titles as indicatorTitles };

/**
 * The teams' years on shared axes: a chart for each indicator with a line for each team, all against the
 * same dates and the same value scale, so that the teams compare at a glance. One legend names the lines of
 * the three charts; each chart says in words which team ends highest and lowest, and the teams' table below
 * holds the figures.
 */
export function TeamCharts({ teams }: { teams: readonly MonitorTeamView[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const timeline = useMemo(() => sharedTimeline(teams), [teams]);
  const ticks = useMemo(() => monthTicks(timeline.dates), [timeline]);
  const formatTick = useMemo(() => monthLabeller(timeline.dates, locale), [timeline, locale]);
  const formatDate = useMemo(() => dateFormatter(locale), [locale]);
  const formatDay = useMemo(() => (day: number) => (timeline.dates[day] ? formatDate(timeline.dates[day]) : ''), [timeline, formatDate]);
  const styles = useMemo(() => new Map(teams.map((team, index) => [team.sceneId, teamStyle(index)])), [teams]);
  return (
    <Stack gap="sm">
      <Group gap="md" wrap="wrap" data-testid="monitor-legend" aria-label={t('monitor.charts.legend')} role="list">
        {teams.map((team) => {
          const style = styles.get(team.sceneId);
          return (
            <Group key={team.sceneId} gap={6} wrap="nowrap" role="listitem">
              <svg width="22" height="10" aria-hidden="true">
                <line x1="1" x2="21" y1="5" y2="5" stroke={style?.color} strokeWidth="3" strokeDasharray={style?.dashed ? '4 3' : undefined} strokeLinecap="round" />
              </svg>
              <Text size="sm">{team.title}</Text>
            </Group>
          );
        })}
      </Group>
      <SimpleGrid cols={{ base: 1, lg: 3 }} spacing="md">
        {MONITOR_INDICATORS.map((indicator) => (
          <IndicatorPanel
            key={indicator}
            indicator={indicator}
            teams={teams}
            timeline={timeline}
            styles={styles}
            ticks={ticks}
            formatTick={formatTick}
            formatDay={formatDay}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

interface IndicatorPanelProps {
  indicator: MonitorIndicator;
  teams: readonly MonitorTeamView[];
  timeline: SharedTimeline;
  styles: ReadonlyMap<string, { color: string; dashed: boolean }>;
  ticks: readonly number[];
  formatTick: (day: number) => string;
  formatDay: (day: number) => string;
}

function IndicatorPanel({ indicator, teams, timeline, styles, ticks, formatTick, formatDay }: IndicatorPanelProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const formatValue = useMemo(() => indicatorFormatter(indicator, locale), [indicator, locale]);
  const values = useMemo(() => {
    const empty: readonly (number | null)[] = [];
    return (sceneId: string) => timeline.series.get(sceneId)?.[indicator] ?? empty;
  }, [timeline, indicator]);
  const series = useMemo<TimelineSeries[]>(
    () =>
      teams.map((team) => {
        const style = styles.get(team.sceneId) ?? { color: 'currentColor', dashed: false };
        return { key: team.sceneId, label: team.title, color: style.color, dashed: style.dashed, values: values(team.sceneId) };
      }),
    [teams, styles, values],
  );
  const title = t(titles[indicator]);
  const summary = useMemo(() => {
    const ends = teams.flatMap((team) => {
      const last = [...values(team.sceneId)].reverse().find((value) => value !== null);
      return last === undefined || last === null ? [] : [{ title: team.title, value: last }];
    });
    if (ends.length === 0) return '';
    if (ends.length === 1) return t('monitor.charts.single', { team: ends[0]!.title, value: formatValue(ends[0]!.value) });
    const highest = ends.reduce((best, each) => (each.value > best.value ? each : best));
    const lowest = ends.reduce((worst, each) => (each.value < worst.value ? each : worst));
    return t('monitor.charts.summary', { count: ends.length, highest: highest.title, highestValue: formatValue(highest.value), lowest: lowest.title, lowestValue: formatValue(lowest.value) });
  }, [teams, values, formatValue, t]);
  const scale = INDICATOR_SCALES[indicator];
  return (
    <Paper withBorder p="sm" radius="md" data-testid={`monitor-chart-${indicator}`}>
      <Stack gap={4}>
        <Title order={3} size="sm">
          {title}
        </Title>
        <Text size="xs" c="dimmed">
          {t(hints[indicator])}
        </Text>
        <TimelineChart
          height={220}
          days={timeline.days}
          series={series}
          yDomain={scale.domain}
          yTicks={scale.ticks}
          xTicks={ticks}
          formatTick={formatTick}
          formatValue={formatValue}
          formatDay={formatDay}
          label={title}
          summary={summary}
          withLegend={false}
        />
        {/* The chart itself says it to screen readers. */}
        <Text size="xs" c="dimmed" data-testid="chart-summary" aria-hidden="true">
          {summary}
        </Text>
      </Stack>
    </Paper>
  );
}
