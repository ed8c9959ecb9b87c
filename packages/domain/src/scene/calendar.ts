import { SceneRuleError } from './scene-errors';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a YYYY-MM-DD date (proleptic Gregorian), by arithmetic, without a clock. */
export function epochDay(date: string): number {
  const match = DATE.exec(date);
  if (!match) throw new SceneRuleError('start_date_invalid', { date });
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const days = daysFromCivil(year, month, day);
  // Round-trip to refuse dates such as 2026-02-30.
  if (month < 1 || month > 12 || day < 1 || civilFromDays(days) !== date) throw new SceneRuleError('start_date_invalid', { date });
  return days;
}

function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

/** The YYYY-MM-DD date of a day count since 1970-01-01. */
export function civilFromDays(days: number): string {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor((dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) / 365);
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** 0 Monday … 6 Sunday. 1970-01-01 was a Thursday. */
export const weekdayOfEpochDay = (days: number): number => (((days + 3) % 7) + 7) % 7;

export const isWorkday = (days: number): boolean => weekdayOfEpochDay(days) < 5;
