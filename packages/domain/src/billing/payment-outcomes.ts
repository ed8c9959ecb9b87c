/**
 * How a card payment ended, in the product's words, whichever provider took it. The provider's own
 * reasons are mapped onto these (spec section 8): insufficient funds has its own message, a payment
 * waiting for the card holder's confirmation says the status is incomplete, and any other refusal says
 * the card was declined.
 */
export const paymentFailureCodes = ['card_declined', 'insufficient_funds', 'payment_failed', 'payment_status_incomplete'] as const;
export type PaymentFailureCode = (typeof paymentFailureCodes)[number];

/** The provider's decline reason (Stripe's `decline_code` or `code`), as our code. */
export function paymentFailureOf(reason: string | null | undefined): PaymentFailureCode {
  switch (reason) {
    case 'insufficient_funds':
      return 'insufficient_funds';
    case 'authentication_required':
    case 'requires_action':
    case 'requires_payment_method_authentication':
      return 'payment_status_incomplete';
    case 'processing_error':
    case 'payment_failed':
      return 'payment_failed';
    default:
      return 'card_declined';
  }
}

/** The full report's payment as the spec names its states: never asked for, asked for and unpaid, paid. */
export const reportPaymentStatuses = ['INITIAL', 'UNPAID', 'PAID'] as const;
export type ReportPaymentStatus = (typeof reportPaymentStatuses)[number];
