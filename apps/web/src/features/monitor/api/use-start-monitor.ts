import { useMutation } from '@tanstack/react-query';
import { startMonitor } from '@teamcast/contract';
import { useApiClient } from '../../../shared/api/api-context';

/** Starts a monitor run over all the owner's teams; the run's id comes back at once, its progress over the gateway. */
export function useStartMonitor() {
  const client = useApiClient('owner');
  return useMutation({
    mutationFn: async () => (await client(startMonitor, { body: {} }, { report: false })).ruid,
  });
}
