import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { OwnerArea, Pair, SnapshotView } from '@teamcast/contract';
import type { Locale } from '@teamcast/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useTouchArea } from '../../../../shared/ui/touch-area';
import { PairNarrative } from './pair-narrative';
import { runPeople } from './pair-people';
import { relationOfResult } from './pair-relation';
import { PairReasons } from './pair-reasons';
import { PairScores } from './pair-scores';
import { PairTimelineSection } from './pair-timeline';

interface PairResultProps {
  area: OwnerArea;
  snapshot: Extract<SnapshotView, { kind: 'pair' }>;
  /** The pair as it is now, which names the run's people. */
  pair: Pick<Pair, 'actors'> | undefined;
  locale: Locale;
  /** Shown after the result: where it stands in the history. */
  footer?: ReactNode;
}

/**
 * A pair's finished run: the scores and their reasons, the description, and the year as a chart. The
 * relation shown is the one the run was made for, whatever is chosen on the form now.
 */
export function PairResult({ area, snapshot, pair, locale, footer }: PairResultProps) {
  const { t } = useTranslation();
  // A phone-shaped area is one column wide, whatever the window's width.
  const touch = useTouchArea();
  const forecastIds = snapshot.forecast.actors.map((actor) => actor.id);
  const { ordered: people, orderKnown, byId } = runPeople(forecastIds, pair);
  const actorIds = [people[0].id, people[1].id] as const;
  // Each one's mood is told by id, so it is named even when the scores' order is no longer known.
  const moodIds = orderKnown ? actorIds : [forecastIds[0] ?? '', forecastIds[1] ?? ''];
  const moodPeople = [byId(moodIds[0]!), byId(moodIds[1]!)] as const;
  const shown = relationOfResult(snapshot.compatibility);
  const ranAt = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(snapshot.createdAt));
  return (
    <Stack gap="lg" component="section" aria-labelledby="pair-result-title" data-testid="pair-result">
      <div>
        <Title order={2} size="h3" id="pair-result-title">
          {t('pairCheck.result.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('pairCheck.result.ranAt', { date: ranAt })}
        </Text>
      </div>
      <PairScores compatibility={snapshot.compatibility} relation={shown} people={people} locale={locale} />
      <SimpleGrid cols={touch ? 1 : { base: 1, md: 2 }} spacing="lg">
        <PairReasons compatibility={snapshot.compatibility} relation={shown} people={people} locale={locale} />
        <PairNarrative area={area} ruid={snapshot.ruid} actorIds={actorIds} locale={locale} />
      </SimpleGrid>
      <PairTimelineSection forecast={snapshot.forecast} people={moodPeople} locale={locale} />
      {footer}
    </Stack>
  );
}
