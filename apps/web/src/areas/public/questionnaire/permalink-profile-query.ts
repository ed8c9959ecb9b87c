import { queryOptions } from '@tanstack/react-query';
import { ApiError, getPermalinkProfile, type ApiClient } from '@teamcast/contract';
import { areaQueryKey } from '../../../shared/api/query-keys';

export const permalinkProfileKey = (permalink: string) => areaQueryKey('public', 'permalink-profile', permalink);

/** A questionnaire opened by its link; the page shows every failure itself. */
export function permalinkProfileQuery(client: ApiClient, permalink: string) {
  return queryOptions({
    queryKey: permalinkProfileKey(permalink),
    queryFn: ({ signal }) => client(getPermalinkProfile, { params: { permalink } }, { signal, report: false }),
    // A missing or deleted profile stays so; only a lost connection is worth trying again, by hand.
    retry: false,
    // Answers are kept on the page and on the device; refetching would only fight them.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** How a failed load reads to the person: not found, deleted, or anything else worth a retry. */
export function loadFailureKind(error: unknown): 'not_found' | 'deleted' | 'retry' {
  if (error instanceof ApiError) {
    if (error.code === 'profile_deleted') return 'deleted';
    if (error.code === 'profile_not_found' || (error.statusCode === 404 && error.code === 'not_found')) return 'not_found';
  }
  return 'retry';
}
