import { epochDay } from './calendar';
import { deriveGroupEvents } from './group-events';
import { SceneRuleError } from './scene-errors';
import { addActorIssue, assertNotOverfull, TeamSizeError } from './team-size';
import {
  PAST_DAYS,
  SCENE_DAYS,
  SCENE_LIFESPANS,
  type ActorEvent,
  type InteractionSetting,
  type Scene,
  type SceneActor,
  type SceneActorInput,
  type SceneLifespan,
  type SceneSnapshot,
} from './scene-types';

/** The scene's first day: 0 for a new team, the start of its past otherwise. */
export const firstDayOf = (scene: Pick<Scene, 'lifespan'>): number => 0 - PAST_DAYS[scene.lifespan];
export const LAST_DAY = SCENE_DAYS - 1;

export function assertDay(scene: Pick<Scene, 'lifespan'>, day: number): void {
  if (!Number.isInteger(day) || day < firstDayOf(scene) || day > LAST_DAY) {
    throw new SceneRuleError('day_out_of_range', { day, first: firstDayOf(scene), last: LAST_DAY });
  }
}

export function findActor(scene: Pick<Scene, 'actors'>, actorId: string): SceneActor {
  const actor = scene.actors.find((candidate) => candidate.id === actorId);
  if (!actor) throw new SceneRuleError('actor_unknown', { actorId });
  return actor;
}

export function snapshotOf(scene: Scene): SceneSnapshot {
  const { memory: _memory, ...snapshot } = scene;
  return snapshot;
}

/**
 * The scene after a change: group events derived again, the counter moved on and the memory holding
 * the state before and after the change, so that one undo can return to it.
 */
export function commitChange(
  before: Scene,
  parts: { readonly actors?: readonly SceneActor[]; readonly interactions?: readonly InteractionSetting[]; readonly counter: number },
): Scene {
  const actors = parts.actors ?? before.actors;
  const next: SceneSnapshot = {
    ...snapshotOf(before),
    actors,
    interactions: parts.interactions ?? before.interactions,
    groupEvents: deriveGroupEvents(actors, firstDayOf(before)),
    counter: parts.counter,
  };
  return { ...next, memory: [snapshotOf(before), next] };
}

function joinEvent(input: SceneActorInput, lifespan: SceneLifespan, timestamp: number): ActorEvent {
  const day = input.joinDay ?? firstDayOf({ lifespan });
  assertDay({ lifespan }, day);
  return { type: 'join', date: day, value: 1, timestamp };
}

export interface CreateSceneInput {
  readonly actors: readonly SceneActorInput[];
  /** The first forecast day, YYYY-MM-DD. */
  readonly startDate: string;
  readonly lifespan: SceneLifespan;
  readonly seed: number;
}

/**
 * A new scene of at most `MAX_SCENE_ACTORS` actors. Actors join on their `joinDay`; without one, on the
 * scene's first day (day 0 for a new team, the start of the past for a team one or two years old).
 */
export function createScene(input: CreateSceneInput): Scene {
  assertNotOverfull(input.actors.length);
  return sceneOf(input);
}

/** A new scene of any size: a team's (which `createScene` caps) or an organisation's. */
export function sceneOf(input: CreateSceneInput): Scene {
  epochDay(input.startDate);
  if (!SCENE_LIFESPANS.includes(input.lifespan)) throw new SceneRuleError('day_out_of_range', { lifespan: String(input.lifespan) });
  if (!Number.isInteger(input.seed)) throw new SceneRuleError('seed_invalid', { seed: input.seed });
  const seen = new Set<string>();
  let counter = 0;
  const actors = input.actors.map((actorInput): SceneActor => {
    if (seen.has(actorInput.id)) throw new SceneRuleError('actor_exists', { actorId: actorInput.id });
    seen.add(actorInput.id);
    counter += 1;
    return { id: actorInput.id, input: actorInput, events: [joinEvent(actorInput, input.lifespan, counter)] };
  });
  return {
    startDate: input.startDate,
    lifespan: input.lifespan,
    seed: input.seed,
    actors,
    interactions: [],
    groupEvents: deriveGroupEvents(actors, firstDayOf(input)),
    counter,
    memory: [],
  };
}

/** Adds an actor to the model (it joins on its `joinDay`, or the scene's first day); a full team takes no more. */
export function addSceneActor(scene: Scene, input: SceneActorInput): Scene {
  if (scene.actors.some((actor) => actor.id === input.id)) throw new SceneRuleError('actor_exists', { actorId: input.id });
  const full = addActorIssue(scene.actors.length);
  if (full) throw new TeamSizeError(full);
  const counter = scene.counter + 1;
  const actor: SceneActor = { id: input.id, input, events: [joinEvent(input, scene.lifespan, counter)] };
  return commitChange(scene, { actors: [...scene.actors, actor], counter });
}

/** Takes an actor out of the model altogether, with its interactions. */
export function removeSceneActor(scene: Scene, actorId: string): Scene {
  findActor(scene, actorId);
  return commitChange(scene, {
    actors: scene.actors.filter((actor) => actor.id !== actorId),
    interactions: scene.interactions.filter((setting) => !setting.actorIds.includes(actorId)),
    counter: scene.counter + 1,
  });
}
