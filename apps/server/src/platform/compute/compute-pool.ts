import type { SnapshotFields, ComputeAnswer } from './snapshot-body';
import type { ComputeTask } from './scene-task';

/**
 * Where forecasts are computed, off the event loop. The embedded default and a queue worker on another
 * machine both use threads of their own process (`thread-pool.ts`); what spreads runs over machines is
 * the job queue, not this pool.
 */
export interface ComputePool {
  /**
   * Computes a task; given the run's snapshot fields, answers a success as JSON text (`ComputeAnswer`).
   * Given `onProgress`, a long task (an analysis) reports how far it is, in percent, now and then.
   */
  run(task: ComputeTask, snapshot?: SnapshotFields, onProgress?: (percent: number) => void): Promise<ComputeAnswer>;
  /** Loads the engine in every thread before any run asks for it; answers how many threads answered. */
  warm?(): Promise<number>;
  close(): Promise<void>;
}
