import { skipToken, useQuery, type QueryClient } from '@tanstack/react-query';
import type { OwnerArea } from '@teamcast/contract';
import { useSnapshot } from '../../api/forecast-queries';
import type { SnapshotTarget } from '../../api/load-snapshot';
import { runQueryKey, useRunState, type RunState } from '../../api/run-state';

/**
 * Records a run this tab has just started as running, so the screen waits for its result rather than
 * reading a forecast that is not stored yet. A report that came in first is kept.
 */
export function markRunStarted(queryClient: QueryClient, area: OwnerArea, ruid: string): void {
  queryClient.setQueryData<RunState>(runQueryKey(area, ruid), (previous) => previous ?? { status: 'running', phase: 'start', progress: 0 });
}

/**
 * A pair's run to show: one the gateway has told this tab about is followed through its phases to its
 * result; any other (from the history, or an address) finished before, and its stored forecast is read
 * at a fresh address.
 */
export function usePairRun(area: OwnerArea, ruid: string | null, pairId: string | null) {
  const { data: tracked } = useQuery<RunState>({
    queryKey: runQueryKey(area, ruid ?? ''),
    queryFn: skipToken,
    enabled: !!ruid,
    gcTime: 10 * 60_000,
  });
  const state = useRunState(area, tracked ? ruid : null);
  let target: SnapshotTarget | null = null;
  if (ruid && pairId) {
    if (!tracked) target = { ruid, sceneId: pairId, url: '' };
    else if (state?.status === 'done') target = state.target;
  }
  const snapshot = useSnapshot(area, target);
  return { state, snapshot };
}
