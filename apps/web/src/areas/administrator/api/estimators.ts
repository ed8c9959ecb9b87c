import { queryOptions } from '@tanstack/react-query';
import { listEstimators, type ApiClient } from '@teamcast/contract';
import { areaQueryKey } from '../../../shared/api/query-keys';

export const estimatorsQueryKey = areaQueryKey('administrator', 'estimators');

/** Every estimator, newest first. */
export function estimatorsQuery(client: ApiClient) {
  return queryOptions({
    queryKey: estimatorsQueryKey,
    queryFn: ({ signal }) => client(listEstimators, undefined, { signal }),
  });
}
