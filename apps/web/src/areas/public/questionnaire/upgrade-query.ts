import { queryOptions } from '@tanstack/react-query';
import { ApiError, getPermalinkUpgrade, getPermalinkUpgradeShort, type ApiClient } from '@teamcast/contract';
import { areaQueryKey } from '../../../shared/api/query-keys';
import type { UpgradeTarget } from './upgrade-target';

export const permalinkUpgradeKey = (permalink: string, target: UpgradeTarget) => areaQueryKey('public', 'permalink-upgrade', permalink, target);

/** A sent questionnaire with the questions an upgrade adds; the page shows every failure itself. */
export function permalinkUpgradeQuery(client: ApiClient, permalink: string, target: UpgradeTarget) {
  const endpoint = target === 'love' ? getPermalinkUpgrade : getPermalinkUpgradeShort;
  return queryOptions({
    queryKey: permalinkUpgradeKey(permalink, target),
    queryFn: ({ signal }) => client(endpoint, { params: { permalink } }, { signal, report: false }),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    // Once sent the upgrade is gone: coming back must ask the server again, not show the old answers.
    gcTime: 0,
  });
}

/** The server has no such upgrade for this profile: another kind, not sent, or upgraded already. */
export function isUpgradeUnavailable(error: unknown): boolean {
  return error instanceof ApiError && error.statusCode === 409;
}
