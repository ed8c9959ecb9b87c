import type { Currency, PaymentFailureCode } from '@teamcast/domain';

/**
 * The card provider behind billing: the built-in card processor (the embedded default, answering like
 * the provider's test mode) or Stripe. Billing keeps subscriptions, invoices and renewals itself and asks
 * the provider only to keep cards and to charge them, so both providers run the same lifecycle.
 */
export interface PaymentProvider {
  readonly kind: 'simulator' | 'stripe';
  /** Given to the browser so it loads the matching card entry. */
  readonly publishableKey: string | null;
  /** Checks the signature of the provider's events; null for a provider that sends none. */
  readonly webhooks: WebhookVerifier | null;

  /** The provider's customer for an owner, made once; the id is stored on the owner. */
  createCustomer(input: { ownerId: string; email: string; idempotencyKey: string }): Promise<string>;

  /** Binds a card entered in the browser (a payment method id) to the customer; answers what may be kept of it. */
  attachCard(input: { customerId: string; paymentMethodRef: string }): Promise<CardDetails>;
  detachCard(paymentMethodRef: string): Promise<void>;

  /**
   * Charges an amount. With a card and `offSession`, the card is charged now (renewals, plan changes);
   * without a card, the payment waits to be confirmed in the browser with a card entered there. The same
   * idempotency key always answers the same payment, never a second charge.
   */
  createPayment(input: CreatePaymentInput): Promise<PaymentResult>;

  /** The payment as the provider sees it now (after the browser confirmed it, or to recover a lost answer). */
  retrievePayment(providerRef: string): Promise<PaymentResult>;
}

export interface CardDetails {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface CreatePaymentInput {
  amount: number;
  currency: Currency;
  customerId: string | null;
  paymentMethodRef: string | null;
  offSession: boolean;
  description: string;
  idempotencyKey: string;
  /** Our payment's id, kept by the provider so its events name it. */
  paymentId: string;
}

export interface PaymentResult {
  /** The provider's id of the payment (Stripe's pi_…). */
  providerRef: string;
  status: 'succeeded' | 'requires_action' | 'requires_payment_method' | 'processing' | 'failed' | 'canceled';
  /** For a payment the browser confirms; never logged, stored only as a hash. */
  clientSecret: string | null;
  /** Why it failed, in our words. */
  failure: PaymentFailureCode | null;
}

/** A refusal by the provider of a call that is not a charge (attaching a card that is not valid, say). */
export class PaymentProviderError extends Error {
  constructor(
    readonly code: PaymentFailureCode | 'card_invalid' | 'payment_method_not_found',
    message: string,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

/** One event of the provider, as billing needs it: which payment it concerns, if any. */
export interface ProviderEvent {
  /** The provider's event id; an event already processed is skipped. */
  id: string;
  type: string;
  /** The provider's id of the payment the event is about (Stripe's pi_…), or null. */
  paymentRef: string | null;
}

/** Reads an event from the raw body and its signature header; throws `WebhookSignatureError` when they do not match. */
export type WebhookVerifier = (rawBody: Buffer, signature: string | undefined) => ProviderEvent;

export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}
