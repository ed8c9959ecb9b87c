import { PgBoss } from 'pg-boss';
import type { RunDispatcher, RunHandlers } from './run-dispatcher';
import type { RunJob } from './run-job';
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

async function startBoss(databaseUrl: string, expireInSeconds: number): Promise<PgBoss> {
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

export interface QueueOptions {
  databaseUrl: string;
  /** How long a run may take before it counts as lost and is retried. */
  expireInSeconds: number;
  onError: (error: Error) => void;
  /**
   * Set in a worker process: it takes runs from the queue, as many at once as it has threads, and hands
   * them to these handlers. An API instance only sends.
   */
  serve?: { runs: RunHandlers; concurrency: number };
  /** How long closing waits for runs under way; pg-boss's own default otherwise. */
  stopTimeoutMs?: number;
}

/**
 * The production adapter: runs are jobs of a pg-boss queue in PostgreSQL, taken by `npm run worker` on
 * any machine. Lost runs are left to the queue's retries, so `recoverInterrupted` does nothing.
 */
export async function createQueueDispatcher({ databaseUrl, expireInSeconds, onError, serve, stopTimeoutMs }: QueueOptions): Promise<RunDispatcher> {
  const boss = await startBoss(databaseUrl, expireInSeconds);
  boss.on('error', onError);
  if (serve) {
    const { runs, concurrency } = serve;
    // A job that throws is retried by the queue; one whose retries are spent ends here and fails with a message.
    await boss.work<RunJob>(RUN_QUEUE, { batchSize: 1, localConcurrency: concurrency, pollingIntervalSeconds: 0.5 }, async ([job]) => {
      if (job) await runs.process(job.data);
    });
    await boss.work<RunJob>(RUN_DEAD_LETTERS, { pollingIntervalSeconds: 1 }, async ([job]) => {
      if (job) await runs.fail(job.data, 'initialization_error');
    });
  }
  return {
    kind: 'queue',
    async enqueue(tx, job) {
      const id = await boss.send(RUN_QUEUE, job, { db: executorOf(tx) });
      if (id === null) throw new Error(`The queue did not take the run ${job.ruid}`);
    },
    committed() {},
    // Runs left unfinished are either still being computed by a worker or will be retried by the
    // queue when their job expires; failing them here would fail work other machines are doing.
    async recoverInterrupted() {},
    close: () => boss.stop({ graceful: true, ...(stopTimeoutMs === undefined ? {} : { timeout: stopTimeoutMs }) }),
  };
}
