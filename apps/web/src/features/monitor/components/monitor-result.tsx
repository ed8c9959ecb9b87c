import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { MonitorResultView } from '@teamcast/contract';
import { useTranslation } from 'react-i18next';
import { LeftOutTeams } from './left-out-teams';
import { PeopleAtRisk } from './people-at-risk';
import { TeamCharts } from './team-charts';
import { TeamsTable } from './teams-table';

/** The monitor's result: the organisation in four figures, the teams' year on shared axes and in a table, and the people at risk. */
export function MonitorResult({ result }: { result: MonitorResultView }) {
  const { t } = useTranslation();
  const atRisk = result.people.filter((person) => person.risks.length > 0).length;
  const figures = [
    { id: 'teams', label: t('monitor.summary.teams'), value: result.teams.length },
    { id: 'people', label: t('monitor.summary.people'), value: result.organisation.people },
    { id: 'shared', label: t('monitor.summary.shared'), value: result.organisation.sharedPeople },
    { id: 'atRisk', label: t('monitor.summary.atRisk'), value: atRisk },
  ];
  return (
    <Stack gap="xl">
      <LeftOutTeams teams={result.leftOut} />
      <section aria-labelledby="monitor-summary">
        <Title order={2} size="h3" mb="md" id="monitor-summary">
          {t('monitor.summary.title')}
        </Title>
        <SimpleGrid component="dl" cols={{ base: 2, sm: 4 }} spacing="md" m={0} data-testid="monitor-summary">
          {figures.map((figure) => (
            <Card key={figure.id} withBorder radius="md" padding="md">
              <Text component="dt" size="sm" c="dimmed">
                {figure.label}
              </Text>
              <Text component="dd" m={0} fz={28} fw={700} data-testid={`summary-${figure.id}`}>
                {figure.value}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </section>
      <section aria-labelledby="monitor-teams-title">
        <Title order={2} size="h3" mb={4} id="monitor-teams-title">
          {t('monitor.teams.title')}
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          {t('monitor.teams.hint')}
        </Text>
        <Stack gap="lg">
          <TeamCharts teams={result.teams} />
          <TeamsTable teams={result.teams} />
        </Stack>
      </section>
      <section aria-labelledby="monitor-risks-title">
        <Title order={2} size="h3" mb={4} id="monitor-risks-title">
          {t('monitor.risks.title')}
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          {t('monitor.risks.hint')}
        </Text>
        <PeopleAtRisk people={result.people} teams={result.teams} />
      </section>
    </Stack>
  );
}
