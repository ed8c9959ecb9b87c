import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { ComputePool } from './compute-pool';
import type { ComputeTask } from './scene-task';
import type { ComputeAnswer, SnapshotFields } from './snapshot-body';

/** One thread fewer than the machine has cores, so the API keeps one for itself; at least one. */
export const defaultComputeThreads = (): number => Math.max(1, availableParallelism() - 1);

/** A pool of worker threads in this process. */
export function createThreadPool(threads: number = defaultComputeThreads()): ComputePool {
  const pool = new Piscina<{ task: ComputeTask; snapshot?: SnapshotFields }, ComputeAnswer>({
    filename: new URL('./compute-worker.mjs', import.meta.url).href,
    minThreads: 0,
    maxThreads: threads,
    // An idle pool lets its threads go, so a quiet server holds no memory for them; not sooner than a few
    // minutes, as a new thread takes about a second to load the engine, and an owner trying changes in the
    // manager simulator pauses between runs.
    idleTimeout: 5 * 60_000,
  });
  return {
    run: (task, snapshot) => pool.run(snapshot ? { task, snapshot } : { task }),
    close: () => pool.destroy(),
  };
}
