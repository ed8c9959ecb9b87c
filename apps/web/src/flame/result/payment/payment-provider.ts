import type { ReportPaymentIntent } from '@teamcast/contract';

export type PaymentProvider = ReportPaymentIntent['provider'];

export const builtInProvider: PaymentProvider = { kind: 'simulator', publishableKey: null };

/**
 * Which card processor takes the payment, so the page shows its card entry: the built-in one's light
 * form, or Stripe's, whose script loads only then.
 */
export function providerOf(intent: ReportPaymentIntent): PaymentProvider {
  return intent.provider;
}
