import { Alert, Button, Drawer, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ADVICE_POOL_MAX, type AdviceChangeView, type SceneView } from '@teamcast/contract';
import { TEAM_ORIENTATIONS, type TeamOrientation } from '@teamcast/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AnalysisFailure, AnalysisProgressBar, PoolPicker, useAnalysis, yearFormatter, type PoolPerson } from '../../analyses';
import { useApiClient } from '../../../shared/api/api-context';
import { errorMessageKey } from '../../../shared/errors/error-display';
import { FormAlert } from '../../../shared/forms/form-alert';
import { failureCode } from '../../../shared/forms/form-failure';
import { useLocale } from '../../../shared/i18n/use-locale';
import { dateOfDay, formatDate } from '../common/day-dates';
import { useMemberName } from '../common/member-name';
import { sceneProfilesQuery } from '../teams/team-queries';
import { AdviceItemCard, partLabels } from './advice-item';
import { adviceText } from './advice-texts';
import { useStartAdvice } from './use-advice';

/** With this many candidates or fewer, all are offered for swaps at first; a larger pool is left to the owner to choose. */
const PRESELECT_UP_TO = 10;

const orientationNames = {
  launch: 'advisor.orientation.launch',
  growth: 'advisor.orientation.growth',
  support: 'advisor.orientation.support',
} as const satisfies Record<TeamOrientation, string>;

interface AdvisorProps {
  team: SceneView;
  /** The simulator's chosen day: no change is proposed before it. */
  day: number;
  nameOf: (id: string) => string;
  /** A change of the team is being saved. */
  pending: boolean;
  /**
   * Applies a change through the simulator's own edits, so conflicts, the forecast after it and undo work
   * as for any change; `done` once it is saved (the panel closes; a refusal is told beside the team).
   */
  onApply: (change: AdviceChangeView, done: () => void) => void;
}

/** "What would help most?": the advisor's button and its panel. */
export function Advisor({ team, day, nameOf, pending, onApply }: AdvisorProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [applying, setApplying] = useState<number | null>(null);
  // The run is kept while the panel is closed, so it can be closed and opened again while it computes.
  const [ruid, setRuid] = useState<string | null>(null);
  return (
    <>
      <Button variant="light" color="grape" onClick={() => setOpened(true)} disabled={team.status === 'broken'} data-testid="open-advisor">
        {t('advisor.open')}
      </Button>
      <Drawer opened={opened} onClose={() => setOpened(false)} position="right" size="lg" title={t('advisor.title')} data-testid="advisor">
        <AdvisorBody
          team={team}
          day={day}
          nameOf={nameOf}
          pending={pending}
          ruid={ruid}
          onStarted={setRuid}
          applying={applying}
          onApply={(change, index) => {
            setApplying(index);
            onApply(change, () => setOpened(false));
          }}
        />
      </Drawer>
    </>
  );
}

interface AdvisorBodyProps extends Omit<AdvisorProps, 'onApply'> {
  ruid: string | null;
  onStarted: (ruid: string) => void;
  applying: number | null;
  onApply: (change: AdviceChangeView, index: number) => void;
}

function AdvisorBody({ team, day, nameOf, pending, ruid, onStarted, applying, onApply }: AdvisorBodyProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const candidates = useCandidates(team);
  const [chosen, setChosen] = useState<string[] | null>(null);
  const pool = chosen ?? (candidates.length <= PRESELECT_UP_TO ? candidates.map((person) => person.id) : []);
  const [orientation, setOrientation] = useState<TeamOrientation | null>(null);
  const start = useStartAdvice(team._id);
  const run = useAnalysis(ruid);
  const advice = run.analysis?.result?.kind === 'advise' && run.analysis.result.advice.sceneId === team._id ? run.analysis.result.advice : null;
  const stale = advice !== null && advice.version !== team.version;
  const helpful = advice ? advice.items.filter((item) => item.effect.score > 0) : [];
  const running = start.isPending || run.status === 'queued' || run.status === 'running';
  const format = yearFormatter(locale);
  const names = new Map(advice?.people.map((person) => [person.id, person.name]) ?? []);
  const nameIn = (id: string) => names.get(id) ?? nameOf(id);
  const tooMany = pool.length > ADVICE_POOL_MAX;

  const begin = () =>
    start.mutate({ day, poolProfileIds: pool, ...(orientation ? { orientation } : {}) }, { onSuccess: ({ ruid: started }) => onStarted(started) });
  return (
    <Stack gap="md" data-testid="advisor-body">
      <Text size="sm" c="dimmed">
        {t('advisor.intro')}
      </Text>
      <Text data-testid="advisor-day">{t('advisor.day', { day, date: formatDate(dateOfDay(team.startDate, day), locale) })}</Text>
      <Stack gap={4}>
        <Text fw={600}>{t('advisor.pool')}</Text>
        <Text size="sm" c="dimmed">
          {t('advisor.poolHint', { max: ADVICE_POOL_MAX })}
        </Text>
        {candidates.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="advisor-no-candidates">
            {t('advisor.noCandidates')}
          </Text>
        ) : (
          <PoolPicker people={candidates} selected={pool} onChange={setChosen} max={ADVICE_POOL_MAX} label={t('advisor.pool')} height={200} />
        )}
      </Stack>
      <Select
        label={t('advisor.orientation.label')}
        description={t('advisor.orientation.hint')}
        placeholder={t('advisor.orientation.auto')}
        data={(Object.keys(TEAM_ORIENTATIONS) as TeamOrientation[]).map((value) => ({ value, label: `${t(orientationNames[value])} (${TEAM_ORIENTATIONS[value]})` }))}
        value={orientation}
        onChange={(value) => setOrientation(value as TeamOrientation | null)}
        clearable
        w={320}
      />
      <Button onClick={begin} loading={running} disabled={tooMany} data-testid="advisor-start" style={{ alignSelf: 'flex-start' }}>
        {advice ? t('advisor.again') : t('advisor.start')}
      </Button>
      <FormAlert code={start.error ? failureCode(start.error) : null} />
      <AnalysisProgressBar state={run} label={t('advisor.progress')} />
      {run.status === 'failed' ? <AnalysisFailure message={t(errorMessageKey(run.errorCode ?? 'unknown'))} /> : null}
      {advice ? (
        <Stack gap="sm" data-testid="advice-result">
          {stale ? (
            <Alert color="orange" variant="light" role="status" data-testid="advice-stale">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{t('advisor.stale')}</Text>
                <Button size="xs" color="orange" onClick={begin} loading={running}>
                  {t('advisor.again')}
                </Button>
              </Stack>
            </Alert>
          ) : null}
          <Text size="sm" data-testid="advice-base">
            {t('advisor.base', {
              orientation: `${t(orientationNames[advice.orientation])}, ${TEAM_ORIENTATIONS[advice.orientation]}`,
              figures: (['score', 'power', 'cohesion', 'microclimate'] as const).map((part) => `${t(partLabels[part])} ${format.value(part, advice.base[part])}`).join(', '),
            })}
          </Text>
          <Text size="xs" c="dimmed">
            {t('advisor.tried', { count: advice.tried, pruned: advice.pruned })}
          </Text>
          {helpful.length === 0 ? (
            <Alert color="gray" variant="light" data-testid="advice-none">
              {t('advisor.none')}
            </Alert>
          ) : (
            <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('advisor.listLabel')}>
              {helpful.map((item, index) => (
                <AdviceItemCard
                  key={`${item.change.kind}-${index}`}
                  rank={index + 1}
                  item={item}
                  text={adviceText(item.change, team.startDate, nameIn, t, locale)}
                  disabled={stale || pending}
                  pending={applying === index && pending}
                  onApply={() => onApply(item.change, index)}
                />
              ))}
            </Stack>
          )}
        </Stack>
      ) : null}
    </Stack>
  );
}

/** The owner's filled profiles not in the team: the candidates for swaps. */
function useCandidates(team: SceneView): PoolPerson[] {
  const nameOf = useMemberName();
  const { data } = useQuery(sceneProfilesQuery('owner', useApiClient('owner')));
  const { actors } = team;
  return useMemo(() => {
    const inTeam = new Set(actors.map((actor) => actor.id));
    return (data?.items ?? [])
      .filter((profile) => profile.filled && !inTeam.has(profile.id))
      .map((profile) => ({ id: profile.id, name: nameOf(profile), position: profile.position, isDemo: profile.isDemo }));
  }, [data, actors, nameOf]);
}
