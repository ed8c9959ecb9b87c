import { stripeWebhook } from '@teamcast/contract';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { webhookEvents } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { registerEndpoint } from '../../http/register-endpoint';
import { WebhookSignatureError } from '../../platform/payments/payment-provider';
import type { ModuleDeps } from '../module-deps';
import { findPaymentByProviderRef } from './billing-repository';
import { settlePayment } from './payment-settlement';

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: Buffer;
  }
}

/**
 * POST /api/v1/stripe/webhook: Stripe's events. The signature is checked on the body exactly as it
 * arrived, so this scope keeps the raw bytes beside the parsed JSON. An event is recorded by its id
 * before it is applied, and one seen before is answered without being applied again.
 */
export const stripeWebhookRoutes: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const raw = body as Buffer;
    request.rawBody = raw;
    try {
      done(null, raw.length === 0 ? {} : JSON.parse(raw.toString('utf8')));
    } catch {
      done(new AppError(400, 'bad_request', 'The body is not JSON'), undefined);
    }
  });

  registerEndpoint(app, stripeWebhook, async ({ request }) => {
    const verify = deps.payments.webhooks;
    if (!verify) throw new AppError(404, 'not_found', 'Stripe is not configured');
    const signature = request.headers['stripe-signature'];
    let event;
    try {
      event = verify(request.rawBody ?? Buffer.alloc(0), typeof signature === 'string' ? signature : undefined);
    } catch (error) {
      if (error instanceof WebhookSignatureError) {
        request.log.warn({ reason: error.message }, 'a webhook with a bad signature was refused');
        throw new AppError(400, 'webhook_signature_invalid', 'The webhook signature does not match');
      }
      throw error;
    }
    const fresh = await deps.db
      .insert(webhookEvents)
      .values({ id: event.id, type: event.type, receivedAt: deps.clock.now() })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.id });
    if (fresh.length === 0) return { received: true as const };
    try {
      if (event.paymentRef) {
        const payment = await findPaymentByProviderRef(deps.db, event.paymentRef);
        // The provider's state is read afresh rather than trusted from the event, which may be stale.
        if (payment) await settlePayment(deps, payment.id, await deps.payments.retrievePayment(event.paymentRef));
      }
    } catch (error) {
      // Not recorded as seen, so Stripe's redelivery applies it again.
      await deps.db.delete(webhookEvents).where(eq(webhookEvents.id, event.id));
      throw error;
    }
    return { received: true as const };
  });
};
