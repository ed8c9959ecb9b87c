import { PgBoss } from 'pg-boss';
import type { RunJob } from './run-processor';

export const RUN_QUEUE = 'scene-run';
/** Where a run goes once its retries are spent, to be marked failed rather than left running. */
export const RUN_DEAD_LETTERS = 'scene-run-dead';

/** Hands runs to whichever worker takes them. */
export interface RunDispatcher {
  dispatch(job: RunJob): Promise<void>;
  close(): Promise<void>;
}

export async function startBoss(databaseUrl: string, expireInSeconds: number): Promise<PgBoss> {
  // Lost jobs are looked for at least twice per expiry, so a dead worker's run is retried soon after it expires.
  const checkSeconds = Math.max(1, Math.min(60, Math.ceil(expireInSeconds / 2)));
  const boss = new PgBoss({ connectionString: databaseUrl, superviseIntervalSeconds: checkSeconds, monitorIntervalSeconds: checkSeconds });
  await boss.start();
  await boss.createQueue(RUN_DEAD_LETTERS);
  // A worker that dies mid-run leaves its job active until it expires; then it is retried, twice at most.
  await boss.createQueue(RUN_QUEUE, { expireInSeconds, retryLimit: 2, deadLetter: RUN_DEAD_LETTERS });
  return boss;
}

/** The queue side an API instance uses: it only ever sends. */
export async function createQueueDispatcher(databaseUrl: string, expireInSeconds: number, onError: (error: Error) => void): Promise<RunDispatcher> {
  const boss = await startBoss(databaseUrl, expireInSeconds);
  boss.on('error', onError);
  return {
    async dispatch(job) {
      await boss.send(RUN_QUEUE, job);
    },
    close: () => boss.stop({ graceful: true }),
  };
}
