import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DayGraph } from './day-graph';

/** The graph's text alternative: each pair with settings of its own, its weekly hours and where it works. */
export function PairList({ graph, formatHours }: { graph: DayGraph; formatHours: (hours: number) => string }) {
  const { t } = useTranslation();
  const names = new Map(graph.members.map((member) => [member.id, member.name]));
  if (graph.pairs.length === 0) return <Text size="sm">{t('simulatorInsights.graph.noPairs')}</Text>;
  return (
    <List size="sm" spacing={4} data-testid="pair-list">
      {graph.pairs.map((pair) => (
        <List.Item key={pair.actorIds.join('|')}>
          {t('simulatorInsights.graph.pair', {
            first: names.get(pair.actorIds[0]),
            second: names.get(pair.actorIds[1]),
            hours: formatHours(pair.hours),
            mode: t(pair.remote ? 'simulatorInsights.graph.remote' : 'simulatorInsights.graph.office'),
          })}
        </List.Item>
      ))}
    </List>
  );
}
