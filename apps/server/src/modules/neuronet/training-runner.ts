import { Worker } from 'node:worker_threads';
import type { TrainingInput, TrainingOutput, TrainingProgress } from './training-task';

type WorkerMessage = { type: 'progress'; progress: TrainingProgress } | { type: 'done'; result: TrainingOutput } | { type: 'failed'; message: string };

/**
 * Trains in a thread of its own, one per model, so the event loop keeps answering while TensorFlow works.
 * The threads of unfinished trainings end when the server closes.
 */
export class TrainingRunner {
  private readonly workers = new Set<Worker>();

  train(input: TrainingInput, onProgress: (progress: TrainingProgress) => void): Promise<TrainingOutput> {
    return new Promise((resolve, reject) => {
      const worker = new Worker(new URL('./training-worker.mjs', import.meta.url), { workerData: input });
      this.workers.add(worker);
      let settled = false;
      const settle = (action: () => void) => {
        if (settled) return;
        settled = true;
        this.workers.delete(worker);
        action();
        void worker.terminate();
      };
      worker.on('message', (message: WorkerMessage) => {
        if (message.type === 'progress') onProgress(message.progress);
        else if (message.type === 'done') settle(() => resolve(message.result));
        else settle(() => reject(new Error(message.message)));
      });
      worker.on('error', (error) => settle(() => reject(error)));
      worker.on('exit', (code) => settle(() => reject(new Error(`The training thread stopped (${code})`))));
    });
  }

  async close(): Promise<void> {
    await Promise.all([...this.workers].map((worker) => worker.terminate()));
    this.workers.clear();
  }
}
