import { defaultPairHours } from './day-interactions';
import { firstDayOf, LAST_DAY } from './scene-build';
import { WEEKLY_HOURS_WARNING, type ActorEvent, type SceneLifespan } from './scene-types';
import { statusAt } from './timeline';

/** What the weekly hours depend on: who is in the team on a day, and the pairs' settings. */
export interface WeeklyHoursScene {
  readonly lifespan: SceneLifespan;
  readonly actors: readonly { readonly id: string; readonly events: readonly ActorEvent[] }[];
  /** Settings from a day on; a later one of the same pair and day wins (by `timestamp`, else by order). */
  readonly interactions: readonly {
    readonly actorIds: readonly [string, string];
    readonly day: number;
    readonly hours: number;
    readonly timestamp?: number;
  }[];
}

/** A member whose week goes above the warning: from which day, and by how many hours then. */
export interface Overwork {
  readonly actorId: string;
  readonly day: number;
  readonly hours: number;
}

const pairKey = (a: string, b: string) => (a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`);

/** The hours each pair is set to on `day`: the latest setting on or before it. */
function settingsOn(scene: WeeklyHoursScene, day: number): Map<string, number> {
  const found = new Map<string, { day: number; order: number; hours: number }>();
  scene.interactions.forEach((setting, index) => {
    if (setting.day > day) return;
    const key = pairKey(setting.actorIds[0], setting.actorIds[1]);
    const order = setting.timestamp ?? index;
    const current = found.get(key);
    if (!current || setting.day > current.day || (setting.day === current.day && order > current.order)) {
      found.set(key, { day: setting.day, order, hours: setting.hours });
    }
  });
  return new Map([...found].map(([key, value]) => [key, value.hours]));
}

/**
 * Each working member's hours a week with the others on `day`, as the forecast counts them: a pair's
 * set hours, or the default share of a full week for pairs never set. The manager stands apart from
 * the members' pairs, so has none; someone not in the team that day is not listed.
 */
export function weeklyHoursOn(scene: WeeklyHoursScene, day: number): Map<string, number> {
  const members = scene.actors.filter((actor) => {
    const status = statusAt(actor.events, day);
    return status.active && status.level < 2;
  });
  const settings = settingsOn(scene, day);
  const defaultHours = defaultPairHours(members.length);
  const hours = new Map(members.map((member) => [member.id, 0]));
  for (const [i, a] of members.entries()) {
    for (const b of members.slice(i + 1)) {
      const h = settings.get(pairKey(a.id, b.id)) ?? defaultHours;
      hours.set(a.id, (hours.get(a.id) ?? 0) + h);
      hours.set(b.id, (hours.get(b.id) ?? 0) + h);
    }
  }
  return hours;
}

/**
 * The first member, on the first day from `fromDay` to the year's end, whose week goes above the
 * warning (spec section 5: above 50 hours); null when nobody's does. Settings last until changed, so a
 * setting made on one day may overload someone only later, when the team shrinks or grows.
 */
export function firstOverwork(scene: WeeklyHoursScene, fromDay: number = firstDayOf(scene)): Overwork | null {
  for (let day = Math.max(fromDay, firstDayOf(scene)); day <= LAST_DAY; day += 1) {
    for (const [actorId, hours] of weeklyHoursOn(scene, day)) {
      if (hours > WEEKLY_HOURS_WARNING) return { actorId, day, hours };
    }
  }
  return null;
}
