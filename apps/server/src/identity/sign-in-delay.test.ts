import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pairDelayMs, type PairDelayPolicy } from './sign-in-delay';

const policy: PairDelayPolicy = { freeFailures: 5, firstDelayMs: 1000, maxDelayMs: 15 * 60 * 1000 };

const policies = fc.record({
  freeFailures: fc.integer({ min: 0, max: 20 }),
  firstDelayMs: fc.integer({ min: 1, max: 60_000 }),
  maxDelayMs: fc.integer({ min: 1, max: 24 * 60 * 60 * 1000 }),
});

describe('the wait of one account at one place', () => {
  it('is nothing for the free failures, then 1 s, 2 s, 4 s … up to 15 minutes', () => {
    expect([0, 1, 5].map((failures) => pairDelayMs(failures, policy))).toEqual([0, 0, 0]);
    expect([6, 7, 8, 9, 15].map((failures) => pairDelayMs(failures, policy))).toEqual([1000, 2000, 4000, 8000, 512_000]);
    expect(pairDelayMs(16, policy)).toBe(15 * 60 * 1000);
    expect(pairDelayMs(10_000, policy)).toBe(15 * 60 * 1000);
  });

  it('never shrinks with another failure, and doubles until it reaches the cap', () => {
    fc.assert(
      fc.property(policies, fc.integer({ min: 0, max: 500 }), (rule, failures) => {
        const now = pairDelayMs(failures, rule);
        const next = pairDelayMs(failures + 1, rule);
        expect(next).toBeGreaterThanOrEqual(now);
        expect(next).toBeLessThanOrEqual(Math.max(rule.maxDelayMs, 0));
        if (now > 0 && now * 2 <= rule.maxDelayMs) expect(next).toBe(now * 2);
        if (now > 0 && now * 2 > rule.maxDelayMs) expect(next).toBe(rule.maxDelayMs);
      }),
    );
  });

  it('is a whole number of milliseconds, so Retry-After is exact', () => {
    fc.assert(
      fc.property(policies, fc.integer({ min: 0, max: 10_000 }), (rule, failures) => {
        expect(Number.isSafeInteger(pairDelayMs(failures, rule))).toBe(true);
      }),
    );
  });
});
