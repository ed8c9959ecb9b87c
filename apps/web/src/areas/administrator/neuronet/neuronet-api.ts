import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { listNeuronetModels, listNeuronetProfiles, type ApiClient } from '@teamcast/contract';
import { areaQueryKey } from '../../../shared/api/query-keys';

export const neuronetPageSize = 20;
export const modelsQueryKey = areaQueryKey('administrator', 'neuronet-models');
export const predictionsQueryKey = areaQueryKey('administrator', 'neuronet-profiles');

/**
 * How often the page reads the models again while one trains and the realtime connection is down;
 * while it is up the server pushes the progress and the end of each training.
 */
export const offlineRefetchMs = 10_000;

export function modelsQuery(client: ApiClient, page: number, { live }: { live: boolean } = { live: false }) {
  return queryOptions({
    queryKey: [...modelsQueryKey, page] as const,
    queryFn: ({ signal }) => client(listNeuronetModels, { query: { limit: neuronetPageSize, offset: (page - 1) * neuronetPageSize } }, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (!live && query.state.data?.items.some((model) => model.status === 'training') ? offlineRefetchMs : false),
  });
}

export function predictionsQuery(client: ApiClient, { page, only }: { page: number; only: 'all' | 'ungraded' }) {
  return queryOptions({
    queryKey: [...predictionsQueryKey, only, page] as const,
    queryFn: ({ signal }) =>
      client(listNeuronetProfiles, { query: { only, limit: neuronetPageSize, offset: (page - 1) * neuronetPageSize } }, { signal }),
    placeholderData: keepPreviousData,
  });
}
