import { useQuery } from '@tanstack/react-query';
import { getProfileReferralId, getProfileShareLink, type OwnerArea } from '@teamcast/contract';
import { useApiClient } from '../../../shared/api/api-context';
import { areaQueryKey } from '../../../shared/api/query-keys';

// A profile's links do not change once made, so each is asked for once per visit.
const linkOptions = { staleTime: Number.POSITIVE_INFINITY, retry: false } as const;

/** The questionnaire link a specialist fills the profile in with; the profile needs a first name first. */
export function useReferralLink(area: OwnerArea, id: string, enabled: boolean) {
  const client = useApiClient(area);
  return useQuery({
    queryKey: areaQueryKey(area, 'profiles', 'referral', id),
    queryFn: ({ signal }) => client(getProfileReferralId, { params: { id } }, { signal, report: false }),
    enabled,
    ...linkOptions,
  });
}

/** The link that shows the profile to anyone who has it (with the details its owner hid left out). */
export function useShareLink(area: OwnerArea, id: string) {
  const client = useApiClient(area);
  return useQuery({
    queryKey: areaQueryKey(area, 'profiles', 'sharelink', id),
    queryFn: ({ signal }) => client(getProfileShareLink, { params: { id } }, { signal, report: false }),
    ...linkOptions,
  });
}
