import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextRetryAt, renewalAction, renewalRetryDays, type RenewalState } from './renewal';
import { subscriptionStatuses } from './subscription-access';

const DAY = 86_400_000;
const now = new Date('2025-06-15T12:00:00.000Z');
const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);

const state = (change: Partial<RenewalState> = {}): RenewalState => ({
  status: 'active',
  renews: true,
  cancelAtPeriodEnd: false,
  periodEnd: at(-1),
  nextAttemptAt: null,
  attempts: 0,
  ...change,
});

const anyDate = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true });
const anyState: fc.Arbitrary<RenewalState> = fc.record({
  status: fc.constantFrom(...subscriptionStatuses),
  renews: fc.boolean(),
  cancelAtPeriodEnd: fc.boolean(),
  periodEnd: fc.option(anyDate, { nil: null }),
  nextAttemptAt: fc.option(anyDate, { nil: null }),
  attempts: fc.integer({ min: 0, max: 5 }),
});

describe('what the renewal scheduler does', () => {
  it.each<[string, Partial<RenewalState>, string]>([
    ['an active plan in its period', { periodEnd: at(DAY) }, 'none'],
    ['an active plan ending this very moment', { periodEnd: now }, 'renew'],
    ['an active plan whose period is over', {}, 'renew'],
    ['an active plan that never ends', { periodEnd: null }, 'none'],
    ['an active plan over, renewal cancelled', { cancelAtPeriodEnd: true }, 'expire'],
    ['an active plan in its period, renewal cancelled', { cancelAtPeriodEnd: true, periodEnd: at(DAY) }, 'none'],
    ['a demo or the bonus over', { renews: false }, 'expire'],
    ['a past due plan whose retry has come', { status: 'past_due', nextAttemptAt: at(-1), attempts: 1 }, 'retry'],
    ['a past due plan whose retry is due this moment', { status: 'past_due', nextAttemptAt: now, attempts: 1 }, 'retry'],
    ['a past due plan waiting for its retry', { status: 'past_due', nextAttemptAt: at(1), attempts: 1 }, 'none'],
    ['a past due plan with no retry left', { status: 'past_due', nextAttemptAt: null, attempts: 3 }, 'give_up'],
    ['a past due plan whose renewal was cancelled', { status: 'past_due', cancelAtPeriodEnd: true, nextAttemptAt: at(DAY), attempts: 1 }, 'expire'],
    ['an incomplete plan', { status: 'incomplete' }, 'none'],
    ['an unpaid plan', { status: 'unpaid' }, 'none'],
    ['a canceled plan', { status: 'canceled' }, 'none'],
  ])('%s: %s', (_, change, kind) => {
    expect(renewalAction(state(change), now)).toEqual({ kind });
  });

  it('never renews an active plan whose period has not ended, nor one that never ends', () => {
    fc.assert(
      fc.property(anyState, anyDate, (s, when) => {
        fc.pre(s.status === 'active' && (s.periodEnd === null || s.periodEnd > when));
        expect(renewalAction(s, when)).toEqual({ kind: 'none' });
      }),
    );
  });

  it('ends a plan whose period is over when its renewal is cancelled or it does not renew', () => {
    fc.assert(
      fc.property(anyState, anyDate, (s, when) => {
        fc.pre(s.status === 'active' && s.periodEnd !== null && s.periodEnd <= when && (s.cancelAtPeriodEnd || !s.renews));
        expect(renewalAction(s, when)).toEqual({ kind: 'expire' });
      }),
    );
  });

  it('retries a past due plan only once its next attempt has come, and gives up without one', () => {
    fc.assert(
      fc.property(anyState, anyDate, (s, when) => {
        fc.pre(s.status === 'past_due' && !s.cancelAtPeriodEnd);
        const kind = renewalAction(s, when).kind;
        if (s.nextAttemptAt === null) expect(kind).toBe('give_up');
        else expect(kind).toBe(s.nextAttemptAt <= when ? 'retry' : 'none');
      }),
    );
  });

  it('does nothing to a subscription that gives no access, whatever its dates', () => {
    fc.assert(
      fc.property(anyState, anyDate, (s, when) => {
        fc.pre(s.status === 'incomplete' || s.status === 'unpaid' || s.status === 'canceled');
        expect(renewalAction(s, when)).toEqual({ kind: 'none' });
      }),
    );
  });

  it('charges only what renews or is being retried', () => {
    fc.assert(
      fc.property(anyState, anyDate, (s, when) => {
        const { kind } = renewalAction(s, when);
        if (kind === 'renew') expect(s.status === 'active' && s.renews && !s.cancelAtPeriodEnd).toBe(true);
        if (kind === 'retry') expect(s.status === 'past_due' && !s.cancelAtPeriodEnd).toBe(true);
      }),
    );
  });
});

describe('when a failed renewal is tried again', () => {
  it('is 1, 2 and 4 days after each failure, then never', () => {
    expect(renewalRetryDays).toEqual([1, 2, 4]);
    expect(nextRetryAt(now, 1)).toEqual(at(DAY));
    expect(nextRetryAt(now, 2)).toEqual(at(2 * DAY));
    expect(nextRetryAt(now, 3)).toEqual(at(4 * DAY));
    expect(nextRetryAt(now, 4)).toBeNull();
    expect(nextRetryAt(now, 0)).toBeNull();
  });

  it('is always later than the failure while retries are left, and the schedule ends', () => {
    fc.assert(
      fc.property(anyDate, fc.integer({ min: 1, max: 20 }), (failedAt, attempts) => {
        const next = nextRetryAt(failedAt, attempts);
        if (attempts <= renewalRetryDays.length) expect(next!.getTime()).toBeGreaterThan(failedAt.getTime());
        else expect(next).toBeNull();
      }),
    );
  });

  it('walks a lapsed card through its retries to unpaid, keeping the plan past due meanwhile', () => {
    let s = state({ status: 'past_due', attempts: 1, nextAttemptAt: nextRetryAt(now, 1) });
    let clock = now;
    const steps: string[] = [];
    for (let i = 0; i < 60; i++) {
      clock = new Date(clock.getTime() + 6 * 60 * 60 * 1000);
      const { kind } = renewalAction(s, clock);
      if (kind === 'none') continue;
      steps.push(`${(clock.getTime() - now.getTime()) / DAY}d ${kind}`);
      if (kind === 'give_up') break;
      // Each retry fails as well.
      s = { ...s, attempts: s.attempts + 1, nextAttemptAt: nextRetryAt(clock, s.attempts + 1) };
    }
    expect(steps).toEqual(['1d retry', '3d retry', '7d retry', '7.25d give_up']);
  });
});
