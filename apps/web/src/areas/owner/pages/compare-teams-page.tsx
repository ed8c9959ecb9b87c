import { Alert, Anchor, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ApiError, compareScenes } from '@teamcast/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { RunProgress, useRunState, useSnapshot, type SnapshotTarget } from '../../../features/forecasts';
import { COMPARE_MAX, compareIssue, CompareResultView, TeamChoice, teamsFromQuery } from '../../../features/forecasts/components/compare';
import { ResultNarrative } from '../../../features/forecasts/components/team';
import { useOwnerSelf } from '../../../features/identity/api/use-owner-self';
import { VerificationRequired } from '../../../features/identity/components/verification-required';
import { teamsQuery, useDashboardHistory } from '../../../features/scenes';
import { useApiClient } from '../../../shared/api/api-context';
import { errorMessageKey } from '../../../shared/errors/error-display';
import { href, paths } from '../../../shared/paths';
import { PageTitle } from '../../../shared/ui/page-title';

const area = 'owner';

/** Two to four of the owner's teams side by side (spec section 2: compare-teams page). */
export function CompareTeamsPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const { data: self, isPending } = useOwnerSelf(area);
  return (
    <>
      <PageTitle>{t('owner.compareTeams.title')}</PageTitle>
      {isPending ? (
        <Loader size="sm" aria-label={t('compareTeams.loading')} />
      ) : self?.accessRules.needVerify ? (
        <VerificationRequired area={area} email={self.email} />
      ) : (
        <CompareTeams ruid={id ?? null} />
      )}
    </>
  );
}

const errorKey = (error: unknown) => errorMessageKey(error instanceof ApiError ? error.code : 'unknown');

function CompareTeams({ ruid }: { ruid: string | null }) {
  const { t } = useTranslation();
  const client = useApiClient(area);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const teams = useQuery(teamsQuery(area, client));
  const history = useDashboardHistory(area);
  const [edited, setEdited] = useState<{ ruid: string | null; ids: string[] } | null>(null);
  const [started, setStarted] = useState<{ ruid: string; ids: string[] } | null>(null);
  const runState = useRunState(area, started?.ruid);

  // With a run's id the page shows that comparison, its teams ticked; without, the teams another screen sent.
  const item = ruid ? history?.find((entry) => entry.id === ruid && entry.type === 'compare') : undefined;
  const initial = ruid ? (item?.scenes ?? []) : teamsFromQuery(search.get('teams'));
  const wanted = edited && edited.ruid === ruid ? edited.ids : started && started.ruid === ruid ? started.ids : initial;
  const known = new Set((teams.data?.items ?? []).map((team) => team._id));
  const selected = wanted.filter((id) => known.has(id)).slice(0, COMPARE_MAX);

  const start = useMutation({
    mutationFn: async (sceneIds: string[]) => ({ ruid: (await client(compareScenes, { body: { sceneIds } }, { report: false })).ruid, ids: sceneIds }),
    onSuccess: (run) => setStarted(run),
  });

  useEffect(() => {
    if (started && runState?.status === 'done' && started.ruid !== ruid) {
      void navigate(href(paths.owner.compareTeams, { id: started.ruid }));
    }
  }, [started, runState?.status, ruid, navigate]);

  const running = start.isPending || (started !== null && runState?.status === 'running');
  const issue = compareIssue(selected);
  const target: SnapshotTarget | null =
    started && runState?.status === 'done' && started.ruid === ruid
      ? runState.target
      : !started && item && ruid && item.scenes[0]
        ? { ruid, sceneId: item.scenes[0], url: '' }
        : null;

  return (
    <Stack gap="lg">
      <Text c="dimmed" maw={760}>
        {t('compareTeams.intro')}
      </Text>
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="compare-choose-title">
        <Title order={2} size="h4" mb="md" id="compare-choose-title">
          {t('compareTeams.choose.title')}
        </Title>
        {teams.isPending ? (
          <Loader size="sm" aria-label={t('compareTeams.loading')} />
        ) : teams.isError ? (
          <Alert color="red" variant="light" role="alert" data-testid="compare-refused">
            {t(errorKey(teams.error))}
          </Alert>
        ) : teams.data.items.length < 2 ? (
          <Text size="sm" data-testid="compare-empty">
            {teams.data.items.length === 0 ? t('compareTeams.empty.none') : t('compareTeams.empty.one')}{' '}
            <Anchor component={Link} to={paths.owner.teams}>
              {t('compareTeams.empty.link')}
            </Anchor>
          </Text>
        ) : (
          <Stack gap="md">
            <TeamChoice teams={teams.data.items} selected={selected} onChange={(ids) => setEdited({ ruid, ids })} disabled={running} />
            <Group gap="md" align="center">
              <Button
                onClick={() => {
                  setStarted(null);
                  start.mutate(selected);
                }}
                disabled={running || issue !== null}
                loading={running}
                data-testid="run-compare"
              >
                {t('compareTeams.run')}
              </Button>
              <Text size="sm" c="dimmed" aria-live="polite" data-testid="compare-issue">
                {issue === 'tooFew' ? t('compareTeams.issues.tooFew') : selected.length >= COMPARE_MAX ? t('compareTeams.issues.full') : null}
              </Text>
            </Group>
          </Stack>
        )}
      </Card>

      {start.error ? (
        <Alert color="red" variant="light" role="alert" data-testid="compare-error">
          {t(errorKey(start.error))}
        </Alert>
      ) : null}
      {started && runState?.status !== 'done' ? <RunProgress state={runState} /> : null}

      {target ? (
        <ComparisonResult target={target} />
      ) : ruid && !started && !start.isPending ? (
        history === undefined ? (
          <Loader size="sm" aria-label={t('compareTeams.loading')} />
        ) : (
          <Alert color="gray" variant="light" data-testid="compare-not-found">
            {t('compareTeams.result.notFound')}
          </Alert>
        )
      ) : null}
    </Stack>
  );
}

function ComparisonResult({ target }: { target: SnapshotTarget }) {
  const { t } = useTranslation();
  const { data, isPending, isError } = useSnapshot(area, target);
  return (
    <Stack gap="md" component="section" aria-labelledby="compare-result-title">
      <Title order={2} size="h3" id="compare-result-title">
        {t('compareTeams.result.title')}
      </Title>
      {isPending ? (
        <Loader size="sm" aria-label={t('compareTeams.loading')} />
      ) : isError || data.kind !== 'compare' ? (
        <Alert color="red" variant="light" role="alert">
          {t(errorMessageKey('connection_failed'))}
        </Alert>
      ) : (
        <>
          <CompareResultView scenes={data.scenes} />
          <ResultNarrative area={area} ruid={target.ruid} type="compare" />
        </>
      )}
    </Stack>
  );
}
