import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { listUndeliveredMail, type ApiClient } from '@teamcast/contract';
import { areaQueryKey } from '../../../shared/api/query-keys';

export const mailPageSize = 20;

/** One page of the mail the server kept, optionally of one recipient; the page shown stays while the next loads. */
export function undeliveredMailQuery(client: ApiClient, { to, page }: { to: string; page: number }) {
  return queryOptions({
    queryKey: areaQueryKey('administrator', 'mail', { to, page }),
    queryFn: ({ signal }) =>
      client(listUndeliveredMail, { query: { ...(to ? { to } : {}), limit: mailPageSize, offset: (page - 1) * mailPageSize } }, { signal }),
    placeholderData: keepPreviousData,
    // Mail arrives while an administrator waits for someone's link.
    refetchInterval: 10_000,
  });
}
