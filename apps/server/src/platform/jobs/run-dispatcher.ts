import type { renderFailureCodes } from '@teamcast/contract';
import type { Db } from '../database';
import type { RunJob } from './run-job';

export type RunFailureCode = (typeof renderFailureCodes)[number];

/**
 * What the app does with a run, wherever it is computed. The dispatchers only decide where and when,
 * so the same handling serves the API's own threads and a queue worker on another machine.
 */
export interface RunHandlers {
  /** Computes the run, keeps its result and announces it. */
  process(job: RunJob): Promise<void>;
  /** Marks the run failed and tells its owner why. */
  fail(job: RunJob, code: RunFailureCode): Promise<void>;
  /** Fails every run left queued or running; answers how many. */
  failInterrupted(): Promise<number>;
}

/** Hands runs to whoever computes them: this process's threads (`local-dispatcher.ts`) or a queue (`run-queue.ts`). */
export interface RunDispatcher {
  readonly kind: 'local' | 'queue';
  /**
   * Called inside the transaction that stores the run. A queue sends the job in it, so a start that
   * rolls back leaves no job behind and a job never names a run that was not stored.
   */
  enqueue(tx: Db, job: RunJob): Promise<void>;
  /** Called once that transaction has committed; the embedded threads start computing only now. */
  committed(job: RunJob): void;
  /**
   * Called at start-up, before the server takes requests: settles runs a previous process left
   * queued or running, if nobody else will finish them.
   */
  recoverInterrupted(): Promise<void>;
  close(): Promise<void>;
}
