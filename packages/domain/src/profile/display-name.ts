import type { Locale } from '../locale';

/** What a viewer may see of a person's name: a hidden last name arrives as null. */
export interface VisibleName {
  firstName: string | null;
  lastName: string | null;
}

/** Stands for a person whose profile is gone: deleted by its owner, or with the owner's account. */
export const removedPersonLabel: Record<Locale, string> = { ru: 'Удалённый профиль', en: 'Removed profile' };

/** Stands for a person without a name yet. */
export const namelessPersonLabel = '—';

/** A person as a title names them: first and last name as far as the viewer sees them. */
export function displayName(person: VisibleName | undefined, locale: Locale): string {
  if (!person) return removedPersonLabel[locale];
  return [person.firstName, person.lastName].filter((part) => part && part.trim() !== '').join(' ') || namelessPersonLabel;
}

/**
 * The title of a pair named after its two people, built for each viewer from what that viewer may see,
 * so a hidden last name or a removed person never survives in a stored title.
 */
export function pairTitle(people: readonly [VisibleName | undefined, VisibleName | undefined], locale: Locale): string {
  return `${displayName(people[0], locale)} & ${displayName(people[1], locale)}`;
}
