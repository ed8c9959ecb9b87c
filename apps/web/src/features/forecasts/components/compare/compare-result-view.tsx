import { Card, ColorSwatch, Group, List, Stack, Table, Text, Title, useMantineTheme, getThemeColor } from '@mantine/core';
import type { ComparedSceneView } from '@teamcast/contract';
import { figureFormat, moodBand, moodBandWords, orientationNames, powerShare, teamDifferences, teamProfile } from '@teamcast/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../../shared/i18n/use-locale';
import { teamColors } from './compare-rules';
import { ComparePower } from './compare-power';

/** Compared teams side by side: their daily power, the differences that matter in words, and a table of their indicators. */
export function CompareResultView({ scenes }: { scenes: readonly ComparedSceneView[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const theme = useMantineTheme();
  const f = figureFormat(locale);
  const lines = scenes.map((scene, index) => ({
    key: `team${index}`,
    title: scene.title,
    color: teamColors[index % teamColors.length]!,
    dailyPower: scene.dailyPower,
  }));
  const differences = teamDifferences(scenes, locale);
  return (
    <Stack gap="lg" data-testid="compare-result">
      <Group gap="lg" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('compareTeams.result.teams')}>
        {lines.map((line) => (
          <Group key={line.key} component="li" gap={8} wrap="nowrap">
            <ColorSwatch color={getThemeColor(line.color, theme)} size={14} aria-hidden="true" />
            <Text fw={600}>{line.title}</Text>
          </Group>
        ))}
      </Group>

      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="compare-differences-title" data-testid="compare-differences">
        <Title order={3} size="h4" mb="sm" id="compare-differences-title">
          {t('compareTeams.differences.title')}
        </Title>
        {differences.length === 0 ? (
          <Text size="sm">{t('compareTeams.differences.none')}</Text>
        ) : (
          <List size="sm" spacing={8}>
            {differences.map((difference) => (
              <List.Item key={difference.indicator} data-testid="compare-difference">
                {difference.text}
              </List.Item>
            ))}
          </List>
        )}
      </Card>

      <Card withBorder radius="md" padding="lg">
        <ComparePower
          lines={lines}
          format={f.power}
          labels={{ day: t('compareTeams.power.day'), power: t('compareTeams.power.axis'), dayValue: (day) => t('compareTeams.power.dayValue', { day }) }}
        />
      </Card>

      <section aria-labelledby="compare-indicators-title">
        <Title order={3} size="h4" mb="sm" id="compare-indicators-title">
          {t('compareTeams.indicators.title')}
        </Title>
        <Table.ScrollContainer minWidth={560}>
          <Table withTableBorder striped data-testid="compare-indicators">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('compareTeams.indicators.indicator')}</Table.Th>
                {scenes.map((scene, index) => (
                  <Table.Th key={scene.sceneId + String(index)} scope="col" ta="right">
                    {scene.title}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <Row label={t('compareTeams.indicators.power')} values={scenes.map((scene) => f.power(scene.power.statisticPower))} />
              <Row label={t('compareTeams.indicators.share')} values={scenes.map((scene) => f.percent(powerShare(scene.power)))} />
              <Row label={t('compareTeams.indicators.range')} values={scenes.map((scene) => `${f.power(scene.power.minPower)} – ${f.power(scene.power.maxPower)}`)} />
              <Row label={t('compareTeams.indicators.performance')} values={scenes.map((scene) => f.percent(scene.power.performance))} />
              <Row label={t('compareTeams.indicators.cohesion')} values={scenes.map((scene) => f.percent(scene.power.cohesion))} />
              <Row
                label={t('compareTeams.indicators.microclimate')}
                values={scenes.map((scene) => `${f.signed(scene.power.microclimate)} (${moodBandWords[locale][moodBand(scene.power.microclimate)]})`)}
              />
              <Row
                label={t('compareTeams.indicators.orientation')}
                values={scenes.map((scene) => {
                  const profile = teamProfile(scene.power.groupOrientation, locale);
                  return profile ? `${orientationNames[locale][profile.orientation]} (${profile.letters})` : '—';
                })}
              />
              <Row label={t('compareTeams.indicators.precision')} values={scenes.map((scene) => f.percent(scene.power.precision))} />
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </section>
    </Stack>
  );
}

function Row({ label, values }: { label: string; values: readonly string[] }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={500}>
        {label}
      </Table.Th>
      {values.map((value, index) => (
        <Table.Td key={index} ta="right">
          {value}
        </Table.Td>
      ))}
    </Table.Tr>
  );
}
