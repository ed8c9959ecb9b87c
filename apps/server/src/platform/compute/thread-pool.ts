import { availableParallelism } from 'node:os';
import { MessageChannel, receiveMessageOnPort, type MessagePort } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { ComputePool } from './compute-pool';
import type { ComputeTask } from './scene-task';
import type { ComputeAnswer, SnapshotFields } from './snapshot-body';

/** One thread fewer than the machine has cores, so the API keeps one for itself; at least one. */
export const defaultComputeThreads = (): number => Math.max(1, availableParallelism() - 1);

/** What a thread is handed: the task, the run's snapshot fields, and where to post its progress. */
interface ThreadTask {
  task: ComputeTask;
  snapshot?: SnapshotFields;
  progress?: MessagePort;
}

export interface ThreadPoolOptions {
  /**
   * Keeps every thread, loaded, for as long as the pool is open: for a queue worker, a machine there to
   * compute, whose first run should not wait for a thread to load the engine.
   */
  keepWarm?: boolean;
}

/** What warming a thread hands it: a counter every thread adds itself to, and how many there are. */
interface WarmingTask {
  arrived: Int32Array;
  threads: number;
}

/** A pool of worker threads in this process. */
export function createThreadPool(threads: number = defaultComputeThreads(), { keepWarm = false }: ThreadPoolOptions = {}): ComputePool {
  const pool = new Piscina<ThreadTask | WarmingTask, ComputeAnswer | number>({
    filename: new URL('./compute-worker.mjs', import.meta.url).href,
    minThreads: keepWarm ? threads : 0,
    maxThreads: threads,
    // An idle pool lets its threads go, so a quiet server holds no memory for them; not sooner than a few
    // minutes, as a new thread takes about a second to load the engine, and an owner trying changes in the
    // manager simulator pauses between runs.
    // (`minThreads` keeps a warm pool's threads whatever this says.)
    idleTimeout: 5 * 60_000,
  });
  return {
    // A thread answers its first task once it has loaded the engine: one task for each thread, held
    // until all have arrived, reaches every one of them.
    warm: async () => {
      const warming: WarmingTask = { arrived: new Int32Array(new SharedArrayBuffer(4)), threads };
      const ids = await Promise.all(Array.from({ length: threads }, () => pool.run(warming, { name: 'warm' })));
      return new Set(ids).size;
    },
    run(task, snapshot, onProgress) {
      const payload: ThreadTask = snapshot ? { task, snapshot } : { task };
      if (!onProgress) return pool.run(payload) as Promise<ComputeAnswer>;
      // The thread posts its progress on a port of its own, beside the answer. Two ports keep no order
      // between them: a main thread busy while the thread computed finds the answer and the progress
      // waiting together, and may read the answer first. So the progress still queued is read then, in
      // order, before the port closes.
      const { port1, port2 } = new MessageChannel();
      const heard = (percent: unknown) => {
        if (typeof percent === 'number') onProgress(percent);
      };
      port1.on('message', heard);
      return (pool.run({ ...payload, progress: port2 }, { transferList: [port2] }) as Promise<ComputeAnswer>).finally(() => {
        for (let queued = receiveMessageOnPort(port1); queued; queued = receiveMessageOnPort(port1)) heard(queued.message);
        port1.close();
      });
    },
    close: () => pool.destroy(),
  };
}
