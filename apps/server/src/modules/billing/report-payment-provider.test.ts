import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ReportPaymentIntent } from '@teamcast/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStripeProvider } from '../../platform/payments/stripe-provider';
import { stripeApi } from '../../../test/helpers/billing';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { signedInOwner, insertTestProfile } from '../../../test/helpers/profiles';
import { finishedFlame } from '../flame/flame.test-support';

const settings = { secretKey: 'sk_test_teamcast', webhookSecret: 'whsec_teamcast', publishableKey: 'pk_test_teamcast' };

/** The full report's payment names its card processor, so the browser loads that processor's card entry. */
describe('the processor named by a report payment', () => {
  describe('without Stripe keys', () => {
    let ctx: TestApp;
    beforeAll(async () => {
      ctx = await buildTestApp();
    }, 60_000);
    afterAll(() => ctx.close());

    it('a consumer result and an owner’s pair are paid with the built-in processor, which has no key', async () => {
      const { key } = await finishedFlame(ctx);
      const anonymous = await ctx.app.inject({ method: 'POST', url: `${stripeApi}/create-anonymous-payment-intent`, payload: { key } });
      expect(anonymous.json<ReportPaymentIntent>()).toMatchObject({ status: 'UNPAID', provider: { kind: 'simulator', publishableKey: null } });

      const { owner, headers } = await signedInOwner(ctx);
      const a = await insertTestProfile(ctx, owner.id, { filled: true });
      const b = await insertTestProfile(ctx, owner.id, { filled: true });
      const pair = await ctx.app.inject({ method: 'POST', url: `${stripeApi}/create-payment-intent`, headers, payload: { id1: a.id, id2: b.id } });
      expect(pair.json<ReportPaymentIntent>()).toMatchObject({ status: 'UNPAID', provider: { kind: 'simulator', publishableKey: null } });
    });
  });

  describe('with Stripe keys', () => {
    let ctx: TestApp;
    let stripeApiServer: Server;
    const created: string[] = [];

    beforeAll(async () => {
      // Stripe's API as far as a report payment needs it: an intent waiting for a card entered in the browser.
      stripeApiServer = createServer((request, response) => {
        response.setHeader('content-type', 'application/json');
        if (request.method === 'POST' && request.url === '/v1/payment_intents') {
          const id = `pi_${created.length + 1}`;
          created.push(id);
          response.end(JSON.stringify({ id, object: 'payment_intent', status: 'requires_payment_method', client_secret: `${id}_secret_x`, last_payment_error: null }));
          return;
        }
        response.statusCode = 404;
        response.end(JSON.stringify({ error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such thing' } }));
      });
      await new Promise<void>((resolve) => stripeApiServer.listen(0, '127.0.0.1', resolve));
      const { port } = stripeApiServer.address() as AddressInfo;
      ctx = await buildTestApp({ payments: createStripeProvider(settings, { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 }) });
    }, 60_000);
    afterAll(async () => {
      await ctx.close();
      await new Promise((resolve) => stripeApiServer.close(resolve));
    });

    it('a consumer result is paid through Stripe, with the publishable key for its card entry', async () => {
      const { key } = await finishedFlame(ctx);
      const answer = await ctx.app.inject({ method: 'POST', url: `${stripeApi}/create-anonymous-payment-intent`, payload: { key, ln: 'en' } });
      expect(answer.statusCode).toBe(200);
      const intent = answer.json<ReportPaymentIntent>();
      expect(intent.provider).toEqual({ kind: 'stripe', publishableKey: settings.publishableKey });
      expect(intent.payment).toMatchObject({ status: 'requires_payment_method', clientSecret: `${created.at(-1)}_secret_x`, currency: 'USD' });
      // Never the secret key: only what the browser may hold.
      expect(answer.body).not.toContain(settings.secretKey);
    });

    it('an owner’s pair is paid through Stripe too', async () => {
      const { owner, headers } = await signedInOwner(ctx);
      const a = await insertTestProfile(ctx, owner.id, { filled: true });
      const b = await insertTestProfile(ctx, owner.id, { filled: true });
      const pair = await ctx.app.inject({ method: 'POST', url: `${stripeApi}/create-payment-intent`, headers, payload: { id1: a.id, id2: b.id } });
      expect(pair.json<ReportPaymentIntent>()).toMatchObject({ status: 'UNPAID', provider: { kind: 'stripe', publishableKey: settings.publishableKey } });
    });
  });
});
