import type { FastifyBaseLogger } from 'fastify';
import type { RunDispatcher, RunHandlers } from './run-dispatcher';

/** The embedded default: runs are processed in this process, their computing done in worker threads. */
export function createLocalDispatcher(runs: RunHandlers, log: Pick<FastifyBaseLogger, 'warn' | 'error'>): RunDispatcher {
  const pending = new Set<Promise<void>>();
  return {
    kind: 'local',
    // Nothing to write: the run is computed from memory once it is stored.
    async enqueue() {},
    committed(job) {
      const work = runs.process(job).catch(async (error: unknown) => {
        log.error({ err: error, ruid: job.ruid }, 'a forecast run could not finish');
        await runs.fail(job, 'initialization_error').catch(() => undefined);
      });
      pending.add(work);
      void work.finally(() => pending.delete(work));
    },
    /**
     * Runs live only in the memory of the process that took them, so whatever a previous process
     * left queued or running will never finish: they fail as interrupted. One process per database
     * computes this way (the embedded database allows no other; several instances use the queue).
     */
    async recoverInterrupted() {
      const interrupted = await runs.failInterrupted();
      if (interrupted > 0) log.warn({ runs: interrupted }, 'runs left unfinished by the previous start were marked interrupted');
    },
    /** Lets runs under way finish, so that nothing writes after the database closes. */
    async close() {
      await Promise.allSettled([...pending]);
    },
  };
}
