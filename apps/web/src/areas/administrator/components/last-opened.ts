import { useEffect } from 'react';

const storageKey = 'teamcast.administrator.lastOpenedProfile';

/** Remembers on this device the profile last opened from a list, so the list can point it out on return. */
export function rememberOpenedProfile(id: string): void {
  window.localStorage.setItem(storageKey, id);
}

export function lastOpenedProfile(): string | null {
  return window.localStorage.getItem(storageKey);
}

/** Scrolls the list's row of the last opened profile into view once it is on the page. */
export function useScrollToLastOpened(rowId: string | null, ready: boolean): void {
  useEffect(() => {
    if (!ready || !rowId) return;
    const row = document.querySelector(`[data-row-id="${CSS.escape(rowId)}"]`);
    // jsdom has no layout, and no scrollIntoView either.
    if (row && 'scrollIntoView' in row && typeof row.scrollIntoView === 'function') row.scrollIntoView({ block: 'center' });
  }, [rowId, ready]);
}
