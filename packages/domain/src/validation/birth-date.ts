import type { ValidationIssue } from './rules';

/**
 * A birth date travels as an ISO timestamp at midnight UTC, whatever the user's time zone, so that
 * the same calendar day is stored everywhere.
 */
export function birthDateToIso(year: number, month: number, day: number): string {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    throw new RangeError(`Not a calendar date: ${year}-${month}-${day}`);
  }
  return date.toISOString();
}

/** Accepts a birth date already at midnight UTC, not in the future relative to `today`, and plausible. */
export function checkBirthDate(iso: string | null | undefined, today: string): ValidationIssue | null {
  if (!iso) return { code: 'required' };
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return { code: 'birthDate' };
  const midnight = date.getUTCHours() === 0 && date.getUTCMinutes() === 0 && date.getUTCSeconds() === 0 && date.getUTCMilliseconds() === 0;
  if (!midnight) return { code: 'birthDate' };
  const now = new Date(today);
  if (date > now || date.getUTCFullYear() < now.getUTCFullYear() - 120) return { code: 'birthDate' };
  return null;
}
