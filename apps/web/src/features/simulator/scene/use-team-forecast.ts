import { useMutation, useQueryClient } from '@tanstack/react-query';
import { runScene, type SceneView } from '@teamcast/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { runQueryKey, useRunState, useSnapshot, type RunState, type SnapshotTarget } from '../../forecasts';
import { useDashboardHistory } from '../../scenes';
import { useApiClient } from '../../../shared/api/api-context';

/** A run started from this screen, and how many of the owner's changes the team had when it started. */
interface StartedRun {
  teamId: string;
  ruid: string;
  changes: number;
}

/**
 * The team's forecast: the one run from this screen, or else the team's latest run in the dashboard's
 * history (so coming back shows the last result). Each change the owner saves here asks for a new
 * forecast by itself (`changed`). Runs are coalesced: while one is under way, further changes only mark
 * it out of date, and when it ends one more run starts for the team as it then stands, its own result
 * never shown; so the server sees at most one run of this screen at a time and only the latest forecast
 * is ever drawn. While a new run computes, the previous result stays on screen.
 */
export function useTeamForecast(team: SceneView) {
  const client = useApiClient('owner');
  const history = useDashboardHistory('owner');
  const queryClient = useQueryClient();
  // The owner's changes saved here: a ref for the run about to start, state for the screen to compare.
  const changesRef = useRef(0);
  const [changes, setChanges] = useState(0);
  const [started, setStarted] = useState<StartedRun | null>(null);
  // The latest result of this screen's runs that was current when it arrived: shown until a newer one is.
  const [shown, setShown] = useState<{ teamId: string; target: SnapshotTarget; changes: number } | null>(null);
  const teamId = team._id;
  // From the moment a run is asked for until the server has answered with its id: the screen's state lags
  // the request by a render, and a second change in between must not start a second run.
  const startingRef = useRef(false);
  // The latest run started here, and the runs whose end has been dealt with.
  const latestRef = useRef<StartedRun | null>(null);
  const settledRef = useRef(new Set<string>());
  const run = useMutation({
    mutationFn: (_changes: number) => client(runScene, { params: { id: teamId } }),
    onSuccess: ({ ruid }, count) => {
      const next = { teamId, ruid, changes: count };
      latestRef.current = next;
      setStarted(next);
    },
    onSettled: () => {
      startingRef.current = false;
      settle();
    },
  });
  const { mutate } = run;
  const start = useCallback(() => {
    startingRef.current = true;
    mutate(changesRef.current);
  }, [mutate]);
  const stateOf = useCallback((ruid: string) => queryClient.getQueryData<RunState>(runQueryKey('owner', ruid)), [queryClient]);

  /**
   * The latest run has ended (its result or its failure arrived): an out-of-date one is followed by the one
   * run left to make, for the team as it stands now; a current result is the one to show.
   */
  const settle = useCallback(() => {
    const latest = latestRef.current;
    if (!latest || startingRef.current || settledRef.current.has(latest.ruid)) return;
    const state = stateOf(latest.ruid);
    if (!state || state.status === 'running') return;
    settledRef.current.add(latest.ruid);
    if (latest.changes < changesRef.current) start();
    else if (state.status === 'done') setShown({ teamId: latest.teamId, target: state.target, changes: latest.changes });
  }, [stateOf, start]);

  // Run messages come over the gateway into the query cache whenever they come.
  useEffect(() => queryClient.getQueryCache().subscribe((event) => event.type === 'updated' && settle()), [queryClient, settle]);

  /** A change was saved: forecast the team as it now stands, or, with a run under way, once it ends. */
  const changed = useCallback(() => {
    changesRef.current += 1;
    setChanges(changesRef.current);
    const latest = latestRef.current;
    const underWay = startingRef.current || (latest !== null && !settledRef.current.has(latest.ruid));
    if (!underWay) start();
  }, [start]);

  const ours = started?.teamId === teamId ? started : null;
  const runState = useRunState('owner', ours?.ruid ?? null);
  const current = ours !== null && ours.changes === changes;

  // The history names a run as it starts; a run this tab knows to be unfinished has no forecast to read yet.
  const known = (id: string) => {
    const state = queryClient.getQueryData<RunState>(runQueryKey('owner', id));
    return !state || state.status === 'done';
  };
  const latest = history?.find((item) => item.type === 'team' && item.scenes.includes(teamId) && known(item.id));
  // A history entry has no address to read its forecast at; the snapshot loader asks for one.
  const fromHistory: SnapshotTarget | null = latest ? { ruid: latest.id, sceneId: teamId, url: '' } : null;
  const kept = shown?.teamId === teamId ? shown : null;
  // The current run's result is read the moment it is known; an out-of-date one is never read.
  const target = current && runState?.status === 'done' ? runState.target : (kept?.target ?? fromHistory);
  const snapshot = useSnapshot('owner', target, { keepPrevious: true });
  const data = snapshot.data?.kind === 'team' && snapshot.data.sceneId === teamId ? snapshot.data : null;
  const showing = data && !snapshot.isPlaceholderData ? data.ruid : null;
  return {
    start,
    changed,
    starting: run.isPending,
    startError: run.error,
    /** The state of the run under way, until it is done; an out-of-date one shows as still running. */
    // (unless starting the next one failed: the failure is told instead, and the button retries).
    runState: runState?.status === 'done' && !current && !run.isError ? ({ status: 'running', phase: 'render', progress: 100 } as const) : runState?.status === 'done' ? undefined : runState,
    // An out-of-date run is followed by another unless starting that one failed.
    running: run.isPending || runState?.status === 'running' || (ours !== null && !current && !run.isError),
    forecast: data?.forecast ?? null,
    ruid: data?.ruid ?? null,
    computedAt: data?.createdAt ?? null,
    loading: target !== null && snapshot.isPending,
    /** How many changes were saved here, and how many of them the forecast on screen includes. */
    changes,
    forecastChanges: ours && current && showing === ours.ruid ? ours.changes : kept && showing === kept.target.ruid ? kept.changes : 0,
  };
}
