import { profileSortKeys } from '@teamcast/contract';
import { OWNER_PROFILE_FILTERS, type OwnerProfileFilter } from '@teamcast/domain';

export type ProfileSortKey = (typeof profileSortKeys)[number];
export type SortOrder = 'asc' | 'desc';

/** What the list shows, kept in the page's address so that a reload or a shared link shows the same. */
export interface ListParams {
  filter: OwnerProfileFilter;
  search: string;
  sort: ProfileSortKey;
  order: SortOrder;
  /** 1-based. */
  page: number;
}

/** Profiles per page; the spec leaves the limit open. */
export const PAGE_SIZE = 20;

export const defaultListParams: ListParams = { filter: 'all', search: '', sort: 'createdAt', order: 'desc', page: 1 };

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : fallback;

/** Reads the list's parameters from the address; anything unknown falls back to the default. */
export function readListParams(search: URLSearchParams): ListParams {
  const page = Number(search.get('page'));
  return {
    filter: oneOf(OWNER_PROFILE_FILTERS, search.get('filter'), defaultListParams.filter),
    search: (search.get('q') ?? '').slice(0, 100),
    sort: oneOf(profileSortKeys, search.get('sort'), defaultListParams.sort),
    order: oneOf(['asc', 'desc'] as const, search.get('order'), defaultListParams.order),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address form of the parameters; defaults are left out so the plain page keeps a plain address. */
export function writeListParams(params: ListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.filter !== defaultListParams.filter) search.set('filter', params.filter);
  if (params.search.trim()) search.set('q', params.search.trim());
  if (params.sort !== defaultListParams.sort || params.order !== defaultListParams.order) {
    search.set('sort', params.sort);
    search.set('order', params.order);
  }
  if (params.page > 1) search.set('page', String(params.page));
  return search;
}

/**
 * Clicking a column header: the same column flips the order, another column starts with the order
 * that reads naturally for it (names A to Z and ages youngest first, dates and figures newest or highest first).
 */
export function nextSort(params: ListParams, sort: ProfileSortKey): Pick<ListParams, 'sort' | 'order'> {
  if (params.sort === sort) return { sort, order: params.order === 'asc' ? 'desc' : 'asc' };
  return { sort, order: sort === 'name' || sort === 'age' ? 'asc' : 'desc' };
}

/** The query the list endpoint takes. */
export function listQueryOf(params: ListParams) {
  return {
    filter: params.filter,
    search: params.search.trim() || undefined,
    sort: params.sort,
    order: params.order,
    limit: PAGE_SIZE,
    offset: (params.page - 1) * PAGE_SIZE,
  };
}
