import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createLoveProfile,
  createProfile,
  createShortProfile,
  deleteProfile,
  detachProfile,
  updateProfile,
  upendProfile,
  type OwnerArea,
  type Profile,
  type ProfileFields,
} from '@teamcast/contract';
import { useApiClient } from '../../../shared/api/api-context';
import { selfQueryKey } from '../../identity/api/self-queries';
import type { CreateKind } from '../profile-areas';
import { profilesQueryKey } from './profile-queries';

/** After any change the area's lists and pages read their profiles again. */
function useRefreshProfiles(area: OwnerArea) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: profilesQueryKey(area) });
}

/** Creates a profile with the questionnaire of the kind chosen; forms show the failures themselves. */
export function useCreateProfile(area: OwnerArea) {
  const client = useApiClient(area);
  const refresh = useRefreshProfiles(area);
  return useMutation({
    mutationFn: ({ kind, fields }: { kind: CreateKind; fields: ProfileFields }): Promise<Profile> => {
      const options = { report: false };
      if (kind === 'short') return client(createShortProfile, { body: fields }, options);
      if (kind === 'love' || kind === 'couple') return client(createLoveProfile, { body: { ...fields, couple: kind === 'couple' } }, options);
      return client(createProfile, { body: fields }, options);
    },
    onSuccess: () => refresh(),
  });
}

export function useUpdateProfile(area: OwnerArea) {
  const client = useApiClient(area);
  const refresh = useRefreshProfiles(area);
  return useMutation({
    mutationFn: ({ id, fields }: { id: string; fields: ProfileFields }) => client(updateProfile, { params: { id }, body: fields }, { report: false }),
    onSuccess: () => refresh(),
  });
}

/** Deletes a profile of one's own, or takes an attached one off the list (it stays with its owner). */
export function useRemoveProfile(area: OwnerArea) {
  const client = useApiClient(area);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: Pick<Profile, '_id' | 'attached'>) =>
      client(profile.attached ? detachProfile : deleteProfile, { params: { id: profile._id } }, { report: false }),
    onSuccess: (_, profile) =>
      queryClient.invalidateQueries({
        queryKey: profilesQueryKey(area),
        // The page of the profile that is gone is being left; reading it again would only flash "not found".
        predicate: (query) => !(query.queryKey[2] === 'detail' && query.queryKey[3] === profile._id),
      }),
  });
}

/** "This is me": the profile becomes the owner's main one. */
export function useUpendProfile(area: OwnerArea) {
  const client = useApiClient(area);
  const queryClient = useQueryClient();
  const refresh = useRefreshProfiles(area);
  return useMutation({
    mutationFn: (id: string) => client(upendProfile, { params: { id } }, { report: false }),
    onSuccess: async () => {
      void queryClient.invalidateQueries({ queryKey: selfQueryKey(area) });
      await refresh();
    },
  });
}
