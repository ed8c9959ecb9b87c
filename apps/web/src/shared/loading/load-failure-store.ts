import { useSyncExternalStore } from 'react';
import type { LoadFailureKind } from './chunk-load-error';

export interface LoadFailure {
  kind: LoadFailureKind;
  message: string;
}

/** A failed load noticed outside rendering (a stylesheet); the root layout then offers a reload. */
export function createLoadFailureStore() {
  let current: LoadFailure | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(failure: LoadFailure) {
      current = failure;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type LoadFailureStore = ReturnType<typeof createLoadFailureStore>;

export const loadFailureStore = createLoadFailureStore();

export function useLoadFailure(store: LoadFailureStore = loadFailureStore): LoadFailure | null {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
