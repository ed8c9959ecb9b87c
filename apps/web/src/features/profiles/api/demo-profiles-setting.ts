import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, getOwnerData, saveOwnerData, type ApiClient, type OwnerArea } from '@teamcast/contract';
import { DEMO_PROFILES_SETTING_KEY, demoProfilesHidden, type DemoProfilesSetting } from '@teamcast/domain';
import { useApiClient } from '../../../shared/api/api-context';
import { areaQueryKey } from '../../../shared/api/query-keys';
import { profilesQueryKey } from './profile-queries';

const settingQueryKey = (area: OwnerArea) => areaQueryKey(area, 'ownerData', DEMO_PROFILES_SETTING_KEY);

/** Whether the owner hid the demo profiles; nothing stored (404) means they are shown. */
function demoProfilesHiddenQuery(area: OwnerArea, client: ApiClient) {
  return queryOptions({
    queryKey: settingQueryKey(area),
    queryFn: async ({ signal }): Promise<boolean> => {
      try {
        const stored = await client(getOwnerData, { params: { key: DEMO_PROFILES_SETTING_KEY } }, { report: false, signal });
        return demoProfilesHidden(stored.data);
      } catch (error) {
        if (error instanceof ApiError && error.statusCode === 404) return false;
        throw error;
      }
    },
  });
}

export function useDemoProfilesHidden(area: OwnerArea) {
  const client = useApiClient(area);
  return useQuery(demoProfilesHiddenQuery(area, client));
}

/**
 * Hides or shows the demo profiles. The server leaves hidden ones out of the owner's list and the team
 * pickers, so both are read again.
 */
export function useSetDemoProfilesHidden(area: OwnerArea) {
  const client = useApiClient(area);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hidden: boolean) => {
      const data: DemoProfilesSetting = { hidden };
      return client(saveOwnerData, { body: { key: DEMO_PROFILES_SETTING_KEY, data } });
    },
    onSuccess: async (_, hidden) => {
      queryClient.setQueryData(settingQueryKey(area), hidden);
      // The team pickers' list is kept under the scenes' key.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: profilesQueryKey(area) }),
        queryClient.invalidateQueries({ queryKey: areaQueryKey(area, 'scenes', 'profiles') }),
      ]);
    },
  });
}
