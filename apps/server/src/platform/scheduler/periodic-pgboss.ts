import type { FastifyBaseLogger } from 'fastify';
import { PgBoss } from 'pg-boss';
import type { PeriodicJobs } from './periodic-jobs';
import { checkEveryMinutes } from './periodic-timer';

/** Queues of periodic jobs are named apart from the forecast runs' queues. */
export const periodicQueueName = (name: string) => `periodic-${name}`;

/** The cron expression of a run every `everyMinutes` minutes, on the minutes of the hour that divide by it. */
export const cronEvery = (everyMinutes: number) => (everyMinutes === 1 ? '* * * * *' : `*/${everyMinutes} * * * *`);

/**
 * How long one run may take before the queue counts it as lost. A lost run is not retried (the next
 * time comes anyway), and a run that long is not expected: renewals charge a few cards a minute.
 */
const RUN_EXPIRE_SECONDS = 15 * 60;
/** Finished runs are kept an hour, to look into a recent failure. */
const RUN_KEEP_SECONDS = 60 * 60;

export interface PgBossPeriodicOptions {
  /** How long closing waits for a run under way; pg-boss's own default otherwise. */
  stopTimeoutMs?: number;
}

/**
 * Periodic jobs as pg-boss schedules, for PostgreSQL deployments of several instances: the schedule
 * is kept in the database and each time comes due once, as one job that one instance takes. The
 * instance has a pg-boss of its own (the run queue's is not reachable from here), started with the
 * first schedule so that a worker process, which schedules nothing, opens no connections for it.
 */
export function createPgBossPeriodicJobs(databaseUrl: string, log: Pick<FastifyBaseLogger, 'error'>, options: PgBossPeriodicOptions = {}): PeriodicJobs {
  let starting: Promise<PgBoss> | null = null;
  let closed = false;
  const names = new Set<string>();

  const started = () => {
    starting ??= (async () => {
      const boss = new PgBoss({ connectionString: databaseUrl, max: 4 });
      boss.on('error', (error) => log.error({ err: error }, 'the periodic jobs queue reported an error'));
      await boss.start();
      return boss;
    })();
    return starting;
  };

  return {
    kind: 'pgboss',
    async schedule(name, everyMinutes, task) {
      checkEveryMinutes(everyMinutes);
      if (closed) throw new Error(`The periodic jobs are closed; ${name} was not scheduled`);
      if (names.has(name)) throw new Error(`The periodic job ${name} is scheduled already`);
      names.add(name);
      const boss = await started();
      const queue = periodicQueueName(name);
      // One run waiting and one under way at most: a run that outlives its next time is not started twice.
      const settings = { expireInSeconds: RUN_EXPIRE_SECONDS, retryLimit: 0, deleteAfterSeconds: RUN_KEEP_SECONDS };
      await boss.createQueue(queue, { ...settings, policy: 'stately' });
      // Creating leaves a queue that exists as it was; the settings reach an older installation here.
      await boss.updateQueue(queue, settings);
      // The same call from every instance: the schedule is one row, rewritten with the same time.
      await boss.schedule(queue, cronEvery(everyMinutes), null, { tz: 'UTC' });
      await boss.work(queue, { batchSize: 1, pollingIntervalSeconds: 2 }, async () => {
        try {
          await task();
        } catch (error) {
          log.error({ err: error, job: name }, 'a periodic job failed; it runs again at its next time');
          // Recorded as failed in the queue too; with no retries, the next scheduled time is the retry.
          throw error;
        }
      });
    },

    async close() {
      closed = true;
      if (!starting) return;
      const boss = await starting.catch(() => null);
      // Waits for a run under way, then closes the pool. The schedule stays: the other instances keep it.
      await boss?.stop({ graceful: true, close: true, ...(options.stopTimeoutMs === undefined ? {} : { timeout: options.stopTimeoutMs }) });
    },
  };
}
