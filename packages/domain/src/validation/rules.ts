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
  | { code: 'passwordCommon' }
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

/**
 * A password as lists of common passwords hold it: trimmed like every stored password, with
 * look-alike characters (full-width letters, ligatures) made plain and letters in lower case, so
 * 'Password', ' PASSWORD ' and 'Ｐａｓｓｗｏｒｄ' all meet 'password' in the list.
 */
export function foldPassword(value: string): string {
  return value.trim().normalize('NFKC').toLowerCase();
}

// One to four characters typed over and over: 'aaaaaa', '121212', '123123', 'abcdabcd'.
const repeatedUnit = /^(.{1,4})\1+$/su;

const isDigit = (char: string) => char >= '0' && char <= '9';

/**
 * A run of neighbouring characters, up or down: 'abcdefg', '654321', and digits that wrap round as on
 * a keyboard's top row ('1234567890', '0987654321').
 */
function isRun(folded: string): boolean {
  const chars = Array.from(folded);
  if (chars.length < 3) return false;
  let direction = 0;
  for (let i = 1; i < chars.length; i += 1) {
    const previous = chars[i - 1]!;
    const current = chars[i]!;
    let step = current.codePointAt(0)! - previous.codePointAt(0)!;
    if (isDigit(previous) && isDigit(current) && Math.abs(step) === 9) step = -Math.sign(step);
    if (Math.abs(step) !== 1 || (direction !== 0 && step !== direction)) return false;
    direction = step;
  }
  return true;
}

/**
 * Refuses a password that is among the most common ones: a repeated character or short group, a run
 * of neighbouring characters, or an entry of a list of common passwords. The list is data its holder
 * passes in (the server keeps tens of thousands of entries, which the web app has no reason to
 * download); `isListed` receives the folded password. Lists made for strength meters leave out
 * repeats and runs, which the meters find by pattern, so the patterns are checked here.
 */
export function passwordNotCommon(isListed: (folded: string) => boolean): Rule {
  return (value) => {
    const folded = foldPassword(value);
    return repeatedUnit.test(folded) || isRun(folded) || isListed(folded) ? { code: 'passwordCommon' } : null;
  };
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
