import { Alert, Anchor, Card, Loader, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, createSandbox, runScene, updateSandbox, type SceneView } from '@teamcast/contract';
import { SCENE_LEVELS } from '@teamcast/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { RunProgress, useRunState, useSnapshot, type SnapshotTarget } from '../../../features/forecasts';
import {
  chosenIds,
  effectiveManager,
  emptySlots,
  firstOfThisMonth,
  profileName,
  ResultNarrative,
  slotsOf,
  TeamCheckForm,
  TeamResultView,
  useSceneProfiles,
  type TeamCheckChoice,
} from '../../../features/forecasts/components/team';
import { useOwnerSelf } from '../../../features/identity/api/use-owner-self';
import { VerificationRequired } from '../../../features/identity/components/verification-required';
import { keepScene, sandboxQuery, useDashboardHistory } from '../../../features/scenes';
import { useApiClient } from '../../../shared/api/api-context';
import { errorMessageKey } from '../../../shared/errors/error-display';
import { useLocale } from '../../../shared/i18n/use-locale';
import { href, paths } from '../../../shared/paths';
import { PageTitle } from '../../../shared/ui/page-title';

const area = 'owner';

/** The quick team check (spec sections 2 and 5): up to four people, forecast on the owner's scratch scene. */
export function TeamCheckPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const { data: self, isPending } = useOwnerSelf(area);
  return (
    <>
      <PageTitle>{t('owner.teamCheck.title')}</PageTitle>
      {isPending ? (
        <Loader size="sm" aria-label={t('teamCheck.loading')} />
      ) : self?.accessRules.needVerify ? (
        <VerificationRequired area={area} email={self.email} />
      ) : (
        <TeamCheck sceneId={id ?? null} />
      )}
    </>
  );
}

const blank: TeamCheckChoice = { slots: emptySlots(), manager: null, lifespan: 'new' };

/** The people of a stored scratch scene, its manager (ranked on the first day) and its lifespan. */
function choiceOfScene(scene: SceneView): TeamCheckChoice {
  const manager = scene.actors.find((actor) => actor.events.some((event) => event.type === 'm_rank' && event.date <= 0 && event.value === SCENE_LEVELS.manager));
  return { slots: slotsOf(scene.actors.map((actor) => actor.id)), manager: manager?.id ?? null, lifespan: scene.lifespan };
}

interface StartedRun {
  ruid: string;
  sceneId: string;
  /** The people as chosen for the run, kept in the slots once the check has its own address. */
  choice: TeamCheckChoice;
}

function TeamCheck({ sceneId }: { sceneId: string | null }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const client = useApiClient(area);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const profiles = useSceneProfiles(area);
  const history = useDashboardHistory(area);
  const sandbox = useQuery({ ...sandboxQuery(area, client), enabled: sceneId !== null });
  const [edited, setEdited] = useState<{ sceneId: string | null; choice: TeamCheckChoice } | null>(null);
  const [started, setStarted] = useState<StartedRun | null>(null);
  const runState = useRunState(area, started?.ruid);

  // With an id the page shows that check: the latest run of it in the history, its people in the slots.
  const item = sceneId ? history?.find((entry) => entry.type === 'team' && entry.scenes[0] === sceneId) : undefined;
  const stored = sandbox.data && sandbox.data._id === sceneId ? sandbox.data : null;
  const prefilled = stored ? choiceOfScene(stored) : item ? { ...blank, slots: slotsOf(item.actors) } : null;
  const choice =
    edited && edited.sceneId === sceneId ? edited.choice : started && started.sceneId === sceneId ? started.choice : (prefilled ?? blank);

  const start = useMutation({
    mutationFn: async (chosen: TeamCheckChoice): Promise<StartedRun> => {
      const actors = chosenIds(chosen.slots).map((profileId) => ({ profileId }));
      let scene = await client(createSandbox, { body: { lifespan: chosen.lifespan, startDate: firstOfThisMonth(), actors } }, { report: false });
      const manager = effectiveManager(chosen.slots, chosen.manager);
      if (manager) {
        const change = { kind: 'rank' as const, actorId: manager, day: 0, level: SCENE_LEVELS.manager };
        scene = await client(updateSandbox, { body: { version: scene.version, change } }, { report: false });
      }
      keepScene(queryClient, area, scene);
      const { ruid } = await client(runScene, { params: { id: scene._id } }, { report: false });
      return { ruid, sceneId: scene._id, choice: chosen };
    },
    onSuccess: (run) => setStarted(run),
  });

  // The finished check gets its own address, so it can be found again from the history.
  useEffect(() => {
    if (started && runState?.status === 'done' && started.sceneId !== sceneId) {
      void navigate(href(paths.owner.teamCheck, { id: started.sceneId }));
    }
  }, [started, runState?.status, sceneId, navigate]);

  const running = start.isPending || (started !== null && runState?.status === 'running');
  const target: SnapshotTarget | null =
    started && runState?.status === 'done' && started.sceneId === sceneId
      ? runState.target
      : !started && item && sceneId
        ? { ruid: item.id, sceneId, url: '' }
        : null;

  const names = new Map<string, string>();
  for (const profile of profiles.data?.items ?? []) names.set(profile.id, profileName(profile, locale));
  for (const actor of stored?.actors ?? []) names.set(actor.id, profileName(actor, locale));
  const nameOf = (id: string) => names.get(id) ?? profileName(undefined, locale);

  return (
    <Stack gap="lg">
      <Text c="dimmed" maw={760}>
        {t('teamCheck.intro')}
      </Text>
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="team-check-people">
        <Title order={2} size="h4" mb="md" id="team-check-people">
          {t('teamCheck.form.title')}
        </Title>
        {profiles.isPending ? (
          <Loader size="sm" aria-label={t('teamCheck.loading')} />
        ) : profiles.isError ? (
          <Alert color="red" variant="light" role="alert" data-testid="team-check-refused">
            {t(errorMessageKey(profiles.error instanceof ApiError ? profiles.error.code : 'unknown'))}
          </Alert>
        ) : profiles.data.items.length === 0 ? (
          <Text size="sm" data-testid="team-check-no-profiles">
            {t('teamCheck.noProfiles')}{' '}
            <Anchor component={Link} to={paths.owner.profiles}>
              {t('teamCheck.profilesLink')}
            </Anchor>
          </Text>
        ) : (
          <TeamCheckForm
            profiles={profiles.data.items}
            choice={choice}
            onChange={(next) => setEdited({ sceneId, choice: next })}
            onRun={() => {
              setStarted(null);
              start.mutate(choice);
            }}
            busy={running}
          />
        )}
      </Card>

      {start.error ? (
        <Alert color="red" variant="light" role="alert" data-testid="team-check-error">
          {t(errorMessageKey(start.error instanceof ApiError ? start.error.code : 'unknown'))}
        </Alert>
      ) : null}
      {started && runState?.status !== 'done' ? <RunProgress state={runState} /> : null}

      {target ? (
        <CheckResult target={target} nameOf={nameOf} />
      ) : sceneId && !started && !start.isPending ? (
        history === undefined ? (
          <Loader size="sm" aria-label={t('teamCheck.loading')} />
        ) : (
          <Alert color="gray" variant="light" data-testid="team-check-not-found">
            {t('teamCheck.result.notFound')}
          </Alert>
        )
      ) : null}
    </Stack>
  );
}

function CheckResult({ target, nameOf }: { target: SnapshotTarget; nameOf: (id: string) => string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { data, isPending, isError } = useSnapshot(area, target);
  return (
    <Stack gap="md" component="section" aria-labelledby="team-check-result">
      <Title order={2} size="h3" id="team-check-result">
        {t('teamCheck.result.title')}
      </Title>
      {isPending ? (
        <Loader size="sm" aria-label={t('teamCheck.loading')} />
      ) : isError || data.kind !== 'team' ? (
        <Alert color="red" variant="light" role="alert">
          {t(errorMessageKey('connection_failed'))}
        </Alert>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t('teamCheck.result.when', {
              date: new Intl.DateTimeFormat(locale === 'ru' ? 'ru-RU' : 'en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(data.forecast.startDate)),
            })}
          </Text>
          <TeamResultView forecast={data.forecast} nameOf={nameOf} />
          <ResultNarrative area={area} ruid={target.ruid} type="team" />
        </>
      )}
    </Stack>
  );
}
