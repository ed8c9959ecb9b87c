import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paymentFailureCodes, paymentFailureOf, reportPaymentStatuses } from './payment-outcomes';

describe('why a payment failed, in the product’s words', () => {
  it.each([
    ['insufficient_funds', 'insufficient_funds'],
    ['authentication_required', 'payment_status_incomplete'],
    ['requires_action', 'payment_status_incomplete'],
    ['requires_payment_method_authentication', 'payment_status_incomplete'],
    ['processing_error', 'payment_failed'],
    ['payment_failed', 'payment_failed'],
    ['card_declined', 'card_declined'],
    ['generic_decline', 'card_declined'],
    ['do_not_honor', 'card_declined'],
    ['expired_card', 'card_declined'],
    ['stolen_card', 'card_declined'],
  ])('%s is %s', (reason, code) => {
    expect(paymentFailureOf(reason)).toBe(code);
  });

  it('says the card was declined when the provider gives no reason', () => {
    expect(paymentFailureOf(null)).toBe('card_declined');
    expect(paymentFailureOf(undefined)).toBe('card_declined');
    expect(paymentFailureOf('')).toBe('card_declined');
  });

  it('always answers one of its codes, and any unknown reason is a declined card', () => {
    const known = new Set(['insufficient_funds', 'authentication_required', 'requires_action', 'requires_payment_method_authentication', 'processing_error', 'payment_failed']);
    fc.assert(
      fc.property(fc.string(), (reason) => {
        const code = paymentFailureOf(reason);
        expect(paymentFailureCodes).toContain(code);
        if (!known.has(reason)) expect(code).toBe('card_declined');
      }),
    );
  });

  it('names the full report’s payment states as the spec does', () => {
    expect(reportPaymentStatuses).toEqual(['INITIAL', 'UNPAID', 'PAID']);
  });
});
