import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { PairCompatibilityView } from '@teamcast/contract';
import { precisionBand, precisionBandWords, scoreBand, scoreBandWords, type Locale } from '@teamcast/domain';
import { useTranslation } from 'react-i18next';
import type { LoveRelation } from '../love-relation';
import classes from './love-mobile.module.css';

const titles = { love: 'love.result.score.love', friend: 'love.result.score.friend' } as const satisfies Record<LoveRelation, string>;

interface LoveScoreCardProps {
  readonly score: NonNullable<PairCompatibilityView['love']>;
  readonly relation: LoveRelation;
  /** The two first names, in the order the scores speak of them. */
  readonly names: readonly [string, string];
  readonly locale: Locale;
}

/**
 * A love or friendship score as the love site tells it: the number with its band in words, what an
 * average pair scores, how content each is expected to be with the other, and how far it rests on
 * what the two answered. The work scores the same run holds are the business site's and stay out.
 */
export function LoveScoreCard({ score, relation, names, locale }: LoveScoreCardProps) {
  const { t } = useTranslation();
  const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const band = scoreBand(score.score);
  const oneWay = [score.oneWay.firstWithSecond, score.oneWay.secondWithFirst] as const;
  return (
    <Paper radius="lg" p="lg" className={classes.scoreCard} data-relation={relation} data-testid="love-score">
      <Stack gap="md">
        <Title order={3} size="h4" id="love-score-title">
          {t(titles[relation])}
        </Title>
        <div className={classes.scoreLine}>
          <Text component="p" m={0} className={classes.scoreNumber} data-testid="love-score-number">
            {whole.format(score.score)}
          </Text>
          <Stack gap={2}>
            <Text fw={600} data-testid="love-score-band">
              {t('love.result.score.band', { band: scoreBandWords[locale][band] })}
            </Text>
            <Text size="sm" c="dimmed">
              {t('love.result.score.average')}
            </Text>
          </Stack>
        </div>
        <div>
          <Text fw={600} size="sm" mb={6} id="love-one-way">
            {t('love.result.oneWay.title')}
          </Text>
          <SimpleGrid component="dl" cols={2} spacing="sm" m={0} aria-labelledby="love-one-way" data-testid="love-one-way">
            {([0, 1] as const).map((index) => (
              <div key={index} className={classes.oneWay}>
                <Text component="dt" size="sm" c="dimmed" className={classes.ellipsis}>
                  {names[index]}
                </Text>
                <Text component="dd" m={0} fz={26} fw={700}>
                  {whole.format(oneWay[index])}
                </Text>
              </div>
            ))}
          </SimpleGrid>
        </div>
        <Text size="sm" c="dimmed" data-testid="love-precision">
          {precisionBandWords[locale][precisionBand(score.precision)]}. {t('love.result.precision', { percent: percent.format(score.precision) })}
        </Text>
      </Stack>
    </Paper>
  );
}
