import { limits } from '../limits';
import type { Locale } from '../locale';

/**
 * The validation rules of the product (spec section 5). Each rule answers `null` when the value
 * passes, or an issue code with its parameters; the forms, the API and mail turn codes into
 * sentences with `validationMessage`.
 */
export type ValidationIssue =
  | { code: 'required' }
  | { code: 'minLength'; params: { length: number } }
  | { code: 'name' }
  | { code: 'email' }
  | { code: 'phone' }
  | { code: 'position' }
  | { code: 'passwordMismatch' }
  | { code: 'consent' }
  | { code: 'deleteConfirmation' }
  | { code: 'birthDate' }
  | { code: 'sceneMinActors'; params: { min: number } }
  | { code: 'sceneMaxActors'; params: { max: number } }
  | { code: 'sceneDuplicateActor' }
  | { code: 'interactionHours' }
  | { code: 'sceneMinCompare' }
  | { code: 'sceneMaxCompare' };
export type ValidationCode = ValidationIssue['code'];

export type Rule<T = string> = (value: T) => ValidationIssue | null;

const isBlank = (value: string | null | undefined) => value === null || value === undefined || value.trim() === '';

export const required: Rule<string | null | undefined> = (value) => (isBlank(value) ? { code: 'required' } : null);

export function minLength(length: number): Rule {
  return (value) => (Array.from(value.trim()).length < length ? { code: 'minLength', params: { length } } : null);
}

// Letters of the Cyrillic and Latin alphabets, apostrophes, hyphens and spaces, starting with a letter.
const namePattern = /^[A-Za-zА-Яа-яЁё][A-Za-zА-Яа-яЁё'’\- ]*$/;
export const name: Rule = (value) => (value === '' || namePattern.test(value.trim()) ? null : { code: 'name' });

// A practical address check: one @, no spaces, a dot in the domain, no dot at either end of a part.
const emailPattern = /^[^\s@.]+(?:\.[^\s@.]+)*@[^\s@.-][^\s@]*\.[^\s@.]{2,}$/;
export const email: Rule = (value) => (value.trim() === '' || emailPattern.test(value.trim()) ? null : { code: 'email' });

// Optional plus, a three-digit code (bracketed or not), then digits with spaces, dashes or dots.
const phonePattern = /^\+?\d{0,3}[\s.-]?(?:\(\d{3}\)|\d{3})(?:[\s.-]?\d){4,10}$/;
export const phone: Rule = (value) => (value.trim() === '' || phonePattern.test(value.trim()) ? null : { code: 'phone' });

const positionPattern = /^[\p{L}\p{N}\-. ]*$/u;
export const position: Rule = (value) => (positionPattern.test(value) ? null : { code: 'position' });

export const password: Rule = minLength(limits.minPasswordLength);

export function passwordRepeat(passwordValue: string): Rule {
  return (repeat) => (repeat === passwordValue ? null : { code: 'passwordMismatch' });
}

export const consent: Rule<boolean> = (value) => (value ? null : { code: 'consent' });

/** The word a user types to delete an account: 'Удалить' in Russian, 'Delete' in English. */
export const deleteConfirmationWord: Record<Locale, string> = { ru: 'Удалить', en: 'Delete' };

export function deleteConfirmation(locale: Locale): Rule {
  return (value) => (value.trim() === deleteConfirmationWord[locale] ? null : { code: 'deleteConfirmation' });
}

/** Runs rules in order and returns the first issue. */
export function check<T>(value: T, ...rules: Rule<T>[]): ValidationIssue | null {
  for (const rule of rules) {
    const issue = rule(value);
    if (issue) return issue;
  }
  return null;
}
