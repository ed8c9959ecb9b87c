import { useEffect } from 'react';
import type { AuthArea } from '../auth/auth-area';

/** What a list can remember: the administrator has two lists, the others one each. */
export type LastOpenedKind = 'profile' | 'questionnaire' | 'team';

export interface LastOpenedStore {
  get(area: AuthArea, kind: LastOpenedKind): string | null;
  set(area: AuthArea, kind: LastOpenedKind, id: string): void;
  clear(area: AuthArea): void;
}

const prefix = 'teamcast.last-opened.';

function key(area: AuthArea, kind: LastOpenedKind): string {
  return `${prefix}${area}.${kind}`;
}

/** Remembers per area the id last opened from a list, so the list can offer to go back to it. */
export function createLastOpenedStore(storage: Storage): LastOpenedStore {
  return {
    get: (area, kind) => storage.getItem(key(area, kind)) || null,
    set(area, kind, id) {
      if (id) storage.setItem(key(area, kind), id);
    },
    clear(area) {
      const areaPrefix = `${prefix}${area}.`;
      const doomed: string[] = [];
      for (let i = 0; i < storage.length; i += 1) {
        const name = storage.key(i);
        if (name?.startsWith(areaPrefix)) doomed.push(name);
      }
      for (const name of doomed) storage.removeItem(name);
    },
  };
}

export const lastOpenedStore = createLastOpenedStore(window.localStorage);

/** Call from a detail page: remembers its id for the area's list. */
export function useRememberLastOpened(area: AuthArea, kind: LastOpenedKind, id: string | undefined, store: LastOpenedStore = lastOpenedStore): void {
  useEffect(() => {
    if (id) store.set(area, kind, id);
  }, [area, kind, id, store]);
}
