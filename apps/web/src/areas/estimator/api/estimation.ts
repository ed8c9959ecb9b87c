import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  getEstimatorProfile,
  listEstimatorProfiles,
  rateEstimatorProfile,
  rateEstimatorProfilePrecise,
  requestEstimatorBatch,
  saveEstimatorNote,
  skipEstimatorProfile,
  type ApiClient,
  type EstimatorProfile,
  type EstimatorProfileDetail,
  type EstimatorProfileListQuery,
} from '@teamcast/contract';
import type { EstimationSkipStatus } from '@teamcast/domain';
import { useApiClient } from '../../../shared/api/api-context';
import { areaQueryKey } from '../../../shared/api/query-keys';

export const assignedProfilesQueryKey = areaQueryKey('estimator', 'assigned-profiles');
export const assignedProfileQueryKey = (id: string) => areaQueryKey('estimator', 'assigned-profile', id);

/** One page of the estimator's assigned profiles in a tab, with the tabs' counts. */
export function assignedProfilesQuery(client: ApiClient, query: EstimatorProfileListQuery) {
  return queryOptions({
    queryKey: [...assignedProfilesQueryKey, query] as const,
    queryFn: ({ signal }) => client(listEstimatorProfiles, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** An assigned profile's page; a profile not assigned to the estimator is shown as not found in place. */
export function assignedProfileQuery(client: ApiClient, id: string) {
  return queryOptions({
    queryKey: assignedProfileQueryKey(id),
    queryFn: ({ signal }) => client(getEstimatorProfile, { params: { id } }, { signal, report: false }),
  });
}

export function useRequestBatch() {
  const client = useApiClient('estimator');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => client(requestEstimatorBatch, undefined),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: assignedProfilesQueryKey }),
  });
}

export type GradingChange =
  | { kind: 'rate'; score: number }
  | { kind: 'ratePrecise'; score: number }
  | { kind: 'note'; content: string }
  | { kind: 'skip'; skipStatus: EstimationSkipStatus | null };

/** Every change of the estimator's grading of one profile; the answer updates the page and the list refreshes. */
export function useGradingChange(id: string) {
  const client = useApiClient('estimator');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: GradingChange): Promise<EstimatorProfile> => {
      const params = { id };
      switch (change.kind) {
        case 'rate':
          return client(rateEstimatorProfile, { params, body: { score: change.score } });
        case 'ratePrecise':
          return client(rateEstimatorProfilePrecise, { params, body: { score: change.score } });
        case 'note':
          return client(saveEstimatorNote, { params, body: { content: change.content } });
        case 'skip':
          return client(skipEstimatorProfile, { params, body: { skipStatus: change.skipStatus } });
      }
    },
    onSuccess: (updated, change) => {
      queryClient.setQueryData<EstimatorProfileDetail>(assignedProfileQueryKey(id), (page) =>
        page ? { ...page, ...updated, ...(change.kind === 'note' ? { note: change.content.trim() === '' ? null : change.content } : {}) } : page,
      );
      void queryClient.invalidateQueries({ queryKey: assignedProfilesQueryKey });
    },
  });
}
