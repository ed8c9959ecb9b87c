import { currencies, planIds, subscriptionStatuses, type PlanId } from '@teamcast/domain';
import { z } from 'zod';
import { idSchema, isoDateTime } from '../fields';

export const planIdSchema = z.enum(planIds as [PlanId, ...PlanId[]]).meta({ id: 'PlanId' });
export const currencySchema = z.enum(currencies).meta({ id: 'Currency' });
export const subscriptionStatusSchema = z.enum(subscriptionStatuses).meta({ id: 'SubscriptionStatus' });

export const billingPeriodSchema = z
  .object({ unit: z.enum(['day', 'week', 'month']), count: z.number().int().positive() })
  .meta({ id: 'BillingPeriod' });

/** The owner's subscription (spec section 3, Owner.subscribe), with what the dialogs show of it. */
export const subscriptionSchema = z
  .object({
    status: subscriptionStatusSchema,
    subscribe: planIdSchema,
    latest_invoice: idSchema.nullable(),
    subscribeStartDate: isoDateTime.nullable(),
    subscribeEndDate: isoDateTime.nullable(),
    cancelAtPeriodEnd: z.boolean(),
    renews: z.boolean(),
    currency: currencySchema,
    /** What each period costs, in whole units of the currency. */
    amount: z.number().nonnegative(),
    /** When a failed renewal is tried again. */
    nextAttemptAt: isoDateTime.nullable(),
  })
  .meta({ id: 'Subscription' });
export type Subscription = z.infer<typeof subscriptionSchema>;

