import type { Scheduler } from './scheduler';

/**
 * Timers of this process. It serves the embedded default and every API instance behind a load balancer
 * alike: the gateway's work concerns the connections each instance holds, and the pruning is idempotent,
 * so several instances doing it need no coordination.
 */
export function createTimerScheduler(): Scheduler {
  const timers = new Set<NodeJS.Timeout>();
  return {
    every(intervalMs, task) {
      const timer = setInterval(task, intervalMs);
      timer.unref();
      timers.add(timer);
      return () => {
        clearInterval(timer);
        timers.delete(timer);
      };
    },
    async close() {
      for (const timer of timers) clearInterval(timer);
      timers.clear();
    },
  };
}
