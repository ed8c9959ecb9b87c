// The entry of a compute worker thread: the server's TypeScript runs through tsx, so the thread registers
// it before loading the task.
import { register } from 'tsx/esm/api';

register();
const { runComputeTask } = await import('./scene-task.ts');
const { answerOf } = await import('./snapshot-body.ts');

/** A task, with the run's fields of its snapshot when the API keeps the snapshot in memory. */
export default function compute({ task, snapshot }) {
  return answerOf(runComputeTask(task), snapshot);
}
