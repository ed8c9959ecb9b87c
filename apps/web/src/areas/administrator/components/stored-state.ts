import { useEffect, useState } from 'react';

/**
 * State kept for this tab's session, so a list opened again (after a profile, say) shows the same filters
 * and page. A stored value that no longer parses is dropped.
 */
export function useSessionState<T>(key: string, initial: T): [T, (value: T) => void] {
  const storageKey = `teamcast.administrator.${key}`;
  const [value, setValue] = useState<T>(() => {
    try {
      const stored = window.sessionStorage.getItem(storageKey);
      return stored === null ? initial : (JSON.parse(stored) as T);
    } catch {
      return initial;
    }
  });
  useEffect(() => {
    window.sessionStorage.setItem(storageKey, JSON.stringify(value));
  }, [storageKey, value]);
  return [value, setValue];
}
