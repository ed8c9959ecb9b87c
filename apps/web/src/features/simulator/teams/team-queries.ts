import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createTeamScene,
  deleteAllScenes,
  deleteScenes,
  listSceneProfiles,
  type ApiClient,
  type EndpointInput,
  type OwnerArea,
} from '@teamcast/contract';
import { keepScene, scenesQueryKey } from '../../scenes';
import { useApiClient } from '../../../shared/api/api-context';
import { areaQueryKey } from '../../../shared/api/query-keys';

/** How many profiles the team pickers read at once: far more than a team holds, and one answer. */
export const PROFILES_PAGE = 500;

/** The profiles that can go into a team (filled or not, so the picker can say how many are not yet). */
export function sceneProfilesQuery(area: OwnerArea, client: ApiClient) {
  return queryOptions({
    queryKey: areaQueryKey(area, 'scenes', 'profiles'),
    queryFn: ({ signal }) => client(listSceneProfiles, { query: { limit: PROFILES_PAGE, offset: 0 } }, { signal }),
  });
}

export type NewTeam = EndpointInput<typeof createTeamScene>['body'];

/**
 * Creates a team. Its refusals (the plan's team limit above all) are shown in the dialog that asked,
 * so they are not also popped up at the top.
 */
export function useCreateTeam(area: OwnerArea) {
  const client = useApiClient(area);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewTeam) => client(createTeamScene, { body }, { report: false }),
    onSuccess: (scene) => {
      keepScene(queryClient, area, scene);
      void queryClient.invalidateQueries({ queryKey: areaQueryKey(area, 'scenes', 'teams') });
    },
  });
}

/** Deletes the teams named, or every team of the owner. */
export function useDeleteTeams(area: OwnerArea) {
  const client = useApiClient(area);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (which: { ids: string[] } | 'all') =>
      which === 'all' ? client(deleteAllScenes, undefined) : client(deleteScenes, { body: { sceneIds: which.ids } }),
    // Every cached team, list and forecast target may name a deleted team: read them all again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: scenesQueryKey(area) }),
  });
}
