import { LAST_DAY } from '../scene-build';
import { SCENE_DAYS, type Scene } from '../scene-types';
import { statusAt } from '../timeline';
import { weeklyHoursOn } from '../weekly-hours';

/** What the monitor reads of one team's roster over the forecast year. */
export interface TeamWeeks {
  /** Per person, hours a week with the others of this team on each forecast day (0 where not working in it). */
  readonly hours: ReadonlyMap<string, Float64Array>;
  /** Everyone in the team on some forecast day, manager included. */
  readonly present: readonly string[];
  /** Those present only ever as the team's manager: they stand apart from its pairs (`weeklyHoursOn`). */
  readonly managing: ReadonlySet<string>;
}

/** The forecast days on which who is in the team or a pair's setting can change: the rest repeat the day before. */
function changeDays(scene: Scene): number[] {
  const days = new Set<number>([0]);
  for (const actor of scene.actors) for (const event of actor.events) if (event.date > 0 && event.date <= LAST_DAY) days.add(event.date);
  for (const setting of scene.interactions) if (setting.day > 0 && setting.day <= LAST_DAY) days.add(setting.day);
  return [...days].sort((a, b) => a - b);
}

/**
 * Each member's weekly hours on every forecast day, counted as the simulator's over-50 warning counts them
 * (`weeklyHoursOn`), worked out only on the days something changes.
 */
export function teamWeeks(scene: Scene): TeamWeeks {
  const hours = new Map<string, Float64Array>();
  const present = new Set<string>();
  const working = new Set<string>();
  const days = changeDays(scene);
  for (const [k, day] of days.entries()) {
    const until = days[k + 1] ?? SCENE_DAYS;
    for (const actor of scene.actors) {
      const status = statusAt(actor.events, day);
      if (!status.active) continue;
      present.add(actor.id);
      if (status.level < 2) working.add(actor.id);
    }
    for (const [actorId, week] of weeklyHoursOn(scene, day)) {
      let series = hours.get(actorId);
      if (!series) {
        series = new Float64Array(SCENE_DAYS);
        hours.set(actorId, series);
      }
      series.fill(week, day, until);
    }
  }
  return {
    hours,
    present: scene.actors.filter((actor) => present.has(actor.id)).map((actor) => actor.id),
    managing: new Set([...present].filter((id) => !working.has(id))),
  };
}
