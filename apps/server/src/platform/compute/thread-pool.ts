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

/** A pool of worker threads in this process. */
export function createThreadPool(threads: number = defaultComputeThreads()): ComputePool {
  const pool = new Piscina<ThreadTask, ComputeAnswer>({
    filename: new URL('./compute-worker.mjs', import.meta.url).href,
    minThreads: 0,
    maxThreads: threads,
    // An idle pool lets its threads go, so a quiet server holds no memory for them; not sooner than a few
    // minutes, as a new thread takes about a second to load the engine, and an owner trying changes in the
    // manager simulator pauses between runs.
    idleTimeout: 5 * 60_000,
  });
  return {
    run(task, snapshot, onProgress) {
      const payload: ThreadTask = snapshot ? { task, snapshot } : { task };
      if (!onProgress) return pool.run(payload);
      // The thread posts its progress on a port of its own, beside the answer. Two ports keep no order
      // between them: a main thread busy while the thread computed finds the answer and the progress
      // waiting together, and may read the answer first. So the progress still queued is read then, in
      // order, before the port closes.
      const { port1, port2 } = new MessageChannel();
      const heard = (percent: unknown) => {
        if (typeof percent === 'number') onProgress(percent);
      };
      port1.on('message', heard);
      return pool.run({ ...payload, progress: port2 }, { transferList: [port2] }).finally(() => {
        for (let queued = receiveMessageOnPort(port1); queued; queued = receiveMessageOnPort(port1)) heard(queued.message);
        port1.close();
      });
    },
    close: () => pool.destroy(),
  };
}
