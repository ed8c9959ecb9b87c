import { useQuery } from '@tanstack/react-query';
import { listSceneProfiles, type EndpointOutput, type OwnerArea } from '@teamcast/contract';
import { displayName, type Locale } from '@teamcast/domain';
import { useApiClient } from '../../../../shared/api/api-context';
import { areaQueryKey } from '../../../../shared/api/query-keys';

export type SceneProfile = EndpointOutput<typeof listSceneProfiles>['items'][number];

/** As many profiles as one answer may carry; the slots' search finds a person among them. */
export const SLOT_PROFILES_LIMIT = 500;

/**
 * The profiles a team check can take, newest first. A refusal (the plan does not open teams) is the
 * screen's to show, so it is not reported to the top-level display as well.
 */
export function useSceneProfiles(area: OwnerArea) {
  const client = useApiClient(area);
  return useQuery({
    queryKey: areaQueryKey(area, 'sceneProfiles', SLOT_PROFILES_LIMIT),
    queryFn: ({ signal }) => client(listSceneProfiles, { query: { limit: SLOT_PROFILES_LIMIT } }, { signal, report: false }),
  });
}

/** A person as the slots and the result name them: first and last name as the owner may see them. */
export function profileName(profile: Pick<SceneProfile, 'firstName' | 'lastName'> | undefined, locale: Locale): string {
  return displayName(profile ? { firstName: profile.firstName, lastName: profile.lastName } : undefined, locale);
}
