import { PgBoss } from 'pg-boss';
import type { Db } from '../platform/database';
import type { RunJob } from './run-processor';
import { executorOf } from './transaction-executor';

export const RUN_QUEUE = 'scene-run';
/** Where a run goes once its retries are spent, to be marked failed rather than left running. */
export const RUN_DEAD_LETTERS = 'scene-run-dead';

/**
 * How long the queue keeps a finished job (completed, failed or dead-lettered). The run's row holds
 * the outcome, so the job, which carries every actor's inputs, is only worth keeping to look into a
 * recent failure. The queue looks for such jobs every `JOB_SWEEP_SECONDS`.
 */
export const JOB_KEEP_SECONDS = 60 * 60;
const JOB_SWEEP_SECONDS = 15 * 60;

/** Hands runs to whoever computes them. */
export interface RunDispatcher {
  /**
   * Called inside the transaction that stores the run. A queue sends the job in it, so a start that
   * rolls back leaves no job behind and a job never names a run that was not stored.
   */
  enqueue(tx: Db, job: RunJob): Promise<void>;
  /** Called once that transaction has committed; the embedded threads start computing only now. */
  committed(job: RunJob): void;
  /**
   * Called at start-up, before the server takes requests: settles runs a previous process left
   * queued or running, if nobody else will finish them.
   */
  recoverInterrupted(): Promise<void>;
  close(): Promise<void>;
}

export async function startBoss(databaseUrl: string, expireInSeconds: number): Promise<PgBoss> {
  // Lost jobs are looked for at least twice per expiry, so a dead worker's run is retried soon after it expires.
  const checkSeconds = Math.max(1, Math.min(60, Math.ceil(expireInSeconds / 2)));
  const boss = new PgBoss({
    connectionString: databaseUrl,
    superviseIntervalSeconds: checkSeconds,
    monitorIntervalSeconds: checkSeconds,
    maintenanceIntervalSeconds: JOB_SWEEP_SECONDS,
  });
  await boss.start();
  const settings = { deleteAfterSeconds: JOB_KEEP_SECONDS };
  // A worker that dies mid-run leaves its job active until it expires; then it is retried, twice at most.
  const runSettings = { ...settings, expireInSeconds, retryLimit: 2, deadLetter: RUN_DEAD_LETTERS };
  await boss.createQueue(RUN_DEAD_LETTERS, settings);
  await boss.createQueue(RUN_QUEUE, runSettings);
  // Creating leaves a queue that already exists as it was; an installation made before these settings takes them here.
  await boss.updateQueue(RUN_DEAD_LETTERS, settings);
  await boss.updateQueue(RUN_QUEUE, runSettings);
  return boss;
}

/** The queue side an API instance uses: it only ever sends, and leaves lost runs to the queue's retries. */
export async function createQueueDispatcher(databaseUrl: string, expireInSeconds: number, onError: (error: Error) => void): Promise<RunDispatcher> {
  const boss = await startBoss(databaseUrl, expireInSeconds);
  boss.on('error', onError);
  return {
    async enqueue(tx, job) {
      const id = await boss.send(RUN_QUEUE, job, { db: executorOf(tx) });
      if (id === null) throw new Error(`The queue did not take the run ${job.ruid}`);
    },
    committed() {},
    // Runs left unfinished are either still being computed by a worker or will be retried by the
    // queue when their job expires; failing them here would fail work other machines are doing.
    async recoverInterrupted() {},
    close: () => boss.stop({ graceful: true }),
  };
}
