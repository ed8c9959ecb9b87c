import type { Invoice, PaymentMethod, PendingPayment, Subscription } from '@teamcast/contract';
import { fromMinorUnits, planOf, type Currency, type PaymentFailureCode, type PlanId, type SubscriptionStatus } from '@teamcast/domain';
import type { Db } from '../../platform/database';
import { findShownSubscription, type InvoiceRow, type PaymentMethodRow, type SubscriptionRow } from './billing-repository';

export function toSubscription(row: SubscriptionRow): Subscription {
  const plan = planOf(row.plan as PlanId);
  return {
    status: row.status as SubscriptionStatus,
    subscribe: plan.id,
    latest_invoice: row.latestInvoiceId,
    subscribeStartDate: row.periodStart?.toISOString() ?? null,
    subscribeEndDate: row.periodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    renews: plan.renews && !row.cancelAtPeriodEnd,
    currency: row.currency as Currency,
    amount: fromMinorUnits(row.amount),
    nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
  };
}

export function toInvoice(row: InvoiceRow): Invoice {
  return {
    id: row.id,
    number: row.number,
    status: row.status as Invoice['status'],
    subscribe: row.plan as PlanId,
    amount: fromMinorUnits(row.amount),
    currency: row.currency as Currency,
    periodStart: row.periodStart.toISOString(),
    periodEnd: row.periodEnd.toISOString(),
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    attemptCount: row.attemptCount,
    nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
    lastError: (row.lastError as PaymentFailureCode | null) ?? null,
  };
}

export function toPaymentMethod(row: PaymentMethodRow): PaymentMethod {
  return { id: row.id, brand: row.brand, last4: row.last4, expMonth: row.expMonth, expYear: row.expYear, isDefault: row.isDefault };
}

export function pendingPayment(input: {
  paymentId: string;
  status: PendingPayment['status'];
  clientSecret: string;
  amount: number;
  currency: Currency;
}): PendingPayment {
  return { ...input, amount: fromMinorUnits(input.amount) };
}

/** The subscription the owner sees, if they ever had one. */
export async function subscriptionView(db: Db, ownerId: string): Promise<Subscription | null> {
  const row = await findShownSubscription(db, ownerId);
  return row ? toSubscription(row) : null;
}
