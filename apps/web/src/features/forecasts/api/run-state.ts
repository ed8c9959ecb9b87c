import { skipToken, useQuery, type QueryClient } from '@tanstack/react-query';
import type { OwnerArea, RealtimeMessage } from '@teamcast/contract';
import { advancePhase, type ComputePhase } from '@teamcast/domain';
import { areaQueryKey } from '../../../shared/api/query-keys';
import type { SnapshotTarget } from './load-snapshot';

/** What the screen knows of one forecast run, from the realtime messages about it. */
export type RunState =
  | { status: 'running'; phase: ComputePhase; progress: number }
  | { status: 'done'; target: SnapshotTarget }
  | { status: 'failed'; code: string };

export const runQueryKey = (area: OwnerArea, ruid: string) => areaQueryKey(area, 'runs', ruid);

const RUNNING: RunState = { status: 'running', phase: 'start', progress: 0 };

/**
 * Keeps each run's phase, result address or failure in the query cache under the run's id. Messages can
 * arrive before the request that started the run has answered with that id, so every run is kept, not
 * only the one a screen is waiting for; a phase report never moves a run back, since reports of one run
 * may come in any order.
 */
export function reflectRun(queryClient: QueryClient, area: OwnerArea, message: RealtimeMessage): void {
  const set = (ruid: string, next: (previous: RunState) => RunState) =>
    queryClient.setQueryData<RunState>(runQueryKey(area, ruid), (previous) => next(previous ?? RUNNING));
  switch (message.type) {
    case 'sceneComputePhase': {
      const { ruid, phase, progress } = message.payload;
      set(ruid, (previous) => {
        if (previous.status !== 'running') return previous;
        const moved = advancePhase(previous.phase, phase);
        return { status: 'running', phase: moved, progress: Math.max(previous.progress, moved === phase ? progress : previous.progress) };
      });
      return;
    }
    case 'renderPair':
      set(message.payload.ruid, () => ({ status: 'done', target: { ruid: message.payload.ruid, sceneId: message.payload.pairId, url: message.payload.url } }));
      return;
    case 'renderCheckTeam':
      set(message.payload.ruid, () => ({ status: 'done', target: { ruid: message.payload.ruid, sceneId: message.payload.sceneId, url: message.payload.url } }));
      return;
    case 'renderCompareTeam': {
      const { ruid, sceneIds, url } = message.payload;
      set(ruid, () => ({ status: 'done', target: { ruid, sceneId: sceneIds[0] ?? '', url } }));
      return;
    }
    case 'rejectScene':
      set(message.payload.ruid, () => ({ status: 'failed', code: message.payload.code }));
      return;
    default:
  }
}

/**
 * The state of a run the screen started: running from the moment it is known until the gateway reports
 * its result or failure. `undefined` while there is no run.
 */
export function useRunState(area: OwnerArea, ruid: string | null | undefined): RunState | undefined {
  const { data } = useQuery<RunState>({
    queryKey: runQueryKey(area, ruid ?? ''),
    queryFn: skipToken,
    enabled: !!ruid,
    gcTime: 10 * 60_000,
  });
  if (!ruid) return undefined;
  return data ?? RUNNING;
}
