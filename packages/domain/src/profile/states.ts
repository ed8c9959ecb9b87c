/**
 * Questionnaire state codes of a profile (spec section 4): ack_q is created and not filled, answered
 * has saved steps but was not sent, ack_a was sent (filled), deleted and delete_keep are removed by
 * the owner (delete_keep keeps the answers for the model).
 */
export const PROFILE_STATES = ['ack_q', 'answered', 'ack_a', 'deleted', 'delete_keep'] as const;
export type ProfileState = (typeof PROFILE_STATES)[number];

/** The owner's list filters: all, empty (not filled) and approved (filled). */
export const OWNER_PROFILE_FILTERS = ['all', 'empty', 'approved'] as const;
export type OwnerProfileFilter = (typeof OWNER_PROFILE_FILTERS)[number];

export const isProfileFilled = (state: ProfileState): boolean => state === 'ack_a';
export const isProfileDeleted = (state: ProfileState): boolean => state === 'deleted' || state === 'delete_keep';

export function matchesOwnerFilter(state: ProfileState, filter: OwnerProfileFilter): boolean {
  if (isProfileDeleted(state)) return false;
  if (filter === 'all') return true;
  return filter === 'approved' ? isProfileFilled(state) : !isProfileFilled(state);
}

/**
 * The states each tab of the owner's list shows, read off `matchesOwnerFilter` so that it stays the
 * one statement of the rule; queries that pick profiles by state in the database use these lists.
 */
export const OWNER_FILTER_STATES: Readonly<Record<OwnerProfileFilter, readonly ProfileState[]>> = Object.freeze(
  Object.fromEntries(
    OWNER_PROFILE_FILTERS.map((filter) => [filter, Object.freeze(PROFILE_STATES.filter((state) => matchesOwnerFilter(state, filter)))]),
  ) as Record<OwnerProfileFilter, readonly ProfileState[]>,
);

/** The questionnaire a profile is filled with. */
export const PROFILE_KINDS = ['full', 'short', 'love', 'couple'] as const;
export type ProfileKind = (typeof PROFILE_KINDS)[number];
