import { useEffect, useRef } from 'react';

/**
 * Calls `tick` every `intervalMs` while `active` and the page is in view; a hidden tab asks nothing, and
 * coming back to it asks at once. Each tick waits for the previous one to finish.
 */
export function useVisiblePolling(active: boolean, intervalMs: number, tick: () => Promise<unknown>, doc: Document = document): void {
  const latest = useRef(tick);
  useEffect(() => {
    latest.current = tick;
  });

  useEffect(() => {
    if (!active) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let running = false;
    const schedule = () => {
      clearTimeout(timer);
      if (!stopped && doc.visibilityState === 'visible') timer = setTimeout(run, intervalMs);
    };
    const run = async () => {
      if (stopped || running) return;
      running = true;
      try {
        await latest.current();
      } finally {
        running = false;
        schedule();
      }
    };
    const onVisibility = () => {
      if (doc.visibilityState === 'visible') void run();
      else clearTimeout(timer);
    };
    doc.addEventListener('visibilitychange', onVisibility);
    schedule();
    return () => {
      stopped = true;
      clearTimeout(timer);
      doc.removeEventListener('visibilitychange', onVisibility);
    };
  }, [active, intervalMs, doc]);
}
