import type { ComputeOutcome, ComputeTask } from './scene-task';

/**
 * Where forecasts are computed, off the event loop. The embedded default and a queue worker on another
 * machine both use threads of their own process (`thread-pool.ts`); what spreads runs over machines is
 * the job queue, not this pool.
 */
export interface ComputePool {
  run(task: ComputeTask): Promise<ComputeOutcome>;
  close(): Promise<void>;
}
