import type { Clock } from '../../src/platform/clock';

export interface TestClock extends Clock {
  advance(ms: number): void;
}

export const minutes = (count: number) => count * 60 * 1000;
export const days = (count: number) => count * 24 * 60 * 60 * 1000;

/** A clock that stands still until a test moves it. */
export function createTestClock(start = '2026-03-02T09:00:00.000Z'): TestClock {
  let now = new Date(start).getTime();
  return {
    now: () => new Date(now),
    advance(ms) {
      now += ms;
    },
  };
}
