import { useMutation, useQuery } from '@tanstack/react-query';
import { startAssembly, type AssembleRequest } from '@teamcast/contract';
import { useMemo } from 'react';
import { useApiClient } from '../../shared/api/api-context';
import type { PoolPerson } from '../analyses';
import { useMemberName } from '../simulator/common/member-name';
import { sceneProfilesQuery } from '../simulator/teams/team-queries';

/** The owner's filled profiles, the assembler's candidates, by name. */
export function useFilledProfiles(): { people: PoolPerson[]; pending: boolean; failed: boolean } {
  const nameOf = useMemberName();
  const { data, isPending, isError } = useQuery(sceneProfilesQuery('owner', useApiClient('owner')));
  const people = useMemo(
    () => (data?.items ?? []).filter((profile) => profile.filled).map((profile) => ({ id: profile.id, name: nameOf(profile), position: profile.position, isDemo: profile.isDemo })),
    [data, nameOf],
  );
  return { people, pending: isPending, failed: isError };
}

/** Starts a search; its refusals are told beside the form, not popped up at the top. */
export function useStartAssembly() {
  const client = useApiClient('owner');
  return useMutation({ mutationFn: (body: AssembleRequest) => client(startAssembly, { body }, { report: false }) });
}
