import { Card, Center, Group, Loader, SegmentedControl, Text, Title } from '@mantine/core';
import type { SceneForecastView } from '@teamcast/contract';
import type { Locale } from '@teamcast/domain';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadChunk } from '../../../../shared/loading/load-chunk';
import { touchSegmentStyles, useTouchArea } from '../../../../shared/ui/touch-area';
import type { PairPerson } from './pair-people';
import { usePeopleNames } from './pair-people-names';
import { PairTimelineTable } from './pair-timeline-table';
import { pairTimeline } from './timeline-series';

// The chart library is large: it loads only once a result's chart is on screen.
const Chart = lazy(() => loadChunk(() => import('./pair-timeline-chart')).then((module) => ({ default: module.PairTimelineChart })));

type View = 'chart' | 'table';

interface PairTimelineSectionProps {
  forecast: SceneForecastView;
  people: readonly [PairPerson, PairPerson];
  locale: Locale;
}

/** The pair's forecast year as a chart, or the same data month by month in a table. */
export function PairTimelineSection({ forecast, people, locale }: PairTimelineSectionProps) {
  const { t } = useTranslation();
  const names = usePeopleNames(people);
  const touch = useTouchArea();
  const [view, setView] = useState<View>('chart');
  const [firstId, secondId] = [people[0].id, people[1].id];
  const timeline = useMemo(() => pairTimeline(forecast, [firstId, secondId]), [forecast, firstId, secondId]);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="pair-timeline-title" data-testid="pair-timeline">
      <Group justify="space-between" mb="md">
        <Title order={3} size="h4" id="pair-timeline-title">
          {t('pairCheck.result.timeline.title')}
        </Title>
        <SegmentedControl
          size={touch ? 'md' : 'xs'}
          styles={touch ? touchSegmentStyles : undefined}
          aria-label={t('pairCheck.result.timeline.view')}
          value={view}
          onChange={(next) => setView(next as View)}
          data={[
            { value: 'chart', label: t('pairCheck.result.timeline.chart') },
            { value: 'table', label: t('pairCheck.result.timeline.table') },
          ]}
        />
      </Group>
      {view === 'chart' ? (
        <Suspense
          fallback={
            <Center mih={440}>
              <Group gap="xs">
                <Loader size="sm" />
                <Text size="sm">{t('pairCheck.result.timeline.loading')}</Text>
              </Group>
            </Center>
          }
        >
          <Chart timeline={timeline} names={names} locale={locale} />
        </Suspense>
      ) : (
        <PairTimelineTable timeline={timeline} names={names} locale={locale} />
      )}
    </Card>
  );
}
