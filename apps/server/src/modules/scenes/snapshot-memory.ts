/**
 * The latest finished forecasts of this process, kept as the answer their snapshot address serves, for a
 * few minutes: the owner who started a run reads it at once, and reading 300 kB of JSON back out of the
 * database and checking it against the contract again would cost more than the run itself. Only what
 * the database already holds is kept, so after a restart, or once a forecast drops out of here, the
 * stored one is served the same.
 */
export interface SnapshotMemory {
  /** Keeps a finished run's snapshot body, the contract's JSON with the run's own fields. */
  keep(ruid: string, body: string): void;
  /** The body kept for a run, while it is fresh. */
  get(ruid: string): string | undefined;
  clear(): void;
}

export interface SnapshotMemoryOptions {
  /** Runs kept at most: the oldest goes first. */
  capacity?: number;
  /** How long a body is served from memory: about what a snapshot address lives. */
  ttlMs?: number;
  now?: () => number;
}

export function createSnapshotMemory({ capacity = 32, ttlMs = 5 * 60_000, now = Date.now }: SnapshotMemoryOptions = {}): SnapshotMemory {
  // A Map iterates in insertion order: its first entry is the oldest.
  const kept = new Map<string, { body: string; until: number }>();
  return {
    keep(ruid, body) {
      kept.delete(ruid);
      kept.set(ruid, { body, until: now() + ttlMs });
      while (kept.size > capacity) {
        const oldest = kept.keys().next().value;
        if (oldest === undefined) break;
        kept.delete(oldest);
      }
    },
    get(ruid) {
      const entry = kept.get(ruid);
      if (!entry) return undefined;
      if (entry.until <= now()) {
        kept.delete(ruid);
        return undefined;
      }
      return entry.body;
    },
    clear() {
      kept.clear();
    },
  };
}
