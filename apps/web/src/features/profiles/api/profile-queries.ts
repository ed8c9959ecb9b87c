import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getProfile, getSharedProfile, listProfiles, type ApiClient, type OwnerArea } from '@teamcast/contract';
import { areaQueryKey } from '../../../shared/api/query-keys';
import { listQueryOf, type ListParams } from '../list/list-params';

/** Everything an area caches about its profiles; a change to any profile refreshes all of it. */
export const profilesQueryKey = (area: OwnerArea) => areaQueryKey(area, 'profiles');

export function profileListQuery(area: OwnerArea, client: ApiClient, params: ListParams) {
  const query = listQueryOf(params);
  return queryOptions({
    queryKey: areaQueryKey(area, 'profiles', 'list', query),
    queryFn: ({ signal }) => client(listProfiles, { query }, { signal }),
    // The table keeps the rows it shows while the next page, filter or sort loads.
    placeholderData: keepPreviousData,
  });
}

/** One profile; a missing one is the page's own not-found state, not an error to pop up. */
export function profileDetailQuery(area: OwnerArea, client: ApiClient, id: string) {
  return queryOptions({
    queryKey: areaQueryKey(area, 'profiles', 'detail', id),
    queryFn: ({ signal }) => client(getProfile, { params: { id } }, { signal, report: false }),
  });
}

export function sharedProfileQuery(client: ApiClient, sharelink: string) {
  return queryOptions({
    queryKey: areaQueryKey('public', 'profiles', 'shared', sharelink),
    queryFn: ({ signal }) => client(getSharedProfile, { params: { sharelink } }, { signal, report: false }),
  });
}
