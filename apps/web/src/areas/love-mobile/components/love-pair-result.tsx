import { Alert, Stack, Text, Title } from '@mantine/core';
import type { Pair, SnapshotView } from '@teamcast/contract';
import type { Locale } from '@teamcast/domain';
import { useTranslation } from 'react-i18next';
import { PairReasons, PairTimelineSection, runPeople } from '../../../features/forecasts/components/pair';
import { usePeopleNames } from '../../../features/forecasts/components/pair/pair-people-names';
import { relationOfResult } from '../love-relation';
import { LoveScoreCard } from './love-score-card';

interface LovePairResultProps {
  readonly snapshot: Extract<SnapshotView, { kind: 'pair' }>;
  /** The pair as it is now, which names the run's people. */
  readonly pair: Pick<Pair, 'actors'> | undefined;
  readonly locale: Locale;
}

/**
 * A finished love or friendship run, as the owner's pair page shows it but on a phone and in the love
 * site's words: the score, its reasons, and the year ahead. The relation is the one the run was made
 * for, whatever is chosen on the form now.
 */
export function LovePairResult({ snapshot, pair, locale }: LovePairResultProps) {
  const { t } = useTranslation();
  const forecastIds = snapshot.forecast.actors.map((actor) => actor.id);
  const { ordered: people, orderKnown, byId } = runPeople(forecastIds, pair);
  const names = usePeopleNames(people);
  const moodIds = orderKnown ? [people[0].id, people[1].id] : [forecastIds[0] ?? '', forecastIds[1] ?? ''];
  const moodPeople = [byId(moodIds[0]!), byId(moodIds[1]!)] as const;
  const relation = relationOfResult(snapshot.compatibility);
  const ranAt = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(snapshot.createdAt));
  if (!relation || !snapshot.compatibility.love) {
    return (
      <Alert color="gray" data-testid="love-result-work">
        {t('love.result.workRun')}
      </Alert>
    );
  }
  return (
    <Stack gap="md" component="section" aria-labelledby="love-result-title" data-testid="love-result" data-relation={relation}>
      <div>
        <Title order={2} size="h3" id="love-result-title">
          {t('love.result.title', { first: names[0], second: names[1] })}
        </Title>
        <Text size="sm" c="dimmed">
          {t('love.result.ranAt', { date: ranAt })}
        </Text>
      </div>
      <LoveScoreCard score={snapshot.compatibility.love} relation={relation} names={names} locale={locale} />
      <PairReasons compatibility={snapshot.compatibility} relation={relation} people={people} locale={locale} />
      <PairTimelineSection forecast={snapshot.forecast} people={moodPeople} locale={locale} />
    </Stack>
  );
}
