import { Alert, Loader, Stack } from '@mantine/core';
import { ApiError, type AssemblyResultView, type SceneView } from '@teamcast/contract';
import { TEAM_ORIENTATIONS } from '@teamcast/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { AnalysisFailure, AnalysisProgressBar, useAnalysis } from '../analyses';
import { errorMessageKey } from '../../shared/errors/error-display';
import { FormAlert } from '../../shared/forms/form-alert';
import { failureCode } from '../../shared/forms/form-failure';
import { href, paths } from '../../shared/paths';
import { useCreateTeam } from '../simulator/teams/team-queries';
import { AssemblyForm, type AssemblyChoices } from './assembly-form';
import { issueOfRule, type AssemblyIssue } from './assembly-form-rules';
import { AssemblyResult } from './assembly-result';
import { useFilledProfiles, useStartAssembly } from './use-assembly';

/** The run's id is kept in the address, so a reload or a link shows the same search and its result. */
const RUN_PARAM = 'run';

function refusalOf(error: unknown): AssemblyIssue | null {
  if (error instanceof ApiError && error.code === 'validation') return issueOfRule(error.rule, error.params);
  if (error instanceof Error && error.name === 'ZodError' && 'issues' in error && Array.isArray(error.issues)) {
    const first = error.issues[0] as { message?: string; params?: Record<string, unknown> } | undefined;
    return issueOfRule(first?.message, first?.params);
  }
  return null;
}

/**
 * The team assembler: the owner chooses a pool, a size and an orientation (and who must be in, and who
 * leads); the server searches the teams and forecasts the best; each proposal opens in the simulator as
 * a new team.
 */
export function AssemblerView() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const ruid = params.get(RUN_PARAM);
  const profiles = useFilledProfiles();
  const start = useStartAssembly();
  const run = useAnalysis(ruid);
  const create = useCreateTeam('owner');
  const [opening, setOpening] = useState<number | null>(null);

  const onStart = (choices: AssemblyChoices) =>
    start.mutate(
      { profileIds: choices.pool, size: choices.size, orientation: choices.orientation, mustHave: choices.mustHave, leadId: choices.leadId },
      { onSuccess: ({ ruid: started }) => setParams({ [RUN_PARAM]: started }) },
    );
  const result = run.analysis?.result?.kind === 'assemble' ? run.analysis.result.assembly : null;
  const open = (assembly: AssemblyResultView, index: number) => {
    const proposal = assembly.proposals[index];
    if (!proposal) return;
    setOpening(index);
    const title = t('assembler.proposal.teamTitle', { rank: index + 1, order: TEAM_ORIENTATIONS[assembly.orientation] });
    create.mutate(
      {
        title,
        lifespan: 'new',
        startDate: assembly.startDate,
        actors: proposal.memberIds.map((profileId) => ({ profileId })),
        ...(proposal.leadId ? { leadProfileId: proposal.leadId } : {}),
      },
      {
        onSuccess: (team: SceneView) => void navigate(href(paths.owner.team, { id: team._id })),
        onSettled: () => setOpening(null),
      },
    );
  };

  const refusal = refusalOf(start.error);
  const startFailure = start.error && !refusal ? failureCode(start.error) : null;
  const running = start.isPending || run.status === 'queued' || run.status === 'running';
  return (
    <Stack gap="xl" data-testid="assembler" data-status={run.status}>
      {profiles.pending ? (
        <Loader size="sm" aria-label={t('assembler.loading')} />
      ) : profiles.people.length < 2 ? (
        <Alert color="gray" variant="light" data-testid="assembler-no-profiles">
          {t('assembler.noProfiles')}
        </Alert>
      ) : (
        <AssemblyForm people={profiles.people} running={running} refusal={refusal} onStart={onStart} />
      )}
      <FormAlert code={startFailure} />
      <AnalysisProgressBar state={run} label={t('assembler.progress')} />
      {run.status === 'failed' ? <AnalysisFailure message={t(errorMessageKey(run.errorCode ?? 'unknown'))} /> : null}
      {result ? (
        <AssemblyResult result={result} opening={opening} openFailure={create.error ? failureCode(create.error) : null} onOpen={(index) => open(result, index)} />
      ) : null}
    </Stack>
  );
}
