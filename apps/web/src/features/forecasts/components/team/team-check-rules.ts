import type { SceneProfile } from './scene-profiles';

/** A team check takes up to four people (spec section 9: team 4 slots) and at least two. */
export const TEAM_CHECK_SLOTS = 4;
export const TEAM_CHECK_MIN = 2;

/** The slots as chosen: a profile id or null for an empty slot. */
export type TeamSlots = readonly (string | null)[];

export const emptySlots = (): (string | null)[] => Array.from({ length: TEAM_CHECK_SLOTS }, () => null);

/** Slots filled with these people in order, the rest empty. */
export function slotsOf(ids: readonly string[]): (string | null)[] {
  return emptySlots().map((_, index) => ids[index] ?? null);
}

/** The chosen people in slot order, each once. */
export function chosenIds(slots: TeamSlots): string[] {
  return [...new Set(slots.filter((id): id is string => id !== null))];
}

/** The manager choice shows once more than two people are chosen (spec section 5). */
export const managerChoiceShown = (slots: TeamSlots): boolean => chosenIds(slots).length > TEAM_CHECK_MIN;

/** The manager as it counts: only one of the chosen, and only while the choice shows. */
export function effectiveManager(slots: TeamSlots, manager: string | null): string | null {
  return manager !== null && managerChoiceShown(slots) && chosenIds(slots).includes(manager) ? manager : null;
}

export type TeamCheckIssue = { kind: 'tooFew' } | { kind: 'unfilled'; profileId: string };

/** Why the chosen people cannot be checked yet, or null when they can: two to four filled, distinct profiles. */
export function teamCheckIssue(slots: TeamSlots, profiles: readonly SceneProfile[]): TeamCheckIssue | null {
  const ids = chosenIds(slots);
  const unfilled = ids.find((id) => !profiles.find((profile) => profile.id === id)?.filled);
  if (unfilled) return { kind: 'unfilled', profileId: unfilled };
  if (ids.length < TEAM_CHECK_MIN) return { kind: 'tooFew' };
  return null;
}

/** The first of the current month, the check's first forecast day (as a pair's, spec section 3). */
export function firstOfThisMonth(now: Date = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-01`;
}
