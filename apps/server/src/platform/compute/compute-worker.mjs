// The entry of a compute worker thread: the server's TypeScript runs through tsx, so the thread registers
// it before loading the task.
import { threadId } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { runComputeTask } = await import('./scene-task.ts');
const { answerOf } = await import('./snapshot-body.ts');
const { throttledProgress } = await import('./analysis-task.ts');

/**
 * A task, with the run's fields of its snapshot when the API keeps the snapshot in memory, and a port
 * to post the progress of a long task on (percent, now and then).
 */
export default function compute({ task, snapshot, progress }) {
  const report = progress ? throttledProgress((percent) => progress.postMessage(percent)) : undefined;
  try {
    return answerOf(runComputeTask(task, report), snapshot);
  } finally {
    progress?.close();
  }
}

/**
 * Called once the engine is loaded, which is all warming a thread asks. The thread then waits for the
 * others to arrive too (a minute at most), so that no thread takes a second warming task while another
 * has not loaded yet. Answers which thread it was.
 */
export function warm({ arrived, threads }) {
  Atomics.add(arrived, 0, 1);
  Atomics.notify(arrived, 0);
  const giveUpAt = Date.now() + 60_000;
  for (let seen = Atomics.load(arrived, 0); seen < threads && Date.now() < giveUpAt; seen = Atomics.load(arrived, 0)) {
    Atomics.wait(arrived, 0, seen, 1_000);
  }
  return threadId;
}
