import { Badge, Button, Card, Group, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { OwnerTool } from '@teamcast/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOwnerSelf } from '../../../features/identity/api/use-owner-self';
import { VerificationRequired } from '../../../features/identity/components/verification-required';
import { useDashboardHistory, useRunCounters, type HistoryItem } from '../../../features/scenes';
import { useLocale } from '../../../shared/i18n/use-locale';
import { href, paths } from '../../../shared/paths';
import { IconCompare, IconMonitor, IconPair, IconSimulator, IconTeam } from '../../../shared/ui/icons';
import { PageTitle } from '../../../shared/ui/page-title';
import { usePlans } from '../components/plans-dialog';
import { IconLock, tierNames, useToolLocks } from '../components/tool-access';
import { useOfferTrainingOnce } from '../components/training-dialog';

/** The dashboard's tools stay blocked until the owner confirms the email (spec section 6). */
export function DashboardPage() {
  const { t } = useTranslation();
  const { data: self, isPending } = useOwnerSelf('owner');
  const open = !isPending && !!self && !self.accessRules.needVerify;
  // A new owner meets the training once the tools it explains can be used.
  useOfferTrainingOnce(open);
  return (
    <>
      <PageTitle>{t('owner.dashboard.title')}</PageTitle>
      {isPending ? <Loader size="sm" /> : self?.accessRules.needVerify ? <VerificationRequired area="owner" email={self.email} /> : <Dashboard />}
    </>
  );
}

function Dashboard() {
  return (
    <Stack gap="xl">
      <Tools />
      <Counters />
      <History />
    </Stack>
  );
}

interface ToolCardProps {
  title: string;
  text: string;
  icon: ReactNode;
  testId: string;
  /** The link to the tool and what it says. */
  action: { to: string; label: string };
  /** A tool a plan can lock: while locked, the card says which tier opens it instead of linking to it. */
  tool?: OwnerTool;
}

function ToolCard({ title, text, icon, testId, action, tool }: ToolCardProps) {
  const { t } = useTranslation();
  const plans = usePlans();
  const lock = useToolLocks();
  const locked = tool ? lock(tool) : null;
  return (
    <Card withBorder radius="md" padding="lg" component="li" data-testid={testId}>
      <Stack gap="sm" h="100%">
        <Group gap="sm" wrap="nowrap" align="center">
          <span aria-hidden="true">{icon}</span>
          <Title order={3} size="h4">
            {title}
          </Title>
        </Group>
        <Text size="sm" c="dimmed" style={{ flexGrow: 1 }}>
          {text}
        </Text>
        {tool && locked ? (
          <Stack gap="xs" align="flex-start" data-testid="tool-locked">
            <Group gap={6} wrap="nowrap">
              <IconLock size={16} />
              <Text size="sm" fw={500}>
                {t('ownerHelp.lock.reason', { tier: t(tierNames[locked.tier]) })}
              </Text>
            </Group>
            <Button variant="default" onClick={() => plans.open({ tool, tier: locked.tier })}>
              {t('ownerHelp.lock.action')}
            </Button>
          </Stack>
        ) : (
          <Button component={Link} to={action.to} variant="light" style={{ alignSelf: 'flex-start' }}>
            {action.label}
          </Button>
        )}
      </Stack>
    </Card>
  );
}

/** The five tools of the spec, in the order of the menu; a plan may lock all but the pair check. */
function Tools() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="dashboard-tools">
      <Title order={2} size="h3" mb="md" id="dashboard-tools">
        {t('dashboard.tools.title')}
      </Title>
      <SimpleGrid component="ul" cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" p={0} m={0} style={{ listStyle: 'none' }} data-testid="dashboard-tools">
        <ToolCard
          testId="tool-p2p"
          tool="p2p"
          icon={<IconPair />}
          title={t('dashboard.tools.p2p.title')}
          text={t('dashboard.tools.p2p.text')}
          action={{ to: href(paths.owner.p2p), label: t('dashboard.tools.p2p.action') }}
        />
        <ToolCard
          testId="tool-team-check"
          tool="teamCheck"
          icon={<IconTeam />}
          title={t('dashboard.tools.teamCheck.title')}
          text={t('dashboard.tools.teamCheck.text')}
          action={{ to: href(paths.owner.teamCheck), label: t('dashboard.tools.teamCheck.action') }}
        />
        <ToolCard
          testId="tool-simulator"
          tool="simulator"
          icon={<IconSimulator />}
          title={t('dashboard.tools.simulator.title')}
          text={t('dashboard.tools.simulator.text')}
          action={{ to: paths.owner.teams, label: t('dashboard.tools.simulator.action') }}
        />
        <ToolCard
          testId="tool-monitor"
          tool="monitor"
          icon={<IconMonitor />}
          title={t('dashboard.tools.monitor.title')}
          text={t('dashboard.tools.monitor.text')}
          action={{ to: paths.owner.monitor, label: t('dashboard.tools.monitor.action') }}
        />
        <ToolCard
          testId="tool-compare-teams"
          tool="compareTeams"
          icon={<IconCompare />}
          title={t('dashboard.tools.compareTeams.title')}
          text={t('dashboard.tools.compareTeams.text')}
          action={{ to: href(paths.owner.compareTeams), label: t('dashboard.tools.compareTeams.action') }}
        />
      </SimpleGrid>
    </section>
  );
}

/** The counters the spec keeps per owner: pair checks and team forecasts run. */
function Counters() {
  const { t } = useTranslation();
  const counters = useRunCounters('owner');
  const value = (count: number | undefined) => (count === undefined ? <Loader size="xs" aria-label={t('dashboard.loading')} /> : count);
  return (
    <section aria-labelledby="dashboard-counters">
      <Title order={2} size="h3" mb="md" id="dashboard-counters">
        {t('dashboard.counters.title')}
      </Title>
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" m={0} data-testid="dashboard-counters">
        <Card withBorder radius="md" padding="md">
          <Text component="dt" size="sm" c="dimmed">
            {t('dashboard.counters.p2p')}
          </Text>
          <Text component="dd" m={0} fz={28} fw={700} data-testid="counter-p2p">
            {value(counters?.p2p)}
          </Text>
        </Card>
        <Card withBorder radius="md" padding="md">
          <Text component="dt" size="sm" c="dimmed">
            {t('dashboard.counters.team')}
          </Text>
          <Text component="dd" m={0} fz={28} fw={700} data-testid="counter-team">
            {value(counters?.team)}
          </Text>
        </Card>
      </SimpleGrid>
    </section>
  );
}

const typeLabels = {
  pair: 'dashboard.history.types.pair',
  team: 'dashboard.history.types.team',
  compare: 'dashboard.history.types.compare',
} as const satisfies Record<HistoryItem['type'], string>;

/**
 * Where a run's result is shown: a pair's and a team's by the scene they ran; a comparison covers
 * several teams, so by the run itself.
 */
function resultHref(item: HistoryItem): string {
  const scene = item.scenes[0];
  if (item.type === 'pair') return href(paths.owner.p2p, { id: scene });
  if (item.type === 'team') return href(paths.owner.teamCheck, { id: scene });
  return href(paths.owner.compareTeams, { id: item.id });
}

/** The latest runs, newest first; the gateway sends them as a connection opens and after each run. */
function History() {
  const { t } = useTranslation();
  const locale = useLocale();
  const items = useDashboardHistory('owner');
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section aria-labelledby="dashboard-history" aria-busy={items === undefined}>
      <Title order={2} size="h3" mb="xs" id="dashboard-history">
        {t('dashboard.history.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('dashboard.history.hint')}
      </Text>
      {items === undefined ? (
        <Group gap="sm" data-testid="history-loading">
          <Loader size="sm" />
          <Text size="sm">{t('dashboard.loading')}</Text>
        </Group>
      ) : items.length === 0 ? (
        <Text data-testid="history-empty">{t('dashboard.history.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table striped highlightOnHover aria-labelledby="dashboard-history" data-testid="history">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('dashboard.history.columns.type')}</Table.Th>
                <Table.Th scope="col">{t('dashboard.history.columns.title')}</Table.Th>
                <Table.Th scope="col">{t('dashboard.history.columns.date')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => (
                <Table.Tr key={item.id} data-testid="history-item">
                  <Table.Td>
                    <Badge variant="light" color={item.type === 'pair' ? 'grape' : item.type === 'team' ? 'blue' : 'teal'}>
                      {t(typeLabels[item.type])}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Link to={resultHref(item)}>{item.title || t('dashboard.history.untitled')}</Link>
                  </Table.Td>
                  <Table.Td>
                    <time dateTime={item.createdAt}>{format.format(new Date(item.createdAt))}</time>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </section>
  );
}
