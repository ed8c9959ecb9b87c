import type { DayRun } from './day-run';

/** Reads everyone's level for the day (index: day − firstDay), notes who leads and manages, and clears the tallies. */
export function callTheRoll(run: DayRun, index: number): void {
  const { levels } = run.prepared;
  const { level: today, member } = run;
  let lead = -1;
  let manager = -1;
  let members = 0;
  for (let i = 0; i < run.actors; i += 1) {
    // Outside the timeline an actor is not in the team.
    const level = levels[i]![index] ?? -1;
    if (level !== today[i]) run.changed = true;
    today[i] = level;
    const isMember = level === 0 || level === 1;
    member[i] = isMember ? 1 : 0;
    if (level === 1) lead = i;
    if (level === 2) manager = i;
    if (isMember) members += 1;
  }
  run.contact.fill(0);
  run.qualityContact.fill(0);
  run.contagionSum.fill(0);
  run.contagionWeight.fill(0);
  run.lead = lead;
  run.manager = manager;
  run.members = members;
}
