import type { BigFiveScores } from '../model/big-five';
import type { Background } from '../model/features';

/** Scene levels: employee, lead (manager_1), manager (manager_2). */
export const SCENE_LEVELS = { employee: 0, lead: 1, manager: 2 } as const;
export type SceneLevel = 0 | 1 | 2;

export const SCENE_LIFESPANS = ['new', '1y', '2y'] as const;
export type SceneLifespan = (typeof SCENE_LIFESPANS)[number];

/** Days of the forecast year, and of the past a team of each lifespan has already lived. */
export const SCENE_DAYS = 365;
export const PAST_DAYS: Readonly<Record<SceneLifespan, number>> = { new: 0, '1y': 365, '2y': 730 };

export const ACTOR_EVENT_TYPES = ['join', 'dismiss', 'rejoin', 'm_rank', 'm_disrank', 'l_rank', 'l_disrank'] as const;
export type ActorEventType = (typeof ACTOR_EVENT_TYPES)[number];

/**
 * One event of an actor. `date` is the day index (0 the first forecast day, negative in the past);
 * `timestamp` orders events of one day: the scene's change counter when the event was made (the
 * domain has no clock); `value` is the level the event leaves the actor at, or 1/0 for in/out.
 */
export interface ActorEvent {
  readonly type: ActorEventType;
  readonly date: number;
  readonly value: number;
  readonly timestamp: number;
}

/** What the forecast knows of an actor; everything but the id is optional. */
export interface SceneActorInput {
  readonly id: string;
  /** Day the actor joins; 0 by default, negative for a member who joined in the past. */
  readonly joinDay?: number;
  readonly bigFive?: BigFiveScores | null;
  readonly background?: Background | null;
  readonly finalScorePrecise?: number | null;
  readonly predictedScore?: number | null;
  readonly gender?: 'М' | 'Ж' | null;
  readonly age?: number | null;
}

export interface SceneActor {
  readonly id: string;
  readonly input: SceneActorInput;
  readonly events: readonly ActorEvent[];
}

/** An interaction setting of a pair from a day on; `actorIds` sorted. Hours per week; remote or office. */
export interface InteractionSetting {
  readonly actorIds: readonly [string, string];
  readonly day: number;
  readonly hours: number;
  readonly remote: boolean;
  readonly timestamp: number;
}

/** The scene's group events, in the specification's codes. */
export const GROUP_EVENT_CODES = [
  'START',
  'JOIN',
  'REJOIN',
  'M_JOIN',
  'L_JOIN',
  'M_RANK',
  'L_RANK',
  'DISMISS',
  'DISRANK',
  'M_REJOIN',
  'L_REJOIN',
] as const;
export type GroupEventCode = (typeof GROUP_EVENT_CODES)[number];

export interface GroupEvent {
  readonly code: GroupEventCode;
  readonly actorId: string;
  readonly date: number;
  readonly timestamp: number;
}

/** A scene as the engine keeps it: plain data, never changed in place. */
export interface Scene {
  readonly startDate: string;
  readonly lifespan: SceneLifespan;
  readonly seed: number;
  readonly actors: readonly SceneActor[];
  readonly interactions: readonly InteractionSetting[];
  readonly groupEvents: readonly GroupEvent[];
  /** Counts the changes made, ordering events of one day. */
  readonly counter: number;
  /** The last two states, for undo: the one before the latest change and the one after it. */
  readonly memory: readonly SceneSnapshot[];
  /**
   * Who works with whom. A team (the default) is small and everyone in it works with everyone, at the default
   * hours unless a pair is set; in an organisation (`declared`) only the pairs that have a setting work together.
   */
  readonly network?: SceneNetwork;
}

export const SCENE_NETWORKS = ['team', 'declared'] as const;
export type SceneNetwork = (typeof SCENE_NETWORKS)[number];

export type SceneSnapshot = Omit<Scene, 'memory'>;

export type SceneChange =
  | { readonly kind: 'join' | 'dismiss' | 'rejoin'; readonly actorId: string; readonly day: number }
  | { readonly kind: 'rank'; readonly actorId: string; readonly day: number; readonly level: SceneLevel }
  | {
      readonly kind: 'interaction';
      readonly actorIds: readonly [string, string];
      readonly day: number;
      readonly hours: number;
      readonly remote: boolean;
    };

/** Weekly hours a pair can be set to work together (the specification's options). */
export const INTERACTION_HOURS = [0.5, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
export const DEFAULT_INTERACTION_HOURS = 5;
/** Above this many hours a week in total an actor's schedule draws a warning. */
export const WEEKLY_HOURS_WARNING = 50;
