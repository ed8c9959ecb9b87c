/** What the test keeps on this device, behind one small interface so tests can hand in their own. */
export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

/** A store in memory: used where the browser refuses its storage (some private modes), and in tests. */
export function memoryStore(initial: Record<string, string> = {}): KeyValueStore {
  const values = new Map(Object.entries(initial));
  return {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
  };
}

/**
 * The browser's localStorage. Where it throws (storage blocked, or full) the values live on in memory
 * for this visit, so the test still works; only a reload would lose them.
 */
export function browserStore(storage: Storage | undefined = globalThis.localStorage): KeyValueStore {
  const fallback = memoryStore();
  return {
    get(key) {
      try {
        return storage?.getItem(key) ?? fallback.get(key);
      } catch {
        return fallback.get(key);
      }
    },
    set(key, value) {
      fallback.set(key, value);
      try {
        storage?.setItem(key, value);
      } catch {
        // Kept in memory above.
      }
    },
    remove(key) {
      fallback.remove(key);
      try {
        storage?.removeItem(key);
      } catch {
        // Nothing to remove where nothing could be kept.
      }
    },
  };
}

/** A stored JSON value that passes `accept`, or null when it is missing, unreadable or of another shape. */
export function readJson<T>(store: KeyValueStore, key: string, accept: (value: unknown) => value is T): T | null {
  const text = store.get(key);
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return accept(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeJson(store: KeyValueStore, key: string, value: unknown): void {
  store.set(key, JSON.stringify(value));
}
