import { useEffect } from 'react';
import type { AuthArea } from '../auth/auth-area';

/** What a list can remember: the administrator has two lists, the others one each. */
export type LastOpenedKind = 'profile' | 'questionnaire' | 'team';

/** An item as its detail page showed it: the title is kept so the link never shows a bare id. */
export interface LastOpenedItem {
  id: string;
  title: string;
}

export interface LastOpenedStore {
  get(area: AuthArea, kind: LastOpenedKind): LastOpenedItem | null;
  set(area: AuthArea, kind: LastOpenedKind, item: LastOpenedItem): void;
  forget(area: AuthArea, kind: LastOpenedKind): void;
  clear(area: AuthArea): void;
}

const prefix = 'teamcast.last-opened.';

function key(area: AuthArea, kind: LastOpenedKind): string {
  return `${prefix}${area}.${kind}`;
}

// Anything else stored under the key, such as a bare id kept before titles were, names nothing.
function parseItem(raw: string | null): LastOpenedItem | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { id, title } = value as Record<string, unknown>;
    return typeof id === 'string' && id && typeof title === 'string' && title ? { id, title } : null;
  } catch {
    return null;
  }
}

/** Remembers per area the item last opened from a list, so the list can offer to go back to it. */
export function createLastOpenedStore(storage: Storage): LastOpenedStore {
  return {
    get: (area, kind) => parseItem(storage.getItem(key(area, kind))),
    set(area, kind, item) {
      if (item.id && item.title) storage.setItem(key(area, kind), JSON.stringify({ id: item.id, title: item.title }));
    },
    forget(area, kind) {
      storage.removeItem(key(area, kind));
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

/**
 * Call from a detail page with the item once it has loaded: an id typed into the address bar, or
 * one the server does not know, is never remembered.
 */
export function useRememberLastOpened(
  area: AuthArea,
  kind: LastOpenedKind,
  item: LastOpenedItem | null | undefined,
  store: LastOpenedStore = lastOpenedStore,
): void {
  const id = item?.id;
  const title = item?.title;
  useEffect(() => {
    if (id && title) store.set(area, kind, { id, title });
  }, [area, kind, id, title, store]);
}
