import {
  attachPaymentMethod,
  cancelSubscription,
  checkAnonymousPaymentPair,
  checkPaymentPair,
  confirmSimulatorPayment,
  createAnonymousPaymentIntent,
  createPaymentIntent,
  createSimulatorPaymentMethod,
  detachPaymentMethod,
  listAllInvoices,
  listPaymentMethods,
  listPrice,
  payInvoice,
  resumeSubscription,
  setDefaultPaymentMethod,
  syncAccessRules,
  updateSubscription,
  updateSubscriptionUnsecure,
} from '@teamcast/contract';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../http/app-error';
import { registerEndpoint } from '../../http/register-endpoint';
import { PaymentProviderError } from '../../platform/payments/payment-provider';
import type { ModuleDeps } from '../module-deps';
import { createInvoiceList } from './invoice-list';
import { createPaymentMethodsService } from './payment-methods-service';
import { settlePayment } from './payment-settlement';
import { createPriceList } from './price-list';
import { createReportPaymentsService } from './report-payments-service';
import { createSubscriptionService } from './subscription-service';

/** /api/v1/stripe: plans, cards, invoices and the one-time report (spec section 7), whichever provider takes the money. */
export const billingRoutes: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  const subscriptions = createSubscriptionService(deps);
  const cards = createPaymentMethodsService(deps);
  const reports = createReportPaymentsService(deps);
  const prices = createPriceList(deps);
  const invoices = createInvoiceList(deps);

  registerEndpoint(app, listPrice, ({ session, query }) => prices.list(session, query.ln));
  registerEndpoint(app, syncAccessRules, ({ session }) => subscriptions.sync(session));
  registerEndpoint(app, updateSubscription, ({ session, body }) => subscriptions.update(session, body.subscribe));
  registerEndpoint(app, updateSubscriptionUnsecure, ({ session, body }) => subscriptions.startDemo(session, body.subscribe));
  registerEndpoint(app, cancelSubscription, ({ session }) => subscriptions.cancel(session));
  registerEndpoint(app, resumeSubscription, ({ session }) => subscriptions.resume(session));
  registerEndpoint(app, payInvoice, ({ session, body }) => subscriptions.payInvoice(session, body.invoiceId));
  registerEndpoint(app, listAllInvoices, ({ session, query }) => invoices.page(session, query.limit, query.next_page));
  registerEndpoint(app, listPaymentMethods, ({ session }) => cards.list(session));
  registerEndpoint(app, attachPaymentMethod, ({ session, body }) => cards.attach(session, body.paymentMethodId));
  registerEndpoint(app, setDefaultPaymentMethod, ({ session, body }) => cards.setDefault(session, body.paymentMethodId));
  registerEndpoint(app, detachPaymentMethod, ({ session, body }) => cards.detach(session, body.paymentMethodId));
  registerEndpoint(app, checkPaymentPair, ({ session, body }) => reports.checkPair(session, body.id1, body.id2));
  registerEndpoint(app, createPaymentIntent, ({ session, body }) => reports.pairIntent(session, body.id1, body.id2));
  registerEndpoint(app, checkAnonymousPaymentPair, ({ body }) => reports.checkAnonymous(body.key));
  registerEndpoint(app, createAnonymousPaymentIntent, ({ body }) => reports.anonymousIntent(body.key, body.ln));

  // The built-in card processor's own calls: what Stripe.js does in the browser when Stripe is the provider.
  const simulator = () => {
    if (!deps.cardSimulator) throw new AppError(404, 'not_found', 'The built-in card processor is off: Stripe takes payments');
    return deps.cardSimulator;
  };
  registerEndpoint(app, createSimulatorPaymentMethod, async ({ body }) => {
    try {
      return { id: await simulator().tokenize(body.card) };
    } catch (error) {
      if (error instanceof PaymentProviderError) throw new AppError(400, 'card_invalid', 'The card is not valid', { params: { reason: error.message } });
      throw error;
    }
  });
  registerEndpoint(app, confirmSimulatorPayment, async ({ body }) => {
    const confirmed = await simulator().confirm(body.clientSecret, {
      ...(body.card ? { card: body.card } : {}),
      ...(body.authentication ? { authentication: body.authentication } : {}),
    });
    if (!confirmed) throw new AppError(404, 'payment_not_found', 'No payment has this client secret');
    const payment = await settlePayment(deps, confirmed.paymentId, confirmed);
    if (payment.status === 'failed') throw new AppError(402, (payment.failureCode as 'card_declined' | null) ?? 'payment_failed', 'The card payment was refused');
    return { status: payment.status === 'succeeded' ? ('succeeded' as const) : ('requires_action' as const) };
  });
};
