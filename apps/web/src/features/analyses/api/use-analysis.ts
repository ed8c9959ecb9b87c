import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, getAnalysis, type AnalysisView, type OwnerArea } from '@teamcast/contract';
import { useEffect } from 'react';
import { useApiClient } from '../../../shared/api/api-context';
import { analysisQueryKey, analysisRunKey, type AnalysisRunState } from './analysis-state';

export type AnalysisStatus = 'idle' | 'queued' | 'running' | 'done' | 'failed';

export interface AnalysisProgress {
  status: AnalysisStatus;
  /** 0..100. */
  progress: number;
  /** The run as the server stored it; its result once it is done. */
  analysis: AnalysisView | undefined;
  errorCode: string | null;
}

const finished = (status: string | undefined) => status === 'done' || status === 'failed';

/**
 * A server that sent the end of a run may still answer a read made at the same moment with the run
 * unfinished: it is read again when that answer comes, a few times at most, never on a timer.
 */
const READS_AFTER_END = 3;

/**
 * One analysis run as a screen follows it: its progress and end from the realtime messages, and the
 * stored run read once when the screen opens it (so a reload or a missed message still shows where it
 * stands) and again once the run has ended, for its result. `done` comes with the result; `idle` while
 * there is no run.
 */
export function useAnalysis(ruid: string | null, area: OwnerArea = 'owner'): AnalysisProgress {
  const client = useApiClient(area);
  const queryClient = useQueryClient();
  const { data: run } = useQuery<AnalysisRunState>({
    queryKey: analysisRunKey(area, ruid ?? ''),
    queryFn: skipToken,
    enabled: !!ruid,
    gcTime: 30 * 60_000,
  });
  const stored = useQuery({
    queryKey: analysisQueryKey(area, ruid ?? ''),
    queryFn: ruid ? ({ signal }): Promise<AnalysisView> => client(getAnalysis, { params: { ruid } }, { signal }) : skipToken,
    // A finished run never changes; an unfinished one is read again when its end is announced.
    staleTime: Infinity,
    gcTime: 30 * 60_000,
  });

  const analysis = stored.data;
  const ended = finished(run?.status);
  const { refetch } = stored;
  const storedStatus = analysis?.status;
  // Once the end is heard, the stored run is read until it is finished, a few times at most, each read after the
  // answer of the one before. A chain of answers rather than a render's flags: two reads answered within one
  // millisecond, before the page drew the first, would look alike to a render.
  useEffect(() => {
    if (!ruid || !ended) return;
    let cancelled = false;
    const key = analysisQueryKey(area, ruid);
    void (async () => {
      // A read under way began before the end: its answer may be from before it, so it is not one of the reads after.
      if (queryClient.getQueryState(key)?.fetchStatus === 'fetching') await refetch({ cancelRefetch: false });
      for (let read = 0; read < READS_AFTER_END; read += 1) {
        if (cancelled || finished(queryClient.getQueryData<AnalysisView>(key)?.status)) return;
        await refetch();
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [queryClient, area, ruid, ended, refetch]);

  if (!ruid) return { status: 'idle', progress: 0, analysis: undefined, errorCode: null };
  // The further of the two accounts wins: a message may be ahead of the stored run, or missed.
  if (finished(storedStatus) && analysis) {
    return { status: analysis.status, progress: analysis.status === 'done' ? 100 : analysis.progress, analysis, errorCode: analysis.errorCode };
  }
  if (run?.status === 'failed') return { status: 'failed', progress: run.progress, analysis, errorCode: run.code ?? analysis?.errorCode ?? null };
  // Ended, its result not read yet: still running to the screen, at its end.
  if (run?.status === 'done') return { status: 'running', progress: 100, analysis: undefined, errorCode: null };
  const progress = Math.max(run?.progress ?? 0, analysis?.progress ?? 0);
  const status: AnalysisStatus = run || storedStatus === 'running' || progress > 0 ? 'running' : 'queued';
  if (stored.isError && !run) return { status: 'failed', progress, analysis: undefined, errorCode: errorCodeOf(stored.error) };
  return { status, progress, analysis: undefined, errorCode: null };
}

const errorCodeOf = (error: unknown): string => (error instanceof ApiError ? error.code : 'unknown');
