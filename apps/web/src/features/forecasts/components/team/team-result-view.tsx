import { Alert, Card, Group, Progress, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { SceneForecastView } from '@teamcast/contract';
import { describeTeamResult, moodBandWords, type TeamProfile } from '@teamcast/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../../shared/i18n/use-locale';
import { useTouchArea } from '../../../../shared/ui/touch-area';
import { moodBandColors, orientationColors, scoreBandColors } from './band-colors';
import { IndicatorCard } from './indicator-card';

interface TeamResultViewProps {
  forecast: SceneForecastView;
  /** A person's name as the owner may see it. */
  nameOf: (profileId: string) => string;
}

/**
 * A team's forecast year: its power, cohesion, microclimate, orientation and profile, each with its
 * level, precision and the reasons in words, and each person's mood and share of the power.
 */
export function TeamResultView({ forecast, nameOf }: TeamResultViewProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  // A phone-shaped area is one column wide, whatever the window's width.
  const touch = useTouchArea();
  const words = describeTeamResult(
    { power: forecast.power, days: forecast.days, conditions: forecast.actors.map((actor) => actor.indicators.condition) },
    locale,
  );
  const precision = { level: words.precision.level, text: words.precision.text };
  const orientationColor = words.orientation.band ? orientationColors[words.orientation.band] : 'gray.7';
  return (
    <Stack gap="lg" data-testid="team-result">
      <Alert variant="light" color={words.precision.band === 'high' ? 'teal' : words.precision.band === 'medium' ? 'blue' : 'yellow'} data-testid="result-precision">
        {t('teamCheck.precisionSummary', { value: words.precision.level, text: words.precision.text })}
      </Alert>
      <SimpleGrid cols={touch ? 1 : { base: 1, md: 2, xl: 3 }} spacing="md">
        <IndicatorCard
          testId="indicator-power"
          title={t('teamCheck.indicators.power')}
          level={words.power.level}
          color={words.power.band ? scoreBandColors[words.power.band] : 'gray.7'}
          reasons={words.power.reasons}
          precision={precision}
        />
        <IndicatorCard
          testId="indicator-cohesion"
          title={t('teamCheck.indicators.cohesion')}
          level={words.cohesion.level}
          color={words.cohesion.band ? scoreBandColors[words.cohesion.band] : 'gray.7'}
          reasons={words.cohesion.reasons}
          precision={precision}
        />
        <IndicatorCard
          testId="indicator-microclimate"
          title={t('teamCheck.indicators.microclimate')}
          level={words.microclimate.level}
          color={words.microclimate.band ? moodBandColors[words.microclimate.band] : 'gray.7'}
          reasons={words.microclimate.reasons}
          precision={precision}
        />
        <IndicatorCard
          testId="indicator-orientation"
          title={t('teamCheck.indicators.orientation')}
          level={words.orientation.level}
          color={orientationColor}
          reasons={words.orientation.reasons}
          precision={precision}
        />
        <IndicatorCard
          testId="indicator-profile"
          title={t('teamCheck.indicators.profile')}
          level={words.profile.level}
          color={orientationColor}
          reasons={words.profile.reasons}
          precision={precision}
        >
          {words.profile.profile ? <ProfileBars profile={words.profile.profile} /> : null}
        </IndicatorCard>
        <People forecast={forecast} nameOf={nameOf} moodWords={moodBandWords[locale]} />
      </SimpleGrid>
    </Stack>
  );
}

/** The profile's letters in order, each with the team's mean of its aspect. */
function ProfileBars({ profile }: { profile: TeamProfile }) {
  return (
    <Stack gap={6} aria-hidden="true">
      {profile.aspects.map((aspect) => (
        <Group key={aspect.aspect} gap="sm" wrap="nowrap">
          <Text fw={700} w={18} ta="center">
            {aspect.letter}
          </Text>
          <Progress value={100 * aspect.value} style={{ flexGrow: 1 }} color="blue.5" />
          <Text size="xs" c="dimmed" w={36} ta="right">
            {Math.round(100 * aspect.value)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

function People({ forecast, nameOf, moodWords }: TeamResultViewProps & { moodWords: Readonly<Record<string, string>> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const percent = new Intl.NumberFormat(locale === 'ru' ? 'ru-RU' : 'en-GB', { style: 'percent', maximumFractionDigits: 0 });
  // The manager stands over the team rather than in it, so their share of its power is nil.
  const manager = forecast.days[0]?.managers.manager ?? null;
  // On a phone the three columns fit its width: less room around the table and between its columns.
  const touch = useTouchArea();
  return (
    <Card withBorder radius="md" padding={touch ? 'md' : 'lg'} component="section" aria-labelledby="team-result-people">
      <Title order={3} size="h5" mb="sm" id="team-result-people" c="dimmed" tt="uppercase" style={{ letterSpacing: 0.4 }}>
        {t('teamCheck.people.title')}
      </Title>
      <Table striped horizontalSpacing={touch ? 6 : undefined} fz={touch ? 'sm' : undefined} data-testid="team-result-people">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('teamCheck.people.name')}</Table.Th>
            <Table.Th scope="col">{t('teamCheck.people.mood')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('teamCheck.people.share')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {forecast.actors.map((actor) => (
            <Table.Tr key={actor.id}>
              <Table.Th scope="row" fw={500}>
                {nameOf(actor.id)}
                {actor.id === manager ? (
                  <Text span size="xs" c="dimmed" ml={8}>
                    {t('teamCheck.people.manager')}
                  </Text>
                ) : null}
              </Table.Th>
              <Table.Td>
                <Text size="sm" c={moodBandColors[actor.indicators.condition]} fw={500}>
                  {moodWords[actor.indicators.condition]}
                </Text>
              </Table.Td>
              <Table.Td ta="right">{percent.format(actor.indicators.weight)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}
