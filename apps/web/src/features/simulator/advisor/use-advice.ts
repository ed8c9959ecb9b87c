import { useMutation } from '@tanstack/react-query';
import { startAdvice, type AdviseRequest } from '@teamcast/contract';
import { useApiClient } from '../../../shared/api/api-context';

/** Starts the advisor on a team; its refusals are told in the panel, not popped up at the top. */
export function useStartAdvice(teamId: string) {
  const client = useApiClient('owner');
  return useMutation({ mutationFn: (body: AdviseRequest) => client(startAdvice, { params: { id: teamId }, body }, { report: false }) });
}
