// The entry of a training thread: the server's TypeScript runs through tsx, so the thread registers it first.
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { trainNetwork } = await import('./training-task.ts');

try {
  const result = await trainNetwork(workerData, (progress) => parentPort?.postMessage({ type: 'progress', progress }));
  parentPort?.postMessage({ type: 'done', result });
} catch (error) {
  parentPort?.postMessage({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
}
