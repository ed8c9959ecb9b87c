import { birthDateToIso, checkBirthDate, type ValidationIssue } from '@teamcast/domain';

/**
 * The value of a date input (`YYYY-MM-DD`, the calendar day the user picked) as the ISO timestamp at
 * midnight UTC the API wants; `null` when it is not a calendar date.
 */
export function birthDateInputToIso(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  try {
    return birthDateToIso(Number(match[1]), Number(match[2]), Number(match[3]));
  } catch {
    return null;
  }
}

/** The domain's birth-date check applied to a date input, against today's date. */
export function checkBirthDateInput(value: string, now: Date = new Date()): ValidationIssue | null {
  if (!value) return { code: 'required' };
  return checkBirthDate(birthDateInputToIso(value) ?? 'invalid', now.toISOString());
}
