import type { RealtimeMessage, renderFailureCodes } from '@teamcast/contract';
import { isAnalysisRunKind, phaseProgress, type ComputePhase } from '@teamcast/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AnalysisProgress } from '../modules/analyses/analysis-progress';
import { failAnalysis, processAnalysis, type AnalysisJob } from './analysis-processor';
import { failInterruptedRuns } from '../modules/scenes/run-recovery';
import { pruneRuns } from '../modules/scenes/run-retention';
import { StoredJson, updateRun } from '../modules/scenes/runs-repository';
import { issueSnapshotLink } from '../modules/scenes/snapshot-links';
import type { Clock } from '../platform/clock';
import type { ComputePool } from '../platform/compute/compute-pool';
import type { Db } from '../platform/database';
import type { RunHandlers } from '../platform/jobs/run-dispatcher';
import type { RunJob } from '../platform/jobs/run-job';
import type { SnapshotMemory } from '../modules/scenes/snapshot-memory';
import type { RealtimeBus } from '../platform/realtime/realtime-bus';

export interface RunProcessorDeps {
  db: Db;
  clock: Clock;
  compute: ComputePool;
  realtime: RealtimeBus;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** Where the API process keeps the snapshots it just computed; a queue worker elsewhere has none. */
  snapshots?: SnapshotMemory | undefined;
  /** Where the API process keeps how far its analyses are; a queue worker elsewhere has none. */
  analysisProgress?: AnalysisProgress | undefined;
}

const isAnalysisJob = <T extends Pick<RunJob, 'kind'>>(job: T): job is T & { kind: AnalysisJob['kind'] } => isAnalysisRunKind(job.kind);

function rendered(job: RunJob, url: string): RealtimeMessage {
  if (job.kind === 'team') return { type: 'renderCheckTeam', payload: { ruid: job.ruid, sceneId: job.sceneId ?? '', url } };
  if (job.kind === 'pair') return { type: 'renderPair', payload: { ruid: job.ruid, pairId: job.sceneId ?? '', url } };
  return { type: 'renderCompareTeam', payload: { ruid: job.ruid, sceneIds: job.sceneIds, url } };
}

/**
 * Computes a run and keeps its result, announcing each phase and the outcome to the owner. The same
 * in the API's own threads and in a queue worker on another machine.
 */
export async function processRun(deps: RunProcessorDeps, job: RunJob): Promise<void> {
  if (isAnalysisJob(job)) return processAnalysis(deps, job);
  const { db, clock, compute, realtime, log, snapshots } = deps;
  const announce = (phase: ComputePhase) => {
    // The loader shows a value within the phase's range; where in it does not matter, so it varies.
    realtime.publish(job.ownerId, {
      type: 'sceneComputePhase',
      payload: { ruid: job.ruid, sceneId: job.sceneId, phase, progress: phaseProgress(phase, Math.random()) },
    });
  };
  announce('init');
  const snapshotFields = snapshots && job.createdAt ? { ruid: job.ruid, sceneId: job.sceneId, createdAt: job.createdAt } : undefined;
  // The thread computes while the run is marked running; should that write fail, the outcome is let go.
  const computing = compute.run(job.task, snapshotFields);
  computing.catch(() => undefined);
  await updateRun(db, job.ruid, { status: 'running', updatedAt: clock.now() });
  announce('units');
  const outcome = await computing;
  announce('render');
  if (!outcome.ok) {
    log.warn({ ruid: job.ruid, code: outcome.code, reason: outcome.message }, 'a forecast run failed');
    await pruneOwnerRuns({ db, log }, job);
    await failRun({ db, clock, realtime }, job, outcome.code);
    return;
  }
  announce('transfer');
  const result = 'resultJson' in outcome ? new StoredJson(outcome.resultJson) : outcome.result;
  await updateRun(db, job.ruid, { status: 'done', result, updatedAt: clock.now() });
  const link = await issueSnapshotLink(db, clock, job.ruid);
  // Kept only once stored, so that memory never serves what the database would not.
  if (snapshots && 'snapshotBody' in outcome && outcome.snapshotBody !== undefined) snapshots.keep(job.ruid, outcome.snapshotBody);
  await pruneOwnerRuns({ db, log }, job);
  announce('done');
  realtime.publish(job.ownerId, rendered(job, link.url));
}

/**
 * Deletes the owner's results this run pushed out of what is kept, before the run is announced, so
 * that whoever hears of it finds the runs already as they stay. A failure only leaves them to the
 * hourly pruning: it must not fail the run.
 */
async function pruneOwnerRuns({ db, log }: Pick<RunProcessorDeps, 'db' | 'log'>, job: RunJob): Promise<void> {
  await pruneRuns(db, job.ownerId).catch((error: unknown) => log.warn({ err: error, ruid: job.ruid }, 'pruning old runs failed'));
}

/** Marks a run failed and tells its owner why. */
export async function failRun(
  deps: Pick<RunProcessorDeps, 'db' | 'clock' | 'realtime' | 'analysisProgress'>,
  job: Pick<RunJob, 'ruid' | 'ownerId' | 'sceneId' | 'kind'>,
  code: (typeof renderFailureCodes)[number],
): Promise<void> {
  if (isAnalysisJob(job)) return failAnalysis(deps, job, code);
  const { db, clock, realtime } = deps;
  await updateRun(db, job.ruid, { status: 'failed', errorCode: code, updatedAt: clock.now() });
  realtime.publish(job.ownerId, { type: 'rejectScene', payload: { ruid: job.ruid, sceneId: job.sceneId, code } });
}

/** The handling every job adapter calls, in the API's own process or in a queue worker. */
export function runHandlers(deps: RunProcessorDeps): RunHandlers {
  return {
    process: (job) => processRun(deps, job),
    fail: (job, code) => failRun(deps, job, code),
    failInterrupted: () => failInterruptedRuns(deps),
  };
}
