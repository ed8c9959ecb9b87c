import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ApiError, getOwnerData, saveOwnerData, type ApiClient, type OwnerArea, type RealtimeMessage } from '@teamcast/contract';
import { useApiClient } from '../../../shared/api/api-context';
import { areaQueryKey } from '../../../shared/api/query-keys';

/** The key the owner's training progress is kept under on the server, one value per account. */
export const TUTORIAL_DATA_KEY = 'tutorial';

/** Which steps of the training the owner has seen, the shape the gateway's `syncTutorial` carries too. */
export type TutorialProgress = Extract<RealtimeMessage, { type: 'syncTutorial' }>['payload'];

function isProgress(value: unknown): value is TutorialProgress {
  if (!value || typeof value !== 'object' || !('steps' in value)) return false;
  const { steps } = value;
  return !!steps && typeof steps === 'object' && !Array.isArray(steps) && Object.values(steps).every((seen) => typeof seen === 'boolean');
}

export const tutorialQueryKey = (area: OwnerArea) => areaQueryKey(area, 'ownerData', TUTORIAL_DATA_KEY);

/**
 * The training progress kept for the account, or null when there is none: a new owner. A value of
 * another shape still means the training was met once, so it counts as seen with no steps.
 */
export function tutorialProgressQuery(area: OwnerArea, client: ApiClient) {
  return queryOptions({
    queryKey: tutorialQueryKey(area),
    queryFn: async ({ signal }): Promise<TutorialProgress | null> => {
      try {
        const stored = await client(getOwnerData, { params: { key: TUTORIAL_DATA_KEY } }, { report: false, signal });
        return isProgress(stored.data) ? stored.data : { steps: {} };
      } catch (error) {
        if (error instanceof ApiError && error.statusCode === 404) return null;
        throw error;
      }
    },
    staleTime: Infinity,
    // Failing to learn whether the training was seen only means it is not offered by itself.
    retry: false,
  });
}

/**
 * Stores the progress. The cache takes it at once, so the training is not offered again in this tab
 * even if the server cannot be reached now.
 */
export function useSaveTutorialProgress(area: OwnerArea) {
  const client = useApiClient(area);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (progress: TutorialProgress) => client(saveOwnerData, { body: { key: TUTORIAL_DATA_KEY, data: progress } }, { report: false }),
    onMutate: (progress) => queryClient.setQueryData(tutorialQueryKey(area), progress),
  });
}

/** A `syncTutorial` from the gateway: the progress changed in another tab. */
export function reflectTutorial(queryClient: QueryClient, area: OwnerArea, message: RealtimeMessage): void {
  if (message.type === 'syncTutorial') queryClient.setQueryData(tutorialQueryKey(area), { steps: message.payload.steps });
}
