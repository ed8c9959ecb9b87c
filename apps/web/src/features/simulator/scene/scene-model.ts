import type { SceneView } from '@teamcast/contract';
import { PAST_DAYS, statusAt, type ActorStatus } from '@teamcast/domain';

export type SceneActorView = SceneView['actors'][number];

/** The last day of the forecast year; the first is 0, or the start of the team's past. */
export const LAST_DAY = 364;
export const firstDayOf = (team: Pick<SceneView, 'lifespan'>): number => -PAST_DAYS[team.lifespan];

/** An actor on a day: in the team or not, joined yet or not, and at which level. */
export const statusOn = (actor: SceneActorView, day: number): ActorStatus => statusAt(actor.events, day);

/** The actors in the team on a day, the manager included. */
export const activeOn = (team: SceneView, day: number): SceneActorView[] => team.actors.filter((actor) => statusOn(actor, day).active);
