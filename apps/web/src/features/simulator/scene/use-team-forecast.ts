import { useMutation, useQueryClient } from '@tanstack/react-query';
import { runScene, type SceneView } from '@teamcast/contract';
import { useState } from 'react';
import { runQueryKey, useRunState, useSnapshot, type RunState, type SnapshotTarget } from '../../forecasts';
import { useDashboardHistory } from '../../scenes';
import { useApiClient } from '../../../shared/api/api-context';

/**
 * The team's forecast: the one run from this screen, or else the team's latest run in the dashboard's
 * history (so coming back shows the last result). While a new run computes, the previous result stays.
 */
export function useTeamForecast(team: SceneView) {
  const client = useApiClient('owner');
  const history = useDashboardHistory('owner');
  const [started, setStarted] = useState<{ teamId: string; ruid: string } | null>(null);
  const ruid = started?.teamId === team._id ? started.ruid : null;
  const run = useMutation({
    mutationFn: () => client(runScene, { params: { id: team._id } }),
    onSuccess: ({ ruid: next }) => setStarted({ teamId: team._id, ruid: next }),
  });
  const runState = useRunState('owner', ruid);
  // The history names a run as it starts; a run this tab knows to be unfinished has no forecast to read yet.
  const queryClient = useQueryClient();
  const finished = (id: string) => {
    const known = queryClient.getQueryData<RunState>(runQueryKey('owner', id));
    return !known || known.status === 'done';
  };
  const latest = history?.find((item) => item.type === 'team' && item.scenes.includes(team._id) && finished(item.id));
  // A history entry has no address to read its forecast at; the snapshot loader asks for one.
  const fromHistory: SnapshotTarget | null = latest ? { ruid: latest.id, sceneId: team._id, url: '' } : null;
  const target = runState?.status === 'done' ? runState.target : fromHistory;
  const snapshot = useSnapshot('owner', target);
  const data = snapshot.data?.kind === 'team' && snapshot.data.sceneId === team._id ? snapshot.data : null;
  return {
    start: () => run.mutate(),
    starting: run.isPending,
    startError: run.error,
    /** The state of a run started here, until it is done. */
    runState: runState?.status === 'done' ? undefined : runState,
    running: runState?.status === 'running' || run.isPending,
    forecast: data?.forecast ?? null,
    ruid: data?.ruid ?? null,
    computedAt: data?.createdAt ?? null,
    loading: target !== null && snapshot.isPending,
  };
}
