import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { listNeuronetModels, listNeuronetProfiles, type ApiClient } from '@teamcast/contract';
import { areaQueryKey } from '../../../shared/api/query-keys';

export const neuronetPageSize = 20;
export const modelsQueryKey = areaQueryKey('administrator', 'neuronet-models');
export const predictionsQueryKey = areaQueryKey('administrator', 'neuronet-profiles');

/** How often the page reads the models again while one trains: the server does not push to administrators. */
export const trainingPollMs = 1000;

export function modelsQuery(client: ApiClient, page: number) {
  return queryOptions({
    queryKey: [...modelsQueryKey, page] as const,
    queryFn: ({ signal }) => client(listNeuronetModels, { query: { limit: neuronetPageSize, offset: (page - 1) * neuronetPageSize } }, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.items.some((model) => model.status === 'training') ? trainingPollMs : false),
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
