import { useMutation } from '@tanstack/react-query';
import { createSandbox, runScene, updateSandbox, type OwnerArea, type RealtimeMessage, type SceneView } from '@teamcast/contract';
import { SCENE_LEVELS } from '@teamcast/domain';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useApiClient } from '../../../../shared/api/api-context';
import { useLocale } from '../../../../shared/i18n/use-locale';
import { href } from '../../../../shared/paths';
import { useRunState } from '../../api/run-state';
import type { SnapshotTarget } from '../../api/load-snapshot';
import { profileName, useSceneProfiles } from './scene-profiles';
import type { TeamCheckChoice } from './team-check-form';
import { chosenIds, effectiveManager, emptySlots, firstOfThisMonth, slotsOf } from './team-check-rules';

/** A run of the owner's history as the gateway sends it. */
type HistoryItem = Extract<RealtimeMessage, { type: 'syncHistory' }>['payload']['items'][number];

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

interface TeamCheckOptions {
  area: OwnerArea;
  /** The route of the screen, with its optional `:id` of the checked scene. */
  route: string;
  /** The address's check: the id of the owner's scratch scene it ran on. */
  sceneId: string | null;
  /** The owner's latest runs; undefined until the gateway has sent them. */
  history: readonly HistoryItem[] | undefined;
  /** The owner's scratch scene as stored, when the screen has read it. */
  sandbox: SceneView | null | undefined;
  /** Keeps a scratch scene the server answered with where the screen reads it from. */
  keepScene: (scene: SceneView) => void;
}

/**
 * The quick team check (spec sections 2 and 5), on a wide screen or a phone: up to four people, a
 * manager and a lifespan, forecast on the owner's scratch scene. With an id the screen shows that
 * check: the latest run of it in the history, its people in the slots. A finished check gets its own
 * address, so it can be found again from the history.
 */
export function useTeamCheck({ area, route, sceneId, history, sandbox, keepScene }: TeamCheckOptions) {
  const locale = useLocale();
  const client = useApiClient(area);
  const navigate = useNavigate();
  const profiles = useSceneProfiles(area);
  const [edited, setEdited] = useState<{ sceneId: string | null; choice: TeamCheckChoice } | null>(null);
  const [started, setStarted] = useState<StartedRun | null>(null);
  const runState = useRunState(area, started?.ruid);

  const item = sceneId ? history?.find((entry) => entry.type === 'team' && entry.scenes[0] === sceneId) : undefined;
  const stored = sandbox && sandbox._id === sceneId ? sandbox : null;
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
      keepScene(scene);
      const { ruid } = await client(runScene, { params: { id: scene._id } }, { report: false });
      return { ruid, sceneId: scene._id, choice: chosen };
    },
    onSuccess: (run) => setStarted(run),
  });

  useEffect(() => {
    if (started && runState?.status === 'done' && started.sceneId !== sceneId) {
      void navigate(href(route, { id: started.sceneId }));
    }
  }, [started, runState?.status, sceneId, navigate, route]);

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

  return {
    sceneId,
    profiles,
    choice,
    choose: (next: TeamCheckChoice) => setEdited({ sceneId, choice: next }),
    run: () => {
      setStarted(null);
      start.mutate(choice);
    },
    startError: start.error,
    starting: start.isPending,
    running,
    /** The run started here, shown on its way until it is done. */
    runState,
    progressShown: started !== null && runState?.status !== 'done',
    started: started !== null,
    target,
    /** With an id, whether the history has been sent, to tell a check not found from one not known yet. */
    historyKnown: history !== undefined,
    nameOf,
  };
}
