/**
 * Work that must run on a schedule across the whole deployment, such as billing's renewals: on the
 * embedded default a timer of this process, on PostgreSQL a pg-boss schedule, so that with several
 * instances each run happens once, on one of them.
 */
export interface PeriodicJobs {
  readonly kind: 'timer' | 'pgboss';
  /**
   * Runs `task` every `everyMinutes` minutes (1 to 59) under `name`. A failed run is reported and the
   * next one comes as usual; the task must be safe to run again after a failure.
   */
  schedule(name: string, everyMinutes: number, task: () => Promise<void>): Promise<void>;
  close(): Promise<void>;
}
