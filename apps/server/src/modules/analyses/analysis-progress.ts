/**
 * How far this process's analysis runs are, in percent, for `getAnalysis` to answer between the realtime
 * messages. Only runs computed here are known; elsewhere (a queue worker) the run's status stands in.
 * A run leaves once it ends; the cap only bounds what runs lost without an end could leave behind.
 */
export interface AnalysisProgress {
  set(ruid: string, percent: number): void;
  get(ruid: string): number | undefined;
  end(ruid: string): void;
}

export function createAnalysisProgress(capacity = 1000): AnalysisProgress {
  // A Map iterates in insertion order: its first entry is the oldest.
  const progress = new Map<string, number>();
  return {
    set(ruid, percent) {
      if (!progress.has(ruid) && progress.size >= capacity) {
        const oldest = progress.keys().next().value;
        if (oldest !== undefined) progress.delete(oldest);
      }
      progress.set(ruid, percent);
    },
    get: (ruid) => progress.get(ruid),
    end(ruid) {
      progress.delete(ruid);
    },
  };
}
