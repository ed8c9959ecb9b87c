import { useCallback, useRef, useState } from 'react';

export type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

/**
 * One billing request at a time: while one runs its button shows it and every other is disabled, and
 * a second click (a double click, say) sends nothing. The ref answers before React has drawn the
 * disabled buttons.
 */
export function useBusy() {
  const [busy, setBusy] = useState<string | null>(null);
  const running = useRef(false);
  const run = useCallback(async <T>(name: string, work: () => Promise<T>): Promise<Outcome<T> | null> => {
    if (running.current) return null;
    running.current = true;
    setBusy(name);
    try {
      return { ok: true, value: await work() };
    } catch (error) {
      return { ok: false, error };
    } finally {
      running.current = false;
      setBusy(null);
    }
  }, []);
  return { busy, run };
}
