/**
 * Runs periodic work: the hourly pruning of stale data, and the realtime gateway's pings and checks of
 * its connections against their sessions.
 */
export interface Scheduler {
  /**
   * Calls `task` every `intervalMs` until the returned function or `close` stops it. The task handles
   * its own failures; a periodic task never keeps the process alive on its own.
   */
  every(intervalMs: number, task: () => void): () => void;
  close(): Promise<void>;
}
