import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import {
  billingStateSchema,
  invoicePageSchema,
  paymentMethodSchema,
  priceListSchema,
  reportPaymentIntentSchema,
  reportPaymentStatusSchema,
  simulatorCardSchema,
} from '../entities/billing';
import { planIdSchema } from '../entities/subscription';
import { idSchema, localeSchema } from '../fields';

const stripe = '/api/v1/stripe';
const tags = ['billing'];

const planChoice = z.object({ subscribe: planIdSchema.describe('The plan to move to') });
const paymentMethodChoice = z.object({ paymentMethodId: idSchema });
const pairOfProfiles = z.object({ id1: idSchema, id2: idSchema });
// A consumer's result is named by the key of its link, made by the server when the test is taken.
const anonymousKey = z.object({ key: z.string().trim().min(8).max(128).regex(/^[A-Za-z0-9_-]+$/) });

export const listPrice = defineEndpoint({
  method: 'GET',
  path: `${stripe}/list-price`,
  summary: 'The plans on sale in the currency of the language (roubles for Russian, dollars otherwise), with the seats left of the limited offers',
  tags,
  auth: 'owner',
  query: z.object({ ln: localeSchema.optional() }),
  response: priceListSchema,
});

export const listPaymentMethods = defineEndpoint({
  method: 'GET',
  path: `${stripe}/list-payment-methods`,
  summary: "The owner's saved cards: brand, last four digits and expiry only",
  tags,
  auth: 'owner',
  response: z.array(paymentMethodSchema),
});

export const attachPaymentMethod = defineEndpoint({
  method: 'POST',
  path: `${stripe}/attach-payment-method`,
  summary: "Saves a card entered in the browser to the owner's account; the first card becomes the default",
  tags,
  auth: 'owner',
  body: paymentMethodChoice,
  response: z.array(paymentMethodSchema),
});

export const setDefaultPaymentMethod = defineEndpoint({
  method: 'POST',
  path: `${stripe}/set-default-payment-method`,
  summary: 'Makes a saved card the one renewals are charged to',
  tags,
  auth: 'owner',
  body: paymentMethodChoice,
  response: z.array(paymentMethodSchema),
});

export const detachPaymentMethod = defineEndpoint({
  method: 'DELETE',
  path: `${stripe}/detach-payment-method`,
  summary: 'Removes a saved card; another card becomes the default if this one was',
  tags,
  auth: 'owner',
  body: paymentMethodChoice,
  response: z.array(paymentMethodSchema),
});

export const updateSubscription = defineEndpoint({
  method: 'POST',
  path: `${stripe}/update-subscription`,
  summary:
    'Starts or changes the plan, charging the default card at once. A card that needs the holder to confirm leaves the subscription incomplete with a payment to confirm; a refused card answers 402 with the reason',
  tags,
  auth: 'owner',
  body: planChoice,
  response: billingStateSchema,
});

export const updateSubscriptionUnsecure = defineEndpoint({
  method: 'POST',
  path: `${stripe}/update-subscription-unsecure`,
  summary: 'Starts a plan that takes no card: a 3-day demo, once per owner while seats last',
  tags,
  auth: 'owner',
  body: planChoice,
  response: billingStateSchema,
});

export const cancelSubscription = defineEndpoint({
  method: 'POST',
  path: `${stripe}/cancel-subscription`,
  summary: 'Cancels renewal: the plan stays until the end of the paid period, then ends',
  tags,
  auth: 'owner',
  response: billingStateSchema,
});

export const resumeSubscription = defineEndpoint({
  method: 'POST',
  path: `${stripe}/resume-subscription`,
  summary: 'Resumes renewal of a plan whose renewal was cancelled; an ended plan is bought again (recovered)',
  tags,
  auth: 'owner',
  response: billingStateSchema,
});

export const syncAccessRules = defineEndpoint({
  method: 'POST',
  path: `${stripe}/sync-access-rules`,
  summary: "Works out the owner's access rules and team limit from the subscription again, and answers the billing state",
  tags,
  auth: 'owner',
  response: billingStateSchema,
});

export const payInvoice = defineEndpoint({
  method: 'POST',
  path: `${stripe}/pay-invoice`,
  summary: 'Pays an open invoice with the default card, restoring a subscription whose payment failed; a paid invoice is not charged again',
  tags,
  auth: 'owner',
  body: z.object({ invoiceId: idSchema }),
  response: billingStateSchema,
});

export const listAllInvoices = defineEndpoint({
  method: 'GET',
  path: `${stripe}/list-all-invoices`,
  summary: "The owner's invoices, newest first, a page at a time",
  tags,
  auth: 'owner',
  query: z.object({
    limit: z.coerce.number().int().min(1).max(100).default(10),
    next_page: z.string().max(200).optional().describe('The `next_page` of the previous page'),
  }),
  response: invoicePageSchema,
});

export const checkPaymentPair = defineEndpoint({
  method: 'POST',
  path: `${stripe}/check-payment-pair`,
  summary: "Whether the full report of two of the owner's profiles is paid (PAID), asked for and unpaid (UNPAID), or never asked for (INITIAL)",
  tags,
  auth: 'owner',
  body: pairOfProfiles,
  response: reportPaymentStatusSchema,
});

export const createPaymentIntent = defineEndpoint({
  method: 'POST',
  path: `${stripe}/create-payment-intent`,
  summary: 'A payment for the full report of a pair, paid once and kept for life; asking again returns the same payment',
  tags,
  auth: 'owner',
  body: pairOfProfiles,
  response: reportPaymentIntentSchema,
});

export const checkAnonymousPaymentPair = defineEndpoint({
  method: 'POST',
  path: `${stripe}/check-anonymous-payment-pair`,
  summary: "Whether a consumer result's full report is paid, by the key of its link",
  tags,
  auth: 'none',
  body: anonymousKey,
  response: reportPaymentStatusSchema,
});

export const createAnonymousPaymentIntent = defineEndpoint({
  method: 'POST',
  path: `${stripe}/create-anonymous-payment-intent`,
  summary: "A payment for a consumer result's full report, by the key of its link; asking again returns the same payment",
  tags,
  auth: 'none',
  body: anonymousKey.extend({ ln: localeSchema.optional().describe('Chooses the currency') }),
  response: reportPaymentIntentSchema,
});

export const stripeWebhook = defineEndpoint({
  method: 'POST',
  path: `${stripe}/webhook`,
  summary: "Stripe's events, verified by their signature; each is processed once. Answers 404 when Stripe is not configured",
  tags,
  auth: 'none',
  body: z.record(z.string(), z.unknown()),
  response: z.object({ received: z.literal(true) }),
  bodyLimit: 512 * 1024,
});

export const createSimulatorPaymentMethod = defineEndpoint({
  method: 'POST',
  path: `${stripe}/card-simulator/payment-methods`,
  summary:
    'The built-in card processor: turns a test card into a payment method id to attach. Only the brand, last four digits and expiry are kept. Answers 404 when Stripe is configured',
  tags,
  auth: 'owner',
  body: z.object({ card: simulatorCardSchema }),
  response: z.object({ id: idSchema }),
});

export const confirmSimulatorPayment = defineEndpoint({
  method: 'POST',
  path: `${stripe}/card-simulator/confirm`,
  summary:
    'The built-in card processor: confirms a payment by its client secret, with a card entered now, a saved card, or the holder’s answer to the authentication step. Answers 404 when Stripe is configured',
  tags,
  auth: 'none',
  body: z.object({
    clientSecret: z.string().min(10).max(200),
    card: simulatorCardSchema.optional(),
    authentication: z.enum(['approve', 'decline']).optional(),
  }),
  response: z.object({ status: z.enum(['succeeded', 'requires_action', 'failed']) }),
});
