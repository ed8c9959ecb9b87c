import { Alert, Badge, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { SceneForecastView, SceneView } from '@teamcast/contract';
import { WEEKLY_HOURS_WARNING } from '@teamcast/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale';
import { dateOfDay, formatDate } from '../common/day-dates';

/** A power as the screens show it: in the forecast's relative units, as the power chart shows it. */
export const ratingOf = (power: number): number => Math.round(power * 100) / 100;

/** The team's rating of a forecast: its mean power over the forecast year. */
export const teamRating = (forecast: SceneForecastView): number => ratingOf(forecast.power.statisticPower);

export function dayPower(forecast: SceneForecastView, day: number): number | null {
  const record = day >= 0 ? forecast.days[day] : forecast.past.days.find((entry) => entry.day === day);
  return record ? record.power : null;
}

interface ForecastSummaryProps {
  team: SceneView;
  forecast: SceneForecastView;
  day: number;
  /** The rating of the team's initial composition: its first forecast. */
  initial: number | null;
  /** Whether this forecast is the one the initial composition was rated by. */
  isInitial: boolean;
  computedAt: string | null;
  tips: boolean;
  nameOf: (id: string) => string;
}

function Figure({ label, value, hint, tips, testId, extra }: { label: string; value: string; hint: string; tips: boolean; testId: string; extra?: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="sm" component="div" data-testid={testId}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Group gap="xs" align="baseline">
        <Text fz={26} fw={700} lh={1.2}>
          {value}
        </Text>
        {extra}
      </Group>
      {tips ? (
        <Text size="xs" c="dimmed" mt={4}>
          {hint}
        </Text>
      ) : null}
    </Card>
  );
}

/**
 * The rating of the current composition against the initial one, the power on the selected day, and
 * the forecast's warnings (someone's week above 50 hours), in words.
 */
export function ForecastSummary({ team, forecast, day, initial, isInitial, computedAt, tips, nameOf }: ForecastSummaryProps) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const number = (value: number, digits = 2) => value.toLocaleString(i18n.language, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  const current = teamRating(forecast);
  const onDay = dayPower(forecast, day);
  const change = !isInitial && initial !== null && initial > 0 ? Math.round(((current - initial) / initial) * 1000) / 10 : null;
  const stale = computedAt !== null && Date.parse(computedAt) < Date.parse(team.updatedAt);
  const dateText = (value: number) => formatDate(dateOfDay(team.startDate, value), locale);
  return (
    <Stack gap="sm" component="section" aria-labelledby="forecast-summary" data-testid="forecast-summary">
      <Title order={2} size="h4" id="forecast-summary">
        {t('simulator.rating.title')}
      </Title>
      {stale ? (
        <Alert color="gray" variant="light" data-testid="forecast-stale">
          {t('simulator.rating.stale')}
        </Alert>
      ) : null}
      <SimpleGrid cols={3} spacing="sm">
        <Figure
          testId="rating-current"
          label={t('simulator.rating.current')}
          value={number(current)}
          hint={t('simulator.rating.currentHint')}
          tips={tips}
          extra={
            change === null ? null : (
              <Badge color={change >= 0 ? 'teal' : 'red'} variant="light" data-testid="rating-change">
                {change >= 0 ? '+' : '−'}
                {number(Math.abs(change), 1)}%
              </Badge>
            )
          }
        />
        <Figure
          testId="rating-initial"
          label={t('simulator.rating.initial')}
          value={initial === null ? '—' : number(initial)}
          hint={t(isInitial ? 'simulator.rating.initialIsThis' : 'simulator.rating.initialHint')}
          tips={tips}
        />
        <Figure
          testId="rating-day"
          label={t('simulator.rating.onDay', { day })}
          value={onDay === null ? '—' : number(ratingOf(onDay))}
          hint={t('simulator.rating.onDayHint')}
          tips={tips}
        />
      </SimpleGrid>
      {forecast.warnings.length > 0 ? (
        <Alert color="yellow" variant="light" title={t('simulator.rating.warningsTitle', { limit: WEEKLY_HOURS_WARNING })} data-testid="forecast-warnings">
          <List size="sm" spacing={2}>
            {forecast.warnings.map((warning) => (
              <List.Item key={`${warning.actorId}-${warning.fromDay}`}>
                {t('simulator.rating.warning', {
                  name: nameOf(warning.actorId),
                  hours: number(warning.hours, 0),
                  from: dateText(warning.fromDay),
                  to: dateText(warning.toDay),
                })}
              </List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
    </Stack>
  );
}
