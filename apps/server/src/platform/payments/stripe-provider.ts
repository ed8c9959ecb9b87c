import Stripe from 'stripe';
import type { Config } from '../../config';
import { PaymentProviderError, type CardDetails, type CreatePaymentInput, type PaymentProvider, type PaymentResult } from './payment-provider';
import { failureOfStripeError, resultOfPaymentIntent } from './stripe-payment-result';
import { createStripeWebhookVerifier } from './stripe-webhooks';

export type StripeSettings = NonNullable<Config['stripe']>;

/** Where the SDK sends its requests; Stripe's API unless a test points it at a server of its own. */
export type StripeConnection = Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol' | 'maxNetworkRetries' | 'timeout'>;

const isMissing = (error: unknown): error is Stripe.errors.StripeInvalidRequestError => error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing';

/**
 * The production card provider: Stripe, through its official SDK. Cards are entered in Stripe's
 * Elements in the browser and reach us only as payment method ids; billing's own idempotency keys go
 * with every call that creates something, so a retried request (the SDK's own retries included)
 * never makes a second customer or a second charge.
 */
export function createStripeProvider(settings: StripeSettings, connection: StripeConnection = {}): PaymentProvider {
  const stripe = new Stripe(settings.secretKey, {
    // Safe with the idempotency keys; a payment call should not hang an owner's request for the SDK's 80 s.
    maxNetworkRetries: 2,
    timeout: 30_000,
    appInfo: { name: 'Teamcast' },
    ...connection,
  });

  return {
    kind: 'stripe',
    publishableKey: settings.publishableKey,
    webhooks: createStripeWebhookVerifier(stripe, settings.webhookSecret),

    async createCustomer({ ownerId, email, idempotencyKey }) {
      const customer = await stripe.customers.create({ email, metadata: { ownerId } }, { idempotencyKey });
      return customer.id;
    },

    async attachCard({ customerId, paymentMethodRef }): Promise<CardDetails> {
      let method: Stripe.PaymentMethod;
      try {
        method = await stripe.paymentMethods.attach(paymentMethodRef, { customer: customerId });
      } catch (error) {
        if (isMissing(error)) throw new PaymentProviderError('payment_method_not_found', 'No such card');
        if (error instanceof Stripe.errors.StripeCardError) throw new PaymentProviderError(failureOfStripeError(error), error.message);
        throw error;
      }
      const card = method.card;
      if (!card) throw new PaymentProviderError('card_invalid', 'The payment method is not a card');
      return { brand: card.brand, last4: card.last4, expMonth: card.exp_month, expYear: card.exp_year };
    },

    async detachCard(paymentMethodRef) {
      try {
        await stripe.paymentMethods.detach(paymentMethodRef);
      } catch (error) {
        // Already gone at Stripe: what removing it was for.
        if (!isMissing(error)) throw error;
      }
    },

    async createPayment(input: CreatePaymentInput): Promise<PaymentResult> {
      const card = input.paymentMethodRef;
      const params: Stripe.PaymentIntentCreateParams = {
        amount: input.amount,
        currency: input.currency.toLowerCase(),
        description: input.description,
        metadata: { paymentId: input.paymentId },
        // Cards only, whatever the Dashboard enables: nothing else would fit billing's flow (no redirects).
        allowed_payment_method_types: ['card'],
        ...(input.customerId ? { customer: input.customerId } : {}),
        // Without a card, the intent waits for the browser to confirm it with one entered there.
        ...(card ? { payment_method: card, confirm: true, ...(input.offSession ? { off_session: true } : {}) } : {}),
      };
      try {
        return resultOfPaymentIntent(await stripe.paymentIntents.create(params, { idempotencyKey: input.idempotencyKey }));
      } catch (error) {
        // Stripe answers a refused charge with a card error that carries the intent it left behind.
        if (error instanceof Stripe.errors.StripeCardError) {
          return {
            // Stripe always sends the intent with a refused charge; should it not, the row keeps our own id, as for other failed attempts.
            providerRef: error.payment_intent?.id ?? input.paymentId,
            status: 'failed',
            clientSecret: null,
            failure: failureOfStripeError(error),
          };
        }
        if (isMissing(error) && card && error.param === 'payment_method') throw new PaymentProviderError('payment_method_not_found', 'No such card');
        throw error;
      }
    },

    async retrievePayment(providerRef) {
      try {
        return resultOfPaymentIntent(await stripe.paymentIntents.retrieve(providerRef));
      } catch (error) {
        if (isMissing(error)) throw new PaymentProviderError('payment_method_not_found', 'No such payment');
        throw error;
      }
    },
  };
}
