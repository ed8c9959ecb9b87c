import { loadFailureKind } from './chunk-load-error';
import type { LoadFailureStore } from './load-failure-store';

interface PreloadErrorEvent extends Event {
  payload?: unknown;
}

/**
 * Vite announces a failed preload with `vite:preloadError`. A stylesheet that did not arrive is
 * handled here (the page would otherwise render unstyled without saying why); a script chunk that
 * did not arrive keeps failing its import, and the route error boundary takes it from there.
 */
export function listenForPreloadErrors(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  store: LoadFailureStore,
  report: (kind: 'stylesheet', message: string) => void,
): () => void {
  const onPreloadError = (event: Event) => {
    const error = (event as PreloadErrorEvent).payload;
    if (loadFailureKind(error) !== 'stylesheet') return;
    event.preventDefault();
    const message = error instanceof Error ? error.message : String(error);
    store.set({ kind: 'stylesheet', message });
    report('stylesheet', message);
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  return () => target.removeEventListener('vite:preloadError', onPreloadError);
}
