import type { Profile, ProfileList, profileSortKeys } from '@teamcast/contract';
import { matchesOwnerFilter, type OwnerProfileFilter } from '@teamcast/domain';

export interface ProfileListQuery {
  filter: OwnerProfileFilter;
  search?: string | undefined;
  sort: (typeof profileSortKeys)[number];
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

const collator = new Intl.Collator(['ru', 'en'], { sensitivity: 'base', numeric: true });

/** Search looks at what the viewer sees, so hidden details can never be found by guessing them. */
function matchesSearch(profile: Profile, needle: string): boolean {
  return [profile.firstName, profile.lastName, profile.email, profile.position].some((value) =>
    value?.toLocaleLowerCase().includes(needle),
  );
}

type Comparable = string | number | null;

function compareValues(a: Comparable, b: Comparable): number {
  if (typeof a === 'string' && typeof b === 'string') return collator.compare(a, b);
  return (a as number) - (b as number);
}

const blankToNull = (value: string | null) => (value && value.trim() !== '' ? value : null);

/** The values a sort key compares, most significant first. */
function sortValues(profile: Profile, sort: ProfileListQuery['sort']): Comparable[] {
  switch (sort) {
    case 'name':
      return [blankToNull(profile.lastName), blankToNull(profile.firstName)];
    case 'age':
      return [profile.age];
    case 'expertise':
      return [profile.expertise];
    case 'createdAt':
    case 'updatedAt':
    case 'completedAt':
      return [profile[sort]];
  }
}

/** Compares by the sort key in the asked order, missing values last either way; ties go newest first. */
function comparator(sort: ProfileListQuery['sort'], order: ProfileListQuery['order']) {
  const direction = order === 'asc' ? 1 : -1;
  return (a: Profile, b: Profile): number => {
    const left = sortValues(a, sort);
    const right = sortValues(b, sort);
    for (let i = 0; i < left.length; i += 1) {
      const x = left[i] ?? null;
      const y = right[i] ?? null;
      if (x === null && y === null) continue;
      if (x === null) return 1;
      if (y === null) return -1;
      const result = compareValues(x, y);
      if (result !== 0) return result * direction;
    }
    return b.createdAt.localeCompare(a.createdAt) || b._id.localeCompare(a._id);
  };
}

/**
 * One page of the owner's list: searched, then counted per filter tab, then filtered, sorted and
 * cut. Owners have at most a few thousand profiles, so this runs in memory over their whole list.
 */
export function pageOfProfiles(all: readonly Profile[], query: ProfileListQuery): ProfileList {
  const needle = query.search?.trim().toLocaleLowerCase() ?? '';
  const searched = needle === '' ? all : all.filter((profile) => matchesSearch(profile, needle));
  const count = (filter: OwnerProfileFilter) => searched.filter((profile) => matchesOwnerFilter(profile.state, filter)).length;
  const shown = searched.filter((profile) => matchesOwnerFilter(profile.state, query.filter)).sort(comparator(query.sort, query.order));
  return {
    items: shown.slice(query.offset, query.offset + query.limit),
    total: shown.length,
    counts: { all: count('all'), empty: count('empty'), approved: count('approved') },
  };
}
