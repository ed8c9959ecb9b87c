import type { Locale } from '@teamcast/domain';

const DAY_MS = 86_400_000;

/** The calendar date (YYYY-MM-DD) of a day of a team whose forecast starts on `startDate`. */
export function dateOfDay(startDate: string, day: number): string {
  return new Date(Date.parse(`${startDate}T00:00:00Z`) + day * DAY_MS).toISOString().slice(0, 10);
}

/** A date in words of the language on screen, read as a calendar date wherever the browser is. */
export function formatDate(date: string, locale: Locale, style: 'medium' | 'long' = 'medium'): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: style, timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

/** The first day of the current month, where a new team's forecast starts unless told otherwise. */
export function firstOfThisMonth(now: Date = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-01`;
}
