import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { paymentFailureOf } from '@teamcast/domain';
import { CardFailure } from '../payment-failure';

// Stripe's script is fetched once per publishable key, and only by an owner who pays through Stripe.
const loaded = new Map<string, Promise<Stripe | null>>();

export function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = loaded.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    loaded.set(publishableKey, stripe);
  }
  return stripe;
}

/** Lets the card holder confirm a payment (3-D Secure) in Stripe's own window; a refusal as our code. */
export async function confirmStripePayment(publishableKey: string, clientSecret: string): Promise<void> {
  const stripe = await stripeFor(publishableKey);
  if (!stripe) throw new CardFailure('payment_failed');
  const result = await stripe.confirmCardPayment(clientSecret);
  if (result.error) throw new CardFailure(paymentFailureOf(result.error.decline_code ?? result.error.code));
}
