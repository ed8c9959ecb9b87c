import { failRun, processRun, type RunProcessorDeps } from './run-processor';
import type { RunDispatcher } from './run-queue';

/** The embedded default: runs are processed in this process, their computing done in worker threads. */
export function createLocalDispatcher(deps: RunProcessorDeps): RunDispatcher {
  const pending = new Set<Promise<void>>();
  return {
    async dispatch(job) {
      const work = processRun(deps, job).catch(async (error: unknown) => {
        deps.log.error({ err: error, ruid: job.ruid }, 'a forecast run could not finish');
        await failRun(deps, job, 'initialization_error').catch(() => undefined);
      });
      pending.add(work);
      void work.finally(() => pending.delete(work));
    },
    /** Lets runs under way finish, so that nothing writes after the database closes. */
    async close() {
      await Promise.allSettled([...pending]);
    },
  };
}
