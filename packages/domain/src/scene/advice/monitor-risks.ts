import { WEEKLY_HOURS_WARNING } from '../scene-types';
import type { PersonAtRisk } from './advice-types';

type Risk = PersonAtRisk['reasons'][number];

/**
 * Mood below "anxious" (under −20, the bad and depressed bands) for at least two weeks running: a bad day or a
 * bad week happens to everyone and passes, two weeks in a row is a spell a manager should hear of.
 */
export const LOW_MOOD = -20;
export const LOW_MOOD_DAYS = 14;
/**
 * Isolated: working with at most one person, or still barely knowing them at the year's end. Familiarity grows
 * with time spent together; a member of a team working the default hours knows the others well past this by
 * the year's end, so staying below it means the person barely works with anyone.
 */
export const ISOLATED_CONTACTS = 1;
export const ISOLATED_FAMILIARITY = 0.2;

/** The first spell of low mood long enough to count: its first day, and the lowest mood in it. */
export function lowMoodRisk(moods: readonly (number | null)[]): Extract<Risk, { code: 'low_mood' }> | null {
  let start = -1;
  let lowest = 0;
  for (let day = 0; day <= moods.length; day += 1) {
    const mood = moods[day];
    if (mood !== null && mood !== undefined && mood < LOW_MOOD) {
      if (start < 0) {
        start = day;
        lowest = mood;
      } else lowest = Math.min(lowest, mood);
      continue;
    }
    if (start >= 0 && day - start >= LOW_MOOD_DAYS) return { code: 'low_mood', day: start, mood: lowest };
    start = -1;
  }
  return null;
}

/** The first day the person's week, summed across their teams, goes above the warning, and its hours then. */
export function overworkRisk(week: Float64Array): Extract<Risk, { code: 'overwork' }> | null {
  for (let day = 0; day < week.length; day += 1) {
    const hours = week[day] ?? 0;
    if (hours > WEEKLY_HOURS_WARNING) return { code: 'overwork', day, hours };
  }
  return null;
}

export function isolationRisk(contacts: number, familiarity: number): Extract<Risk, { code: 'isolated' }> | null {
  return contacts <= ISOLATED_CONTACTS || familiarity < ISOLATED_FAMILIARITY ? { code: 'isolated', contacts, familiarity } : null;
}
