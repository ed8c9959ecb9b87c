import type Stripe from 'stripe';
import { WebhookSignatureError, type ProviderEvent, type WebhookVerifier } from './payment-provider';

/** The PaymentIntent an event is about: the intent itself, or the one a charge (or its refund or dispute) belongs to. */
function paymentRefOf(event: Stripe.Event): string | null {
  const object = event.data.object as unknown as { id?: unknown; payment_intent?: unknown };
  if (event.type.startsWith('payment_intent.')) return typeof object.id === 'string' ? object.id : null;
  if (event.type.startsWith('charge.')) {
    const intent = object.payment_intent;
    if (typeof intent === 'string') return intent;
    // Expanded, it is the intent itself.
    if (intent && typeof intent === 'object' && typeof (intent as { id?: unknown }).id === 'string') return (intent as { id: string }).id;
  }
  return null;
}

/**
 * Checks Stripe's signature (`Stripe-Signature`: a timestamp and an HMAC of the raw body under the
 * endpoint's secret, refused when older than the SDK's five minutes) before anything of the event is read.
 */
export function createStripeWebhookVerifier(stripe: Stripe, webhookSecret: string): WebhookVerifier {
  return (rawBody: Buffer, signature: string | undefined): ProviderEvent => {
    if (!signature) throw new WebhookSignatureError('The Stripe-Signature header is missing');
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
    } catch (error) {
      // Whatever the SDK refuses (a wrong or stale signature, a body that is not an event) is not to be acted on.
      throw new WebhookSignatureError(error instanceof Error ? error.message : 'The webhook could not be verified');
    }
    return { id: event.id, type: event.type, paymentRef: paymentRefOf(event) };
  };
}
