import { errorCodes, type ApiError } from '@teamcast/contract';

export type ErrorListener = (error: ApiError) => void;

// Failures kept for a display that is not mounted yet; older ones are stale by the time it is.
const maxPending = 5;

/**
 * The top-level error display as a small hub: the API clients publish failures here, and the
 * layout on screen shows them its own way (Mantine notifications, or the consumer test's light toast).
 * Failures published while no display is mounted wait for the first one.
 */
export function createErrorDisplay() {
  const listeners = new Set<ErrorListener>();
  let pending: ApiError[] = [];

  return {
    show(error: ApiError): void {
      if (listeners.size === 0) {
        pending = [...pending, error].slice(-maxPending);
        return;
      }
      for (const listener of listeners) listener(error);
    },
    subscribe(listener: ErrorListener): () => void {
      listeners.add(listener);
      const waiting = pending;
      pending = [];
      for (const error of waiting) listener(error);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type ErrorDisplay = ReturnType<typeof createErrorDisplay>;

export const errorDisplay = createErrorDisplay();

const knownCodes = new Set<string>(errorCodes);

/** The translation key of an error code; codes this version of the app does not know read as unexpected. */
export function errorMessageKey(code: string): string {
  return knownCodes.has(code) ? `errors.codes.${code}` : 'errors.codes.unknown';
}
