import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PaymentProviderError, WebhookSignatureError, type CreatePaymentInput, type PaymentProvider } from './payment-provider';
import { createStripeProvider } from './stripe-provider';

const settings = { secretKey: 'sk_test_teamcast', webhookSecret: 'whsec_teamcast', publishableKey: 'pk_test_teamcast' };

interface Recorded {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: URLSearchParams;
}

/** Stripe's answers, in its shapes, for the calls the provider makes; what each card does follows Stripe's test cards. */
function answer(method: string, path: string, body: URLSearchParams): { status: number; json: unknown } {
  const intent = (id: string, status: string, extra: Record<string, unknown> = {}) => ({
    id,
    object: 'payment_intent',
    amount: Number(body.get('amount') ?? 100),
    currency: body.get('currency') ?? 'usd',
    status,
    client_secret: `${id}_secret_abc`,
    last_payment_error: null,
    metadata: { paymentId: body.get('metadata[paymentId]') },
    ...extra,
  });
  const cardError = (fields: Record<string, unknown>) => ({
    status: 402,
    json: { error: { type: 'card_error', message: 'Your card was declined.', ...fields } },
  });
  const missing = (param: string) => ({ status: 404, json: { error: { type: 'invalid_request_error', code: 'resource_missing', param, message: 'No such object' } } });

  if (method === 'POST' && path === '/v1/customers') return { status: 200, json: { id: 'cus_local1', object: 'customer', email: body.get('email') } };
  const attach = /^\/v1\/payment_methods\/([^/]+)\/(attach|detach)$/.exec(path);
  if (method === 'POST' && attach) {
    const [, id, action] = attach;
    if (id === 'pm_missing') return missing('payment_method');
    if (id === 'pm_card_expired') return cardError({ code: 'expired_card', decline_code: undefined });
    return {
      status: 200,
      json: {
        id,
        object: 'payment_method',
        type: 'card',
        customer: action === 'attach' ? body.get('customer') : null,
        card: { brand: 'mastercard', last4: '4444', exp_month: 7, exp_year: 2031 },
      },
    };
  }
  if (method === 'POST' && path === '/v1/payment_intents') {
    switch (body.get('payment_method')) {
      case null:
        return { status: 200, json: intent('pi_waiting', 'requires_payment_method') };
      case 'pm_card_visa':
        return { status: 200, json: intent('pi_paid', 'succeeded') };
      case 'pm_card_threeDSecure2Required':
        return { status: 200, json: intent('pi_3ds', 'requires_action', { next_action: { type: 'use_stripe_sdk' } }) };
      case 'pm_card_visa_chargeDeclined':
        return cardError({ code: 'card_declined', decline_code: 'generic_decline', payment_intent: intent('pi_declined', 'requires_payment_method') });
      case 'pm_card_visa_chargeDeclinedInsufficientFunds':
        return cardError({ code: 'card_declined', decline_code: 'insufficient_funds', payment_intent: intent('pi_poor', 'requires_payment_method') });
      case 'pm_card_authenticationRequired':
        // Off the session Stripe cannot ask the holder, and says so with a code and no decline code.
        return cardError({ code: 'authentication_required', payment_intent: intent('pi_unconfirmed', 'requires_payment_method') });
      case 'pm_missing':
        return missing('payment_method');
    }
  }
  const retrieved = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
  if (method === 'GET' && retrieved) {
    const id = retrieved[1]!;
    if (id === 'pi_missing') return missing('intent');
    if (id === 'pi_refused') {
      return {
        status: 200,
        json: intent(id, 'requires_payment_method', { last_payment_error: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds' } }),
      };
    }
    // pi_status_<status>: an intent in that status.
    return { status: 200, json: intent(id, id.replace(/^pi_status_/, '')) };
  }
  return { status: 500, json: { error: { type: 'api_error', message: `unexpected ${method} ${path}` } } };
}

let server: Server;
let provider: PaymentProvider;
let requests: Recorded[];

beforeAll(async () => {
  server = createServer((request, response) => {
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (raw += chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const body = new URLSearchParams(request.method === 'GET' ? url.search : raw);
      requests.push({ method: request.method ?? '', path: url.pathname, headers: request.headers, body });
      const { status, json } = answer(request.method ?? '', url.pathname, body);
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_local' });
      response.end(JSON.stringify(json));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  provider = createStripeProvider(settings, { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 });
});

afterAll(async () => {
  server.closeAllConnections();
  server.close();
  await once(server, 'close');
});

beforeEach(() => {
  requests = [];
});

const payment = (overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput => ({
  amount: 99_000,
  currency: 'RUB',
  customerId: 'cus_local1',
  paymentMethodRef: 'pm_card_visa',
  offSession: true,
  description: 'Teamcast MONTHLY_1',
  idempotencyKey: 'payment-1-attempt-1',
  paymentId: 'payment-1',
  ...overrides,
});

const only = (method: string, path: string) => {
  const matching = requests.filter((request) => request.method === method && request.path === path);
  expect(matching).toHaveLength(1);
  return matching[0]!;
};

describe('the Stripe provider', () => {
  it('names itself and hands the publishable key to the browser', () => {
    expect(provider.kind).toBe('stripe');
    expect(provider.publishableKey).toBe('pk_test_teamcast');
    expect(provider.webhooks).toBeTypeOf('function');
  });

  it('makes a customer once per idempotency key, with the owner in its metadata, authenticated by the secret key', async () => {
    expect(await provider.createCustomer({ ownerId: 'owner-7', email: 'anna@example.com', idempotencyKey: 'customer-owner-7' })).toBe('cus_local1');
    const call = only('POST', '/v1/customers');
    expect(call.headers['idempotency-key']).toBe('customer-owner-7');
    expect(call.headers.authorization).toBe('Bearer sk_test_teamcast');
    expect(call.body.get('email')).toBe('anna@example.com');
    expect(call.body.get('metadata[ownerId]')).toBe('owner-7');
  });

  it('attaches a card to the customer and keeps its brand, last four digits and expiry', async () => {
    expect(await provider.attachCard({ customerId: 'cus_local1', paymentMethodRef: 'pm_card_mastercard' })).toEqual({
      brand: 'mastercard',
      last4: '4444',
      expMonth: 7,
      expYear: 2031,
    });
    expect(only('POST', '/v1/payment_methods/pm_card_mastercard/attach').body.get('customer')).toBe('cus_local1');
  });

  it('refuses a card Stripe does not know, or one it refuses, with our codes', async () => {
    await expect(provider.attachCard({ customerId: 'cus_local1', paymentMethodRef: 'pm_missing' })).rejects.toMatchObject({
      name: 'PaymentProviderError',
      code: 'payment_method_not_found',
    });
    const refused = await provider.attachCard({ customerId: 'cus_local1', paymentMethodRef: 'pm_card_expired' }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PaymentProviderError);
    expect(refused).toMatchObject({ code: 'card_declined' });
  });

  it('detaches a card, and takes one already gone at Stripe as detached', async () => {
    await provider.detachCard('pm_card_mastercard');
    only('POST', '/v1/payment_methods/pm_card_mastercard/detach');
    await expect(provider.detachCard('pm_missing')).resolves.toBeUndefined();
  });

  it('charges a saved card off the session at once: confirmed, cards only, in lower-case currency, naming our payment', async () => {
    expect(await provider.createPayment(payment())).toEqual({ providerRef: 'pi_paid', status: 'succeeded', clientSecret: 'pi_paid_secret_abc', failure: null });
    const call = only('POST', '/v1/payment_intents');
    expect(call.headers['idempotency-key']).toBe('payment-1-attempt-1');
    expect(Object.fromEntries(call.body)).toEqual({
      amount: '99000',
      currency: 'rub',
      customer: 'cus_local1',
      payment_method: 'pm_card_visa',
      confirm: 'true',
      off_session: 'true',
      description: 'Teamcast MONTHLY_1',
      'metadata[paymentId]': 'payment-1',
      'allowed_payment_method_types[0]': 'card',
    });
  });

  it('leaves a payment without a card to be confirmed in the browser, with its client secret', async () => {
    const result = await provider.createPayment(payment({ paymentMethodRef: null, offSession: false, customerId: null, idempotencyKey: 'report-3' }));
    expect(result).toEqual({ providerRef: 'pi_waiting', status: 'requires_payment_method', clientSecret: 'pi_waiting_secret_abc', failure: null });
    const call = only('POST', '/v1/payment_intents');
    expect(call.headers['idempotency-key']).toBe('report-3');
    for (const field of ['confirm', 'off_session', 'payment_method', 'customer']) expect(call.body.has(field), field).toBe(false);
  });

  it('passes the client secret of a payment the holder must confirm with the bank', async () => {
    const result = await provider.createPayment(payment({ paymentMethodRef: 'pm_card_threeDSecure2Required', offSession: false }));
    expect(result).toEqual({ providerRef: 'pi_3ds', status: 'requires_action', clientSecret: 'pi_3ds_secret_abc', failure: null });
    const call = only('POST', '/v1/payment_intents');
    expect(call.body.get('confirm')).toBe('true');
    expect(call.body.has('off_session')).toBe(false);
  });

  it.each([
    ['pm_card_visa_chargeDeclined', 'pi_declined', 'card_declined'],
    ['pm_card_visa_chargeDeclinedInsufficientFunds', 'pi_poor', 'insufficient_funds'],
    ['pm_card_authenticationRequired', 'pi_unconfirmed', 'payment_status_incomplete'],
  ] as const)('answers a charge of %s refused by Stripe as a failed payment: %s, %s', async (card, providerRef, failure) => {
    const result = await provider.createPayment(payment({ paymentMethodRef: card, idempotencyKey: `key-${card}` }));
    expect(result).toEqual({ providerRef, status: 'failed', clientSecret: null, failure });
    expect(only('POST', '/v1/payment_intents').headers['idempotency-key']).toBe(`key-${card}`);
  });

  it('refuses a charge of a card Stripe does not know as a missing card', async () => {
    await expect(provider.createPayment(payment({ paymentMethodRef: 'pm_missing' }))).rejects.toMatchObject({ code: 'payment_method_not_found' });
  });

  it('sends an idempotency key with every call that creates something', async () => {
    await provider.createCustomer({ ownerId: 'o', email: 'o@example.com', idempotencyKey: 'k-customer' });
    await provider.createPayment(payment({ idempotencyKey: 'k-paid' }));
    await provider.createPayment(payment({ paymentMethodRef: 'pm_card_visa_chargeDeclined', idempotencyKey: 'k-declined' }));
    await provider.createPayment(payment({ paymentMethodRef: null, idempotencyKey: 'k-waiting' }));
    const creates = requests.filter((request) => request.method === 'POST' && ['/v1/customers', '/v1/payment_intents'].includes(request.path));
    expect(creates.map((request) => request.headers['idempotency-key'])).toEqual(['k-customer', 'k-paid', 'k-declined', 'k-waiting']);
  });

  it.each([
    ['requires_payment_method', 'requires_payment_method'],
    ['requires_confirmation', 'requires_payment_method'],
    ['requires_action', 'requires_action'],
    ['processing', 'processing'],
    ['requires_capture', 'processing'],
    ['succeeded', 'succeeded'],
    ['canceled', 'canceled'],
  ] as const)('reads a payment Stripe holds as %s as %s', async (stripeStatus, status) => {
    const result = await provider.retrievePayment(`pi_status_${stripeStatus}`);
    expect(result).toEqual({ providerRef: `pi_status_${stripeStatus}`, status, clientSecret: `pi_status_${stripeStatus}_secret_abc`, failure: null });
    only('GET', `/v1/payment_intents/pi_status_${stripeStatus}`);
  });

  it('reads why a payment confirmed in the browser was refused, and refuses an unknown payment', async () => {
    expect(await provider.retrievePayment('pi_refused')).toMatchObject({ status: 'requires_payment_method', failure: 'insufficient_funds' });
    await expect(provider.retrievePayment('pi_missing')).rejects.toMatchObject({ code: 'payment_method_not_found' });
  });
});

describe('the Stripe webhook verifier', () => {
  const event = (type: string, object: Record<string, unknown>) =>
    JSON.stringify({ id: `evt_${type}`, object: 'event', type, api_version: Stripe.API_VERSION, created: 1, livemode: false, data: { object } });
  const signed = (payload: string, secret = settings.webhookSecret) => Stripe.webhooks.generateTestHeaderString({ payload, secret });
  const verify = (payload: string, signature: string | undefined) => provider.webhooks!(Buffer.from(payload), signature);

  it('reads a signed event and the payment it is about', () => {
    const succeeded = event('payment_intent.succeeded', { id: 'pi_paid', object: 'payment_intent' });
    expect(verify(succeeded, signed(succeeded))).toEqual({ id: 'evt_payment_intent.succeeded', type: 'payment_intent.succeeded', paymentRef: 'pi_paid' });
    const charge = event('charge.failed', { id: 'ch_1', object: 'charge', payment_intent: 'pi_declined' });
    expect(verify(charge, signed(charge))).toMatchObject({ type: 'charge.failed', paymentRef: 'pi_declined' });
    const customer = event('customer.created', { id: 'cus_local1', object: 'customer' });
    expect(verify(customer, signed(customer))).toMatchObject({ type: 'customer.created', paymentRef: null });
  });

  it('refuses an event signed with another secret, an altered body, and one without a signature', () => {
    const succeeded = event('payment_intent.succeeded', { id: 'pi_paid', object: 'payment_intent' });
    expect(() => verify(succeeded, signed(succeeded, 'whsec_someone_else'))).toThrow(WebhookSignatureError);
    const altered = succeeded.replace('pi_paid', 'pi_other');
    expect(() => verify(altered, signed(succeeded))).toThrow(WebhookSignatureError);
    expect(() => verify(succeeded, undefined)).toThrow(WebhookSignatureError);
    expect(() => verify(succeeded, 'not a signature')).toThrow(WebhookSignatureError);
  });
});
