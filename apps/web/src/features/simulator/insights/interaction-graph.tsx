import '@xyflow/react/dist/style.css';
import { Box, SegmentedControl, Stack, Text } from '@mantine/core';
import { Controls, ReactFlow } from '@xyflow/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale';
import { ellipseLayout, dayGraph, edgeWidth } from './day-graph';
import { HoursEdgeView, type HoursEdge } from './hours-edge';
import type { InteractionGraphProps } from './insight-props';
import { MemberNodeView, type MemberNode } from './member-node';
import { moodColors, moodLabels } from './mood-colors';
import { PairList } from './pair-list';

type View = 'graph' | 'list';

const nodeTypes = { member: MemberNodeView };
/** Up to this many members, the pairs working the default are drawn too, faintly. */
const FAINT_PAIRS_UP_TO = 10;
const edgeTypes = { hours: HoursEdgeView };

/** The scene's date of a day: day 0 is the scene's first forecast day. */
function dateOfDay(startDate: string, day: number): Date {
  const date = new Date(`${startDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + day);
  return date;
}

/** Who works with whom on the selected day, and for how many hours a week, as a graph or as a list of pairs. */
export function InteractionGraphView({ scene, forecast, day }: InteractionGraphProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [view, setView] = useState<View>('graph');
  const graph = useMemo(() => dayGraph(scene, forecast, day), [scene, forecast, day]);
  const formatHours = useMemo(() => {
    const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
    return (hours: number) => format.format(hours);
  }, [locale]);
  const date = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(dateOfDay(scene.startDate, day));

  const nodes = useMemo<MemberNode[]>(() => {
    const points = ellipseLayout(graph.members.length);
    return graph.members.map((member, index) => ({
      id: member.id,
      type: 'member',
      position: points[index]!,
      origin: [0.5, 0.5],
      data: {
        name: member.name,
        mood: member.mood ? { color: moodColors[member.mood], label: t(moodLabels[member.mood]) } : null,
        lead: member.lead ? t('simulatorInsights.graph.lead') : null,
      },
    }));
  }, [graph, t]);

  const edges = useMemo<HoursEdge[]>(() => {
    // A large team's default pairs would hide the ones set in a web of lines; the caption tells of them.
    const faint: HoursEdge[] =
      graph.members.length > FAINT_PAIRS_UP_TO
        ? []
        : graph.defaultPairs.map(([source, target]) => ({ id: `${source}|${target}`, source, target, type: 'hours', data: { label: null, width: 1, remote: false } }));
    const set: HoursEdge[] = graph.pairs.map((pair) => ({
      id: pair.actorIds.join('|'),
      source: pair.actorIds[0],
      target: pair.actorIds[1],
      type: 'hours',
      data: {
        label: `${t('simulatorInsights.graph.hours', { hours: formatHours(pair.hours) })} · ${t(pair.remote ? 'simulatorInsights.graph.remote' : 'simulatorInsights.graph.office')}`,
        width: edgeWidth(pair.hours),
        remote: pair.remote,
      },
    }));
    return [...faint, ...set];
  }, [graph, t, formatHours]);

  const title = t('simulatorInsights.graph.label', { date });

  return (
    <Stack gap="xs" data-testid="interaction-graph">
      <SegmentedControl
        w="fit-content"
        size="xs"
        value={view}
        onChange={(value) => setView(value as View)}
        aria-label={t('simulatorInsights.graph.view')}
        data={[
          { value: 'graph', label: t('simulatorInsights.graph.graph') },
          { value: 'list', label: t('simulatorInsights.graph.list') },
        ]}
      />
      <Text size="sm" fw={600} component="h3" m={0}>
        {title}
      </Text>
      {graph.members.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('simulatorInsights.graph.noMembers')}
        </Text>
      ) : view === 'graph' ? (
        <Box h={graph.members.length > 8 ? 460 : 380} style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-md)' }} aria-label={title} role="group">
          <ReactFlow
            // A new line-up is laid out and fitted afresh.
            key={graph.members.map((member) => member.id).join('|')}
            nodes={nodes}
            edges={edges}
            nodeTypes={nodeTypes}
            edgeTypes={edgeTypes}
            fitView
            fitViewOptions={{ padding: 0.15, maxZoom: 1.2 }}
            minZoom={0.3}
            maxZoom={2}
            nodesDraggable={false}
            nodesConnectable={false}
            elementsSelectable={false}
            // Nothing in the picture can be chosen or moved; the list of pairs is its text alternative.
            nodesFocusable={false}
            edgesFocusable={false}
            disableKeyboardA11y
            zoomOnScroll={false}
            preventScrolling={false}
            colorMode="light"
          >
            <Controls showInteractive={false} position="top-right" />
          </ReactFlow>
        </Box>
      ) : (
        <PairList graph={graph} formatHours={formatHours} />
      )}
      {graph.members.length > 1 && (
        <Text size="xs" c="dimmed">
          {graph.members.length > FAINT_PAIRS_UP_TO || view === 'list'
            ? t('simulatorInsights.graph.defaultPairs', { hours: formatHours(graph.defaultHours) })
            : t('simulatorInsights.graph.defaultPairsDrawn', { hours: formatHours(graph.defaultHours) })}
        </Text>
      )}
      {graph.manager && (
        <Text size="xs" c="dimmed">
          {t('simulatorInsights.graph.manager', { name: graph.manager })}
        </Text>
      )}
    </Stack>
  );
}
