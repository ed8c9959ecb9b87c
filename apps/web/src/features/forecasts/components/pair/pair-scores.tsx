import { Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { PairCompatibilityView } from '@teamcast/contract';
import { precisionBand, precisionBandWords, scoreBand, scoreBandWords, type Locale, type ScoreBand } from '@teamcast/domain';
import { useTranslation } from 'react-i18next';
import { useTouchArea } from '../../../../shared/ui/touch-area';
import type { PairPerson } from './pair-people';
import { usePeopleNames } from './pair-people-names';
import type { PairRelation } from './pair-relation';

const scoreTitles = {
  work: 'pairCheck.result.score.work',
  love: 'pairCheck.result.score.love',
  friend: 'pairCheck.result.score.friend',
} as const satisfies Record<PairRelation, string>;

const bandColors: Record<ScoreBand, string> = { very_low: 'red', low: 'orange', average: 'gray', high: 'teal', very_high: 'green' };

interface PairScoresProps {
  compatibility: PairCompatibilityView;
  relation: PairRelation;
  people: readonly [PairPerson, PairPerson];
  locale: Locale;
}

/**
 * The pair's score with what an average pair scores, both one-way scores beside it (each leading the
 * other at work; each one's satisfaction in a relationship), and how far the forecast rests on the
 * people's own data.
 */
export function PairScores({ compatibility, relation, people, locale }: PairScoresProps) {
  const { t } = useTranslation();
  const names = usePeopleNames(people);
  const touch = useTouchArea();
  const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const love = relation === 'work' ? null : compatibility.love;
  const main = love ?? compatibility.work;
  const band = scoreBand(main.score);
  const oneWay: [number, number] = love
    ? [love.oneWay.firstWithSecond, love.oneWay.secondWithFirst]
    : [compatibility.leadFirst.score, compatibility.leadSecond.score];
  const oneWayLabel = (index: 0 | 1) =>
    love ? t('pairCheck.result.oneWay.relationshipItem', { name: names[index] }) : t('pairCheck.result.oneWay.workItem', { name: names[index] });

  return (
    <Card withBorder radius="md" padding="lg" data-testid="pair-scores">
      <SimpleGrid cols={touch ? 1 : { base: 1, sm: 2 }} spacing="lg">
        <Stack gap={4}>
          <Text fw={600}>{t(scoreTitles[relation])}</Text>
          <Group gap="xs" align="baseline">
            <Text fz={48} fw={700} lh={1} data-testid="pair-score">
              {whole.format(main.score)}
            </Text>
            <Text c="dimmed">{t('pairCheck.result.score.outOf')}</Text>
          </Group>
          <Group gap="xs">
            <Badge variant="light" color={bandColors[band]} data-testid="pair-score-band">
              {t('pairCheck.result.score.band', { band: scoreBandWords[locale][band] })}
            </Badge>
            <Text size="sm" c="dimmed">
              {t('pairCheck.result.score.average')}
            </Text>
          </Group>
          {love ? (
            <Text size="sm" data-testid="pair-work-score">
              {t('pairCheck.result.score.workToo', { score: whole.format(compatibility.work.score) })}
            </Text>
          ) : null}
        </Stack>
        <Stack gap="xs">
          <Text fw={600} id="pair-one-way">
            {love ? t('pairCheck.result.oneWay.relationship') : t('pairCheck.result.oneWay.work')}
          </Text>
          <SimpleGrid component="dl" cols={2} spacing="sm" m={0} aria-labelledby="pair-one-way" data-testid="pair-one-way">
            {([0, 1] as const).map((index) => (
              <Card key={index} withBorder radius="sm" padding="sm">
                <Text component="dt" size="sm" c="dimmed">
                  {oneWayLabel(index)}
                </Text>
                <Text component="dd" m={0} fz={28} fw={700}>
                  {whole.format(oneWay[index])}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        </Stack>
      </SimpleGrid>
      <Text size="sm" c="dimmed" mt="md" data-testid="pair-precision">
        {precisionBandWords[locale][precisionBand(main.precision)]}. {t('pairCheck.result.precision', { percent: percent.format(main.precision) })}
      </Text>
    </Card>
  );
}
