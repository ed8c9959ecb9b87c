// The entry of a compute worker thread: the server's TypeScript runs through tsx, so the thread registers
// it before loading the task.
import { register } from 'tsx/esm/api';

register();
const { runComputeTask } = await import('./scene-task.ts');

export default runComputeTask;
