import type { Locale } from '../locale';
import { namelessPersonLabel, removedPersonLabel, type VisibleName } from './display-name';

/**
 * The title of a quick team check: its people by first name, in the check's order, built for each
 * viewer like a pair's title, so a removed person reads as removed and nothing hidden is kept.
 */
export function teamCheckTitle(people: readonly (VisibleName | undefined)[], locale: Locale): string {
  const firstName = (person: VisibleName | undefined) =>
    person ? person.firstName?.trim() || namelessPersonLabel : removedPersonLabel[locale];
  const names = people.map(firstName);
  if (names.length < 2) return names.join('');
  const and = locale === 'ru' ? ' и ' : ' and ';
  return `${names.slice(0, -1).join(', ')}${and}${names[names.length - 1]}`;
}
