import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, reportPurchases } from '../../db/schema';
import { createStripeProvider } from '../../platform/payments/stripe-provider';
import { stripeApi } from '../../../test/helpers/billing';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { captureLogs } from '../../../test/helpers/capture-logs';

const settings = { secretKey: 'sk_test_teamcast', webhookSecret: 'whsec_teamcast', publishableKey: 'pk_test_teamcast' };

/**
 * Stripe's webhooks against the real app, the SDK pointed at a local server that answers the payment
 * intents it is asked for: a signed event settles the payment once, however often it is delivered; a
 * badly signed one changes nothing.
 */
describe('Stripe webhooks', () => {
  let ctx: TestApp;
  let stripeApiServer: Server;
  const retrieved: string[] = [];
  const logs = captureLogs();
  const signer = new Stripe(settings.secretKey);

  beforeAll(async () => {
    stripeApiServer = createServer((request, response) => {
      const match = /^\/v1\/payment_intents\/([\w-]+)$/.exec(request.url ?? '');
      response.setHeader('content-type', 'application/json');
      if (request.method === 'GET' && match) {
        retrieved.push(match[1]!);
        response.end(JSON.stringify({ id: match[1], object: 'payment_intent', status: 'succeeded', client_secret: `${match[1]}_secret_x`, last_payment_error: null }));
        return;
      }
      response.statusCode = 404;
      response.end(JSON.stringify({ error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such thing' } }));
    });
    await new Promise<void>((resolve) => stripeApiServer.listen(0, '127.0.0.1', resolve));
    const { port } = stripeApiServer.address() as AddressInfo;
    ctx = await buildTestApp({
      payments: createStripeProvider(settings, { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 }),
      logger: logs.logger,
    });
  }, 60_000);
  afterAll(async () => {
    await ctx.close();
    await new Promise((resolve) => stripeApiServer.close(resolve));
  });

  /** A consumer report waiting for its payment, known to Stripe as `intentId`. */
  async function waitingReport(intentId: string) {
    const db = ctx.database.db;
    const reportId = randomUUID();
    const paymentId = randomUUID();
    const now = new Date();
    await db.insert(reportPurchases).values({ id: reportId, anonymousKey: `key-${reportId}`, status: 'UNPAID', amount: 49_000, currency: 'RUB', createdAt: now });
    await db.insert(payments).values({
      id: paymentId,
      reportId,
      idempotencyKey: `report:${reportId}:1`,
      providerRef: intentId,
      amount: 49_000,
      currency: 'RUB',
      status: 'requires_payment_method',
      createdAt: now,
      updatedAt: now,
    });
    const status = async () => (await db.select().from(reportPurchases).where(eq(reportPurchases.id, reportId)))[0]!.status;
    return { status };
  }

  const event = (id: string, intentId: string) =>
    JSON.stringify({ id, object: 'event', type: 'payment_intent.succeeded', data: { object: { id: intentId, object: 'payment_intent', status: 'succeeded' } } });

  const deliver = (payload: string, signature: string | undefined) =>
    ctx.app.inject({
      method: 'POST',
      url: `${stripeApi}/webhook`,
      headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
      payload,
    });

  it('settles the payment an event names, once, however often the event is delivered', async () => {
    const report = await waitingReport('pi_paid_once');
    const payload = event('evt_paid_once', 'pi_paid_once');
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: settings.webhookSecret });
    expect((await deliver(payload, signature)).json()).toEqual({ received: true });
    expect(await report.status()).toBe('PAID');
    expect((await deliver(payload, signature)).json()).toEqual({ received: true });
    // The provider was asked about the payment for the first delivery only.
    expect(retrieved.filter((id) => id === 'pi_paid_once')).toHaveLength(1);
  });

  it('refuses a bad or missing signature, logs the refusal without the secret, and changes nothing', async () => {
    const report = await waitingReport('pi_forged');
    const payload = event('evt_forged', 'pi_forged');
    const forged = signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    const refused = await deliver(payload, forged);
    expect(refused.json()).toMatchObject({ statusCode: 400, code: 'webhook_signature_invalid' });
    expect((await deliver(payload, undefined)).json().code).toBe('webhook_signature_invalid');
    // A body changed after signing is refused as well.
    const signed = signer.webhooks.generateTestHeaderString({ payload, secret: settings.webhookSecret });
    expect((await deliver(payload.replace('succeeded', 'succeeded '), signed)).json().code).toBe('webhook_signature_invalid');
    expect(await report.status()).toBe('UNPAID');
    expect(retrieved).not.toContain('pi_forged');
    const text = logs.entries.map((entry) => JSON.stringify(entry)).join('\n');
    expect(text).toContain('a webhook with a bad signature was refused');
    expect(text).not.toContain(settings.webhookSecret);
  });

  it('says the built-in card processor is off when Stripe takes payments', async () => {
    const answer = await ctx.app.inject({ method: 'POST', url: `${stripeApi}/card-simulator/confirm`, payload: { clientSecret: 'pi_x_secret_abcdef', authentication: 'approve' } });
    expect(answer.statusCode).toBe(404);
  });
});
