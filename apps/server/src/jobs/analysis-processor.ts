import type { AnalysisRunKind } from '@teamcast/domain';
import { pruneRuns } from '../modules/scenes/run-retention';
import { StoredJson, updateRun } from '../modules/scenes/runs-repository';
import type { RunJob } from '../platform/jobs/run-job';
import type { RunProcessorDeps } from './run-processor';

/** A run of the assembler, the advisor or the monitor. */
export type AnalysisJob = RunJob & { kind: AnalysisRunKind };

/** Marks an analysis failed and tells its owner. */
export async function failAnalysis(
  { db, clock, realtime, analysisProgress }: Pick<RunProcessorDeps, 'db' | 'clock' | 'realtime' | 'analysisProgress'>,
  job: Pick<AnalysisJob, 'ruid' | 'ownerId' | 'kind'>,
  code: string,
): Promise<void> {
  await updateRun(db, job.ruid, { status: 'failed', errorCode: code, updatedAt: clock.now() });
  analysisProgress?.end(job.ruid);
  realtime.publish(job.ownerId, { type: 'analysisDone', payload: { ruid: job.ruid, kind: job.kind, status: 'failed', code } });
}

/**
 * Computes an analysis and keeps its result, telling the owner how far it is as the thread reports it
 * and, at the end, whether it is done. No snapshot and no history: the result is read with `getAnalysis`.
 */
export async function processAnalysis(deps: RunProcessorDeps, job: AnalysisJob): Promise<void> {
  const { db, clock, compute, realtime, log, analysisProgress } = deps;
  let ended = false;
  const report = (progress: number) => {
    // Progress still on its way once the answer is in would move the run back from its end.
    if (ended) return;
    analysisProgress?.set(job.ruid, progress);
    realtime.publish(job.ownerId, { type: 'analysisProgress', payload: { ruid: job.ruid, kind: job.kind, progress } });
  };
  const computing = compute.run(job.task, undefined, report);
  computing.catch(() => undefined);
  await updateRun(db, job.ruid, { status: 'running', updatedAt: clock.now() });
  const outcome = await computing.finally(() => {
    ended = true;
  });
  if (!outcome.ok) {
    log.warn({ ruid: job.ruid, code: outcome.code, reason: outcome.message }, 'an analysis run failed');
    await pruneOwnerRuns(deps, job);
    await failAnalysis(deps, job, outcome.code);
    return;
  }
  const result = 'resultJson' in outcome ? new StoredJson(outcome.resultJson) : outcome.result;
  await updateRun(db, job.ruid, { status: 'done', result, updatedAt: clock.now() });
  analysisProgress?.end(job.ruid);
  await pruneOwnerRuns(deps, job);
  realtime.publish(job.ownerId, { type: 'analysisDone', payload: { ruid: job.ruid, kind: job.kind, status: 'done', code: null } });
}

async function pruneOwnerRuns({ db, log }: Pick<RunProcessorDeps, 'db' | 'log'>, job: AnalysisJob): Promise<void> {
  await pruneRuns(db, job.ownerId).catch((error: unknown) => log.warn({ err: error, ruid: job.ruid }, 'pruning old runs failed'));
}
