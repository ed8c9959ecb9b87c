import { featureTiers, paymentFailureCodes, reportPaymentStatuses } from '@teamcast/domain';
import { z } from 'zod';
import { ownerAccessRulesSchema } from './accounts';
import { billingPeriodSchema, currencySchema, planIdSchema, subscriptionSchema } from './subscription';
import { idSchema, isoDateTime } from '../fields';

/** Which card processor takes payments, so the browser loads the matching card entry. */
export const paymentProviderSchema = z
  .object({
    kind: z.enum(['simulator', 'stripe']).describe('The built-in card processor (test cards only) or Stripe'),
    publishableKey: z.string().nullable().describe("Stripe's publishable key; null for the built-in processor"),
  })
  .meta({ id: 'PaymentProvider' });

/** One plan in the subscription dialog (spec section 3, subscription list item). */
export const priceItemSchema = z
  .object({
    subscription: planIdSchema,
    title: z.string(),
    description: z.string(),
    /** Whole units of the currency. */
    price: z.number().nonnegative(),
    discountedPrice: z.number().nonnegative(),
    discountPercent: z.number().int().nonnegative(),
    currency: currencySchema,
    tier: z.enum(featureTiers),
    offer: z.enum(['demo', 'recurring', 'bonus']),
    period: billingPeriodSchema,
    teams: z.number().int().nonnegative(),
    renews: z.boolean(),
    /** Seats left of a limited offer (the demos, the bonus); null when unlimited. */
    seatsLeft: z.number().int().nonnegative().nullable(),
    /** False for a demo the owner has already had. */
    available: z.boolean(),
  })
  .meta({ id: 'PriceItem' });
export type PriceItem = z.infer<typeof priceItemSchema>;

export const priceListSchema = z
  .object({ currency: currencySchema, provider: paymentProviderSchema, items: z.array(priceItemSchema) })
  .meta({ id: 'PriceList' });
export type PriceList = z.infer<typeof priceListSchema>;

/** A payment that waits for the card holder to confirm it (3-D Secure), or confirms it in the browser. */
export const pendingPaymentSchema = z
  .object({
    paymentId: idSchema,
    status: z.enum(['requires_action', 'requires_payment_method']),
    /** Handed to the card processor in the browser to confirm this one payment; it pays nothing else. */
    clientSecret: z.string(),
    amount: z.number().nonnegative(),
    currency: currencySchema,
  })
  .meta({ id: 'PendingPayment' });
export type PendingPayment = z.infer<typeof pendingPaymentSchema>;

/** What every subscription call answers: the subscription now, the rules it gives, and a payment to confirm. */
export const billingStateSchema = z
  .object({
    subscribe: subscriptionSchema.nullable(),
    accessRules: ownerAccessRulesSchema,
    teamLimit: z.number().int().nullable(),
    payment: pendingPaymentSchema.nullable(),
  })
  .meta({ id: 'BillingState' });
export type BillingState = z.infer<typeof billingStateSchema>;

export const paymentMethodSchema = z
  .object({
    id: idSchema,
    brand: z.string(),
    last4: z.string().regex(/^\d{4}$/),
    expMonth: z.number().int().min(1).max(12),
    expYear: z.number().int(),
    isDefault: z.boolean(),
  })
  .meta({ id: 'PaymentMethod' });
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const invoiceStatuses = ['open', 'paid', 'void', 'uncollectible'] as const;

export const invoiceSchema = z
  .object({
    id: idSchema,
    number: z.string(),
    status: z.enum(invoiceStatuses),
    subscribe: planIdSchema,
    amount: z.number().nonnegative(),
    currency: currencySchema,
    periodStart: isoDateTime,
    periodEnd: isoDateTime,
    createdAt: isoDateTime,
    paidAt: isoDateTime.nullable(),
    attemptCount: z.number().int().nonnegative(),
    nextAttemptAt: isoDateTime.nullable(),
    /** Why the last charge failed. */
    lastError: z.enum(paymentFailureCodes).nullable(),
  })
  .meta({ id: 'Invoice' });
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoicePageSchema = z
  .object({
    data: z.array(invoiceSchema),
    has_more: z.boolean(),
    /** Pass back as `next_page` for the following page; null on the last. */
    next_page: z.string().nullable(),
  })
  .meta({ id: 'InvoicePage' });
export type InvoicePage = z.infer<typeof invoicePageSchema>;

export const reportPaymentStatusSchema = z.object({ status: z.enum(reportPaymentStatuses) }).meta({ id: 'ReportPaymentStatus' });

/**
 * The full report's payment: paid already, or a payment to confirm in the browser with the card entry of
 * the processor that takes it.
 */
export const reportPaymentIntentSchema = z
  .object({ status: z.enum(reportPaymentStatuses), payment: pendingPaymentSchema.nullable(), provider: paymentProviderSchema })
  .meta({ id: 'ReportPaymentIntent' });
export type ReportPaymentIntent = z.infer<typeof reportPaymentIntentSchema>;

/** Test-mode card entry of the built-in processor; the number is checked and never kept. */
export const simulatorCardSchema = z.object({
  number: z.string().trim().min(12).max(23).regex(/^[\d\s-]+$/),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int().min(0).max(9999),
  cvc: z.string().trim().regex(/^\d{3,4}$/),
});
