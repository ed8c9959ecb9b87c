import { getHealth, type ApiClient } from '@teamcast/contract';
import { queryOptions } from '@tanstack/react-query';
import { areaQueryKey } from './query-keys';

/** Whether the API answers. Shown quietly in the footer, so a failure is not reported as an error. */
export function healthQuery(client: ApiClient) {
  return queryOptions({
    queryKey: areaQueryKey('public', 'health'),
    queryFn: ({ signal }) => client(getHealth, undefined, { report: false, signal }),
    staleTime: 60_000,
    retry: false,
  });
}
