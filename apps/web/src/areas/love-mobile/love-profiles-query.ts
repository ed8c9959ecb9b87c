import { infiniteQueryOptions } from '@tanstack/react-query';
import { listProfiles, type ApiClient } from '@teamcast/contract';
import { areaQueryKey } from '../../shared/api/query-keys';

/** Questionnaires a page of the list holds; "Show more" asks for the next. */
export const LIST_PAGE = 20;

/**
 * The love area's questionnaires, newest first, a page at a time from the server. Kept under the area's
 * profiles, so that creating, editing or deleting one refreshes the list.
 */
export function loveProfilesQuery(client: ApiClient) {
  return infiniteQueryOptions({
    queryKey: areaQueryKey('love-mobile', 'profiles', 'cards'),
    queryFn: ({ signal, pageParam }) =>
      client(listProfiles, { query: { filter: 'all', sort: 'createdAt', order: 'desc', limit: LIST_PAGE, offset: pageParam } }, { signal }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((count, page) => count + page.items.length, 0);
      return loaded < last.total && last.items.length > 0 ? loaded : undefined;
    },
  });
}
