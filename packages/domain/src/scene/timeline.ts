import type { ActorEvent, SceneActor, SceneLevel } from './scene-types';

export interface ActorStatus {
  readonly active: boolean;
  readonly level: SceneLevel;
  /** Whether the actor has joined by then (dismissed actors have). */
  readonly joined: boolean;
}

export const byDateThenTimestamp = (a: ActorEvent, b: ActorEvent): number => a.date - b.date || a.timestamp - b.timestamp;

/** Applies one event to a status; events that change nothing (a demotion without rank) leave it as is. */
export function applyEvent(status: ActorStatus, event: ActorEvent): ActorStatus {
  switch (event.type) {
    case 'join':
    case 'rejoin':
      return { active: true, level: 0, joined: true };
    case 'dismiss':
      return { active: false, level: 0, joined: true };
    case 'l_rank':
      return status.active ? { ...status, level: 1 } : status;
    case 'm_rank':
      return status.active ? { ...status, level: 2 } : status;
    case 'l_disrank':
      return status.level === 1 ? { ...status, level: 0 } : status;
    case 'm_disrank':
      return status.level === 2 ? { ...status, level: 0 } : status;
  }
}

const NOT_JOINED: ActorStatus = { active: false, level: 0, joined: false };

/** The actor's status at the end of a day: after every event dated that day or before. */
export function statusAt(events: readonly ActorEvent[], day: number): ActorStatus {
  let status = NOT_JOINED;
  for (const event of [...events].sort(byDateThenTimestamp)) {
    if (event.date > day) break;
    status = applyEvent(status, event);
  }
  return status;
}

/** The status before any event of that day: what a change on the day starts from. */
export function statusBefore(events: readonly ActorEvent[], day: number): ActorStatus {
  return statusAt(events, day - 1);
}

/**
 * The actor's level on each day from `firstDay` to `lastDay`, −1 where not active: the form the
 * simulation and the one-lead, one-manager check read.
 */
export function dailyLevels(actor: SceneActor, firstDay: number, lastDay: number): Int8Array {
  const levels = new Int8Array(lastDay - firstDay + 1).fill(-1);
  const events = [...actor.events].sort(byDateThenTimestamp);
  let status = NOT_JOINED;
  let next = 0;
  for (let day = firstDay; day <= lastDay; day += 1) {
    while (next < events.length && events[next]!.date <= day) {
      status = applyEvent(status, events[next]!);
      next += 1;
    }
    levels[day - firstDay] = status.active ? status.level : -1;
  }
  return levels;
}
