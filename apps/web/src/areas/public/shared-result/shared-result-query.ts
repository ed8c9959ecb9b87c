import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ApiError, getSharedResult, type ApiClient } from '@teamcast/contract';
import type { Locale } from '@teamcast/domain';
import { areaQueryKey } from '../../../shared/api/query-keys';

/** Whether a link's last part can be a shared result's token at all; any other is a link to nothing. */
export const isShareToken = (token: string): boolean => getSharedResult.params.safeParse({ token }).success;

/** A shared result in the language on screen: its band is told in words, which the server writes. */
export function sharedResultQuery(client: ApiClient, token: string, ln: Locale) {
  return queryOptions({
    queryKey: areaQueryKey('public', 'sharedResult', token, ln),
    queryFn: ({ signal }) => client(getSharedResult, { params: { token }, query: { ln } }, { signal, report: false }),
    // Switching the language keeps the result on screen until its words arrive in the other.
    placeholderData: keepPreviousData,
  });
}

/** Why a shared result is not shown: its link was revoked, it never existed (or is gone), or it could not be read. */
export type SharedResultFailure = 'revoked' | 'not_found' | 'failed';

export function sharedResultFailure(error: unknown): SharedResultFailure {
  if (error instanceof ApiError && error.statusCode === 410) return 'revoked';
  if (error instanceof ApiError && error.statusCode === 404) return 'not_found';
  return 'failed';
}
