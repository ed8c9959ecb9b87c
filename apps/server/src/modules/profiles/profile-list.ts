import type { ProfileList, profileSortKeys } from '@teamcast/contract';
import type { OwnerProfileFilter } from '@teamcast/domain';
import type { Db } from '../../platform/database';
import { createOwnerTurns } from './owner-turns';
import { canMatch, pageOfProfileList, pageOfProfileRows, type ProfileListSelection } from './profile-list-repository';
import { toProfile, type ListedProfileRow, type Viewer } from './profile-view';

export interface ProfileListQuery {
  filter: OwnerProfileFilter;
  search?: string | undefined;
  sort: (typeof profileSortKeys)[number];
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

/**
 * One list of an owner is worked on at a time and up to fifty more wait: a browser asks for one list at
 * a time, so this only holds back a flood, which then queues behind itself instead of in front of other
 * owners. Measured with 10,000 profiles (`bench/profile-list.mjs`) on PostgreSQL, one turn rather than
 * two kept a small owner's list at 80-95 % of its unloaded rate instead of 35-40 %, for a quarter to a
 * third less of the large owner's own rate.
 */
const inTurn = createOwnerTurns({ running: 1, waiting: 50 });

/**
 * One page of the owner's list. Searching, counting per tab, filtering, sorting and cutting the page
 * all happen in the database: an owner may hold tens of thousands of profiles, and loading them all
 * for every page made one such owner slow down everyone else's lists.
 */
export function pageOfProfiles(db: Db, viewer: Viewer, query: ProfileListQuery, today: string): Promise<ProfileList> {
  const selection: ProfileListSelection = {
    viewerId: viewer.ownerId,
    today,
    search: query.search?.trim() || undefined,
    filter: query.filter,
    sort: query.sort,
    order: query.order,
    seesExpertise: viewer.seesExpertise,
    limit: query.limit,
    offset: query.offset,
  };
  if (!canMatch(selection.search)) return Promise.resolve({ items: [], total: 0, counts: { all: 0, empty: 0, approved: 0 } });
  return inTurn(viewer.ownerId, async () => {
    const { rows, counts } = await pageOfProfileList(db, selection);
    return { items: rows.map((row) => toProfile(row, viewer, today)), total: counts[query.filter], counts };
  });
}

/** The owner's live profiles, own and attached, newest first, one page of them (the team picker's list). */
export function newestVisibleProfiles(db: Db, viewer: Viewer, page: { limit: number; offset: number }, today: string): Promise<ListedProfileRow[]> {
  const selection: ProfileListSelection = {
    viewerId: viewer.ownerId,
    today,
    filter: 'all',
    sort: 'createdAt',
    order: 'desc',
    seesExpertise: viewer.seesExpertise,
    ...page,
  };
  return inTurn(viewer.ownerId, () => pageOfProfileRows(db, selection));
}
