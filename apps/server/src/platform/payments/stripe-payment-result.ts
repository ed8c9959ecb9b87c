import { paymentFailureOf, type PaymentFailureCode } from '@teamcast/domain';
import type Stripe from 'stripe';
import type { PaymentResult } from './payment-provider';

/**
 * Stripe's reason for a refusal, as our code. The SDK sets `decline_code` to an empty string when the
 * answer has none, so an empty one falls back to `code` (`authentication_required`, `processing_error`…).
 */
export function failureOfStripeError(error: { decline_code?: string | null; code?: string | null }): PaymentFailureCode {
  return paymentFailureOf(error.decline_code || error.code);
}

/** A PaymentIntent's status in our words. */
export function statusOfPaymentIntent(status: Stripe.PaymentIntent.Status): Exclude<PaymentResult['status'], 'failed'> {
  switch (status) {
    case 'succeeded':
      return 'succeeded';
    case 'requires_action':
      return 'requires_action';
    // Both wait for the browser: a card to be entered, or the one given to be confirmed there.
    case 'requires_payment_method':
    case 'requires_confirmation':
      return 'requires_payment_method';
    case 'canceled':
      return 'canceled';
    // Manual capture is never asked for; an intent holding funds is as good as under way.
    case 'processing':
    case 'requires_capture':
    default:
      return 'processing';
  }
}

/** What billing keeps of a PaymentIntent. */
export function resultOfPaymentIntent(intent: Stripe.PaymentIntent): PaymentResult {
  const status = statusOfPaymentIntent(intent.status);
  // A refused card leaves the intent waiting for another one, with the refusal as its last error; the
  // error is cleared once the intent moves on, so it says why only while the intent still waits.
  const refusal = status === 'requires_payment_method' ? intent.last_payment_error : null;
  return {
    providerRef: intent.id,
    status,
    clientSecret: intent.client_secret,
    failure: refusal ? failureOfStripeError(refusal) : null,
  };
}
