import { useCallback, useSyncExternalStore } from 'react';
import { authAreas, type AuthArea } from './auth-area';

export interface Credentials {
  token: string;
}

export interface CredentialsStore {
  get(area: AuthArea): Credentials | null;
  set(area: AuthArea, credentials: Credentials): void;
  clear(area: AuthArea): void;
  subscribe(listener: () => void): () => void;
}

export function credentialsStorageKey(area: AuthArea): string {
  return `teamcast.auth.${area}`;
}

function parse(raw: string | null): Credentials | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (value && typeof value === 'object' && 'token' in value && typeof value.token === 'string' && value.token) {
      return { token: value.token };
    }
  } catch {
    // A value we did not write (or wrote in an older shape) counts as signed out.
  }
  return null;
}

/**
 * Stored credentials per area. Reads go to the storage every time so that a sign-out in another
 * tab is seen at once; `storage` events from other tabs are forwarded to subscribers.
 */
export function createCredentialsStore(storage: Storage, target?: Pick<Window, 'addEventListener' | 'removeEventListener'>): CredentialsStore {
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const keys = new Set(authAreas.map(credentialsStorageKey));
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || keys.has(event.key)) notify();
  };

  return {
    get: (area) => parse(storage.getItem(credentialsStorageKey(area))),
    set(area, credentials) {
      storage.setItem(credentialsStorageKey(area), JSON.stringify({ token: credentials.token }));
      notify();
    },
    clear(area) {
      storage.removeItem(credentialsStorageKey(area));
      notify();
    },
    subscribe(listener) {
      if (listeners.size === 0) target?.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) target?.removeEventListener('storage', onStorage);
      };
    },
  };
}

export const credentialsStore = createCredentialsStore(window.localStorage, window);

/** The token of an area as React state: components re-render when it appears or goes away. */
export function useAreaToken(area: AuthArea, store: CredentialsStore = credentialsStore): string | null {
  const read = useCallback(() => store.get(area)?.token ?? null, [area, store]);
  return useSyncExternalStore(store.subscribe, read, read);
}
