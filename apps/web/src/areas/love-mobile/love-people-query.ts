import { queryOptions } from '@tanstack/react-query';
import { listProfiles, type ApiClient, type Profile } from '@teamcast/contract';
import { areaQueryKey } from '../../shared/api/query-keys';

/**
 * How many filled profiles the pair picker offers: a person's partners and friends are a few, and the
 * list's own page (with its search) is there for anyone with more.
 */
export const PEOPLE_LIMIT = 200;

/**
 * The people a love or friendship pair can be made of: filled profiles, by name. A couple's
 * questionnaire speaks of two people at once, so it is not one of them. Kept under the area's
 * profiles, so that any change to a profile refreshes it.
 */
export function lovePeopleQuery(client: ApiClient) {
  return queryOptions({
    queryKey: areaQueryKey('love-mobile', 'profiles', 'people'),
    queryFn: ({ signal }) => client(listProfiles, { query: { filter: 'approved', sort: 'name', order: 'asc', limit: PEOPLE_LIMIT, offset: 0 } }, { signal }),
    select: (list): Profile[] => list.items.filter((profile) => profile.kind !== 'couple'),
  });
}
