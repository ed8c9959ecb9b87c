import type { SubscriptionStatus } from './subscription-access';

/**
 * What the renewal scheduler does with a subscription at a given moment. It is decided here, from the
 * stored state and the time, so the rules are tested without a clock or a card.
 */
export interface RenewalState {
  status: SubscriptionStatus;
  /** Whether the plan renews at all (demos and the bonus do not). */
  renews: boolean;
  cancelAtPeriodEnd: boolean;
  periodEnd: Date | null;
  /** When the open invoice of a failed renewal is tried again; null when none waits. */
  nextAttemptAt: Date | null;
  /** How many times the open renewal invoice has been charged without success. */
  attempts: number;
}

export type RenewalAction =
  | { kind: 'none' }
  /** The period is over and nothing renews it: the subscription ends. */
  | { kind: 'expire' }
  /** The period is over: a new invoice for the next period is made and charged. */
  | { kind: 'renew' }
  /** A failed renewal's invoice is charged again. */
  | { kind: 'retry' }
  /** The retries are spent: the subscription is unpaid and its tools close until the invoice is paid. */
  | { kind: 'give_up' };

/** Days after a failed renewal on which it is tried again; after the last failure it is unpaid. */
export const renewalRetryDays = [1, 2, 4] as const;

export function nextRetryAt(failedAt: Date, attempts: number): Date | null {
  const days = renewalRetryDays[attempts - 1];
  return days === undefined ? null : new Date(failedAt.getTime() + days * 86_400_000);
}

export function renewalAction(state: RenewalState, now: Date): RenewalAction {
  if (state.status === 'active') {
    if (!state.periodEnd || state.periodEnd > now) return { kind: 'none' };
    return state.renews && !state.cancelAtPeriodEnd ? { kind: 'renew' } : { kind: 'expire' };
  }
  if (state.status === 'past_due') {
    if (state.cancelAtPeriodEnd) return { kind: 'expire' };
    if (!state.nextAttemptAt) return { kind: 'give_up' };
    return state.nextAttemptAt <= now ? { kind: 'retry' } : { kind: 'none' };
  }
  return { kind: 'none' };
}
