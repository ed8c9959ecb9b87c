import type { ActorRun } from './cast';

/** Who the team is today. */
export interface Roster {
  readonly lead: ActorRun | null;
  readonly manager: ActorRun | null;
  readonly members: number;
}

/** Reads everyone's level for the day (index: day − firstDay) and clears yesterday's tallies. */
export function callTheRoll(actors: readonly ActorRun[], index: number): Roster {
  let lead: ActorRun | null = null;
  let manager: ActorRun | null = null;
  let members = 0;
  for (const actor of actors) {
    // Outside the timeline an actor is not in the team.
    const level = actor.levels[index] ?? -1;
    actor.level = level;
    actor.member = level === 0 || level === 1;
    if (level === 1) lead = actor;
    if (level === 2) manager = actor;
    if (actor.member) members += 1;
    actor.contact = 0;
    actor.qualityContact = 0;
    actor.contagionSum = 0;
    actor.contagionWeight = 0;
    actor.weekHours = 0;
  }
  return { lead, manager, members };
}
