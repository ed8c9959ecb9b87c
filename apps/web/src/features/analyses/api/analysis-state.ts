import type { QueryClient } from '@tanstack/react-query';
import type { AnalysisKind, OwnerArea, RealtimeMessage } from '@teamcast/contract';
import { areaQueryKey } from '../../../shared/api/query-keys';

/** What the screen knows of one assembler, advisor or monitor run from the realtime messages about it. */
export interface AnalysisRunState {
  kind: AnalysisKind;
  status: 'running' | 'done' | 'failed';
  progress: number;
  code: string | null;
}

export const analysisRunKey = (area: OwnerArea, ruid: string) => areaQueryKey(area, 'analysisRuns', ruid);
export const analysisQueryKey = (area: OwnerArea, ruid: string) => areaQueryKey(area, 'analyses', ruid);

/**
 * Keeps each analysis run's progress and end in the query cache under the run's id. Messages can arrive
 * before the request that started the run has answered with that id, so every run is kept, not only the one
 * a screen waits for; progress never moves back, and nothing moves a finished run back to running.
 */
export function reflectAnalysis(queryClient: QueryClient, area: OwnerArea, message: RealtimeMessage): void {
  if (message.type === 'analysisProgress') {
    const { ruid, kind, progress } = message.payload;
    queryClient.setQueryData<AnalysisRunState>(analysisRunKey(area, ruid), (previous) => {
      if (previous && previous.status !== 'running') return previous;
      return { kind, status: 'running', progress: Math.max(previous?.progress ?? 0, progress), code: null };
    });
    return;
  }
  if (message.type === 'analysisDone') {
    const { ruid, kind, status, code } = message.payload;
    queryClient.setQueryData<AnalysisRunState>(analysisRunKey(area, ruid), { kind, status, progress: status === 'done' ? 100 : 0, code });
  }
}
