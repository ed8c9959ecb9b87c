// The entry of a compute worker thread: the server's TypeScript runs through tsx, so the thread registers
// it before loading the task.
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
