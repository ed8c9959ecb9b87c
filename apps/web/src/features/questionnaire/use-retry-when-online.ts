import { useEffect, useEffectEvent } from 'react';

/** Back online: the retry a save banner promised happens by itself. */
export function useRetryWhenOnline(retry: () => void): void {
  const onOnline = useEffectEvent(retry);
  useEffect(() => {
    const listener = () => onOnline();
    window.addEventListener('online', listener);
    return () => window.removeEventListener('online', listener);
  }, []);
}
