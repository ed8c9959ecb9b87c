import { Alert, Anchor, Button, Group, Loader, Progress, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ApiError, MONITOR_NO_TEAMS } from '@teamcast/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useAnalysis } from '../../../features/analyses';
import { useOwnerSelf } from '../../../features/identity/api/use-owner-self';
import { VerificationRequired } from '../../../features/identity/components/verification-required';
import { MonitorResult, useStartMonitor } from '../../../features/monitor';
import { teamsQuery } from '../../../features/scenes';
import { useApiClient } from '../../../shared/api/api-context';
import { errorMessageKey } from '../../../shared/errors/error-display';
import { paths } from '../../../shared/paths';
import { PageTitle } from '../../../shared/ui/page-title';

const area = 'owner';
/** The run shown, kept in the address so that a reload or the back button shows it again without a new run. */
const RUN_PARAM = 'run';

/** The director monitor (spec section 2): all the owner's teams forecast together, their year on shared axes and the people at risk. */
export function MonitorPage() {
  const { t } = useTranslation();
  const { data: self, isPending } = useOwnerSelf(area);
  return (
    <>
      <PageTitle>{t('monitor.title')}</PageTitle>
      {isPending ? (
        <Loader size="sm" aria-label={t('monitor.loading')} />
      ) : self?.accessRules.needVerify ? (
        <VerificationRequired area={area} email={self.email} />
      ) : (
        <Monitor />
      )}
    </>
  );
}

function Monitor() {
  const { t } = useTranslation();
  const client = useApiClient(area);
  const teams = useQuery(teamsQuery(area, client));
  const [search, setSearch] = useSearchParams();
  const ruid = search.get(RUN_PARAM);
  const start = useStartMonitor();
  const run = useAnalysis(ruid);
  const hasTeams = (teams.data?.items.length ?? 0) > 0;

  const launch = () =>
    start.mutate(undefined, {
      onSuccess: (started) =>
        setSearch(
          (current) => {
            const next = new URLSearchParams(current);
            next.set(RUN_PARAM, started);
            return next;
          },
          { replace: true },
        ),
    });

  // The first visit starts the monitor by itself, once, when there are teams to watch.
  const startedOnce = useRef(false);
  useEffect(() => {
    if (startedOnce.current || ruid || !hasTeams) return;
    startedOnce.current = true;
    launch();
    // `launch` is a new function each render; the ref keeps this to one start.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ruid, hasTeams]);

  if (teams.isPending) return <Loader size="sm" aria-label={t('monitor.loading')} />;
  if (!hasTeams) {
    return (
      <Stack gap="sm" align="flex-start" data-testid="monitor-empty">
        <Text>{t('monitor.empty.text')}</Text>
        <Button component={Link} to={paths.owner.teams} variant="light">
          {t('monitor.empty.action')}
        </Button>
      </Stack>
    );
  }

  const result = run.status === 'done' && run.analysis?.result?.kind === 'monitor' ? run.analysis.result.monitor : null;
  const running = start.isPending || run.status === 'queued' || run.status === 'running';
  const failure = start.error ? (start.error instanceof ApiError ? start.error.code : 'unknown') : run.status === 'failed' ? (run.errorCode ?? 'unknown') : null;
  // Every team has someone whose profile is gone: the general message would not say what to do.
  const noTeams = start.error instanceof ApiError && start.error.rule === MONITOR_NO_TEAMS;

  return (
    <Stack gap="xl">
      <Group justify="space-between" align="flex-start" gap="md">
        <Text c="dimmed" maw={720}>
          {t('monitor.intro')}
        </Text>
        <Button onClick={launch} loading={running} data-testid="monitor-start">
          {result ? t('monitor.refresh') : t('monitor.start')}
        </Button>
      </Group>
      {running ? (
        <Stack gap={6} data-testid="monitor-progress" aria-live="polite">
          <Text size="sm">{t('monitor.progress', { progress: Math.round(run.progress) })}</Text>
          <Progress value={run.progress} animated aria-label={t('monitor.progressLabel')} />
        </Stack>
      ) : null}
      {failure ? (
        <Alert color="red" role="alert" data-testid="monitor-failed">
          {noTeams ? (
            <>
              {t('monitor.noTeams')}{' '}
              <Anchor component={Link} to={paths.owner.teams}>
                {t('monitor.empty.action')}
              </Anchor>
            </>
          ) : (
            t(errorMessageKey(failure))
          )}
        </Alert>
      ) : null}
      {result ? <MonitorResult result={result} /> : null}
    </Stack>
  );
}
