/** At most one progress report this often: a fast training would otherwise send one per epoch. */
export const TRAINING_PROGRESS_EVERY_MS = 200;

/**
 * Passes a value on at most once per `everyMs` (the first at once) and drops the ones between.
 * `now` is a monotonic clock in milliseconds.
 */
export function throttle<T>(pass: (value: T) => void, everyMs: number, now: () => number = () => performance.now()) {
  let last = Number.NEGATIVE_INFINITY;
  return {
    offer(value: T) {
      const at = now();
      if (at - last < everyMs) return;
      last = at;
      pass(value);
    },
  };
}
