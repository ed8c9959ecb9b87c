import type { FastifyBaseLogger } from 'fastify';
import type { PeriodicJobs } from './periodic-jobs';

/** Refuses a period the pg-boss adapter could not write as a cron step, so both adapters accept the same. */
export function checkEveryMinutes(everyMinutes: number): void {
  if (!Number.isInteger(everyMinutes) || everyMinutes < 1 || everyMinutes > 59) {
    throw new RangeError(`A periodic job runs every 1 to 59 whole minutes, not ${everyMinutes}`);
  }
}

/**
 * Periodic jobs on timers of this process, for the embedded default, where this process is the only
 * instance. The timers never keep the process alive; a run still under way when its next time comes
 * is not doubled (that time is skipped), and closing waits for it.
 */
export function createTimerPeriodicJobs(log: Pick<FastifyBaseLogger, 'error'>): PeriodicJobs {
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  let closed = false;

  return {
    kind: 'timer',
    async schedule(name, everyMinutes, task) {
      checkEveryMinutes(everyMinutes);
      if (closed) throw new Error(`The periodic jobs are closed; ${name} was not scheduled`);
      let current: Promise<void> | null = null;
      const timer = setInterval(() => {
        if (current) return;
        const run = (async () => task())()
          .catch((error: unknown) => log.error({ err: error, job: name }, 'a periodic job failed; it runs again at its next time'))
          .finally(() => {
            current = null;
            running.delete(run);
          });
        current = run;
        running.add(run);
      }, everyMinutes * 60_000);
      timer.unref();
      timers.add(timer);
    },

    async close() {
      closed = true;
      for (const timer of timers) clearInterval(timer);
      timers.clear();
      await Promise.all([...running]);
    },
  };
}
