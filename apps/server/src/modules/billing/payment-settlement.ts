import { randomUUID } from 'node:crypto';
import { nextRetryAt, periodEnd, planOf, seatOfferOf, type PaymentFailureCode, type PlanId } from '@teamcast/domain';
import { eq } from 'drizzle-orm';
import { invoices, owners, paymentMethods, payments, reportPurchases } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { hashSecretToken } from '../../identity/secret-tokens';
import type { PaymentResult } from '../../platform/payments/payment-provider';
import type { ModuleDeps } from '../module-deps';
import { accessRulesMessage } from '../owner/owner-view';
import { syncOwnerAccess } from './access-sync';
import {
  findInvoice,
  findPayment,
  findSubscription,
  findSubscriptionInForce,
  releaseSeat,
  updateInvoice,
  updateSubscription,
  voidOpenInvoices,
  type InvoiceRow,
  type PaymentRow,
} from './billing-repository';

export type BillingDeps = Pick<ModuleDeps, 'db' | 'clock' | 'log' | 'realtime' | 'payments'>;

const paymentStatusOf = (result: PaymentResult): PaymentRow['status'] =>
  // A refused charge leaves Stripe's intent waiting for another card; for us this attempt failed.
  result.failure ? 'failed' : result.status;

/**
 * Applies what the provider says of a payment: the payment row, then what it paid for (an invoice and
 * its subscription, or a full report), then the owner's access. Safe to call again with the same
 * answer (a redelivered event, a confirmation racing its webhook): a settled payment changes nothing.
 */
export async function settlePayment(deps: BillingDeps, paymentId: string, result: PaymentResult): Promise<PaymentRow> {
  const { db, clock } = deps;
  const outcome = await db.transaction(async (tx) => {
    const payment = await findPayment(tx, paymentId, true);
    if (!payment) throw new AppError(404, 'payment_not_found', 'No such payment');
    if (payment.status === 'succeeded' || (payment.status === 'failed' && paymentStatusOf(result) === 'failed')) {
      return { payment, ownerToPublish: null };
    }
    const now = clock.now();
    const status = paymentStatusOf(result);
    const [updated] = await tx
      .update(payments)
      .set({
        status,
        providerRef: result.providerRef,
        failureCode: result.failure,
        ...(result.clientSecret ? { clientSecretHash: hashSecretToken(result.clientSecret) } : {}),
        updatedAt: now,
      })
      .where(eq(payments.id, payment.id))
      .returning();
    let ownerToPublish: string | null = null;
    if (payment.invoiceId && (status === 'succeeded' || status === 'failed')) {
      const invoice = await findInvoice(tx, payment.invoiceId, true);
      if (invoice) ownerToPublish = await settleInvoice(tx, deps.log, invoice, status === 'succeeded' ? null : (result.failure ?? 'payment_failed'), now);
    }
    if (payment.reportId && status === 'succeeded') {
      await tx.update(reportPurchases).set({ status: 'PAID', paidAt: now, paymentId: payment.id }).where(eq(reportPurchases.id, payment.reportId));
    }
    return { payment: updated!, ownerToPublish };
  });
  if (outcome.ownerToPublish) await publishAccess(deps, outcome.ownerToPublish);
  return outcome.payment;
}

/** An invoice paid or refused, and its subscription with it; answers the owner whose access may have changed. */
async function settleInvoice(tx: BillingDeps['db'], log: BillingDeps['log'], invoice: InvoiceRow, failure: PaymentFailureCode | null, now: Date): Promise<string> {
  const subscription = await findSubscription(tx, invoice.subscriptionId, true);
  if (!subscription) return invoice.ownerId;
  const plan = planOf(subscription.plan as PlanId);
  if (failure === null) {
    if (invoice.status === 'paid') {
      // Every charge is guarded against this; should one still get through, people must refund it.
      log.error({ invoiceId: invoice.id }, 'an invoice was paid a second time; refund the later payment');
      return invoice.ownerId;
    }
    await updateInvoice(tx, invoice.id, { status: 'paid', paidAt: now, nextAttemptAt: null, lastError: null });
    if (subscription.status === 'incomplete') {
      // A plan change: the plan it replaces ends now, and its unpaid invoices with it.
      const replaced = await findSubscriptionInForce(tx, subscription.ownerId, true);
      if (replaced && replaced.id !== subscription.id) {
        await updateSubscription(tx, replaced.id, { status: 'canceled', endedAt: now, updatedAt: now, nextAttemptAt: null });
        await voidOpenInvoices(tx, [replaced.id]);
      }
      const end = plan.period ? periodEnd(now, plan.period) : null;
      await updateSubscription(tx, subscription.id, { status: 'active', periodStart: now, periodEnd: end, attempts: 0, nextAttemptAt: null, updatedAt: now });
      await tx.update(invoices).set({ periodStart: now, periodEnd: end ?? now }).where(eq(invoices.id, invoice.id));
    } else if (subscription.status === 'past_due') {
      await updateSubscription(tx, subscription.id, { status: 'active', attempts: 0, nextAttemptAt: null, updatedAt: now });
    } else if (subscription.status === 'unpaid') {
      // Paid after the retries were spent: a fresh period starts now rather than one already gone.
      const end = plan.period ? periodEnd(now, plan.period) : null;
      await updateSubscription(tx, subscription.id, { status: 'active', periodStart: now, periodEnd: end, attempts: 0, nextAttemptAt: null, updatedAt: now });
    }
  } else {
    const attempts = invoice.attemptCount + 1;
    if (subscription.status === 'incomplete') {
      // The first payment was refused: nothing was bought, and a limited seat goes back.
      await updateInvoice(tx, invoice.id, { status: 'void', attemptCount: attempts, lastError: failure, nextAttemptAt: null });
      await updateSubscription(tx, subscription.id, { status: 'canceled', endedAt: now, updatedAt: now });
      const seat = seatOfferOf(plan);
      if (seat) await releaseSeat(tx, seat);
    } else if (subscription.status === 'active' || subscription.status === 'past_due') {
      const subscriptionAttempts = subscription.attempts + 1;
      const next = nextRetryAt(now, subscriptionAttempts);
      await updateInvoice(tx, invoice.id, { attemptCount: attempts, lastError: failure, nextAttemptAt: next });
      await updateSubscription(tx, subscription.id, {
        status: next ? 'past_due' : 'unpaid',
        attempts: subscriptionAttempts,
        nextAttemptAt: next,
        updatedAt: now,
      });
    } else {
      await updateInvoice(tx, invoice.id, { attemptCount: attempts, lastError: failure });
    }
  }
  await syncOwnerAccess(tx, subscription.ownerId);
  return subscription.ownerId;
}

/** Pushes the owner's rules to their open pages, after the change has committed. */
export async function publishAccess(deps: BillingDeps, ownerId: string): Promise<void> {
  const [owner] = await deps.db.select().from(owners).where(eq(owners.id, ownerId));
  if (owner) deps.realtime.publish(owner.id, accessRulesMessage(owner));
}

export interface ChargeRequest {
  ownerId: string | null;
  invoiceId?: string;
  reportId?: string;
  amount: number;
  currency: PaymentRow['currency'];
  /** Which attempt this is for its invoice or report; with the subject it makes the idempotency key. */
  attempt: number;
  paymentMethodId: string | null;
}

/** A payment row in `processing`, written before the provider is asked, so a lost answer is found and asked again. */
export async function recordCharge(tx: BillingDeps['db'], request: ChargeRequest, now: Date): Promise<PaymentRow> {
  const subject = request.invoiceId ? `invoice:${request.invoiceId}` : `report:${request.reportId}`;
  const [row] = await tx
    .insert(payments)
    .values({
      id: randomUUID(),
      ownerId: request.ownerId,
      invoiceId: request.invoiceId ?? null,
      reportId: request.reportId ?? null,
      idempotencyKey: `${subject}:${request.attempt}`,
      paymentMethodId: request.paymentMethodId,
      amount: request.amount,
      currency: request.currency,
      status: 'processing',
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return row!;
}

/**
 * Asks the provider for a recorded payment, with the payment's own idempotency key (asking again after
 * a lost answer gets the same payment, never a second charge), and settles what it answers.
 */
export async function askProvider(deps: BillingDeps, payment: PaymentRow, options: { offSession: boolean; description: string }): Promise<{ payment: PaymentRow; result: PaymentResult }> {
  const [owner] = payment.ownerId ? await deps.db.select().from(owners).where(eq(owners.id, payment.ownerId)) : [];
  const [card] = payment.paymentMethodId
    ? await deps.db.select().from(paymentMethods).where(eq(paymentMethods.id, payment.paymentMethodId))
    : [];
  let result: PaymentResult;
  try {
    result = await deps.payments.createPayment({
      amount: payment.amount,
      currency: payment.currency as 'RUB' | 'USD',
      customerId: owner?.paymentCustomerId ?? null,
      paymentMethodRef: card?.providerRef ?? null,
      offSession: options.offSession,
      description: options.description,
      idempotencyKey: payment.idempotencyKey,
      paymentId: payment.id,
    });
  } catch (error) {
    // The payment stays in processing; the renewal run asks again with the same key.
    deps.log.error({ err: error, paymentId: payment.id }, 'the card provider did not answer a payment');
    throw new AppError(503, 'service_unavailable', 'The card provider did not answer; the payment will be checked again', { cause: error });
  }
  const settled = await settlePayment(deps, payment.id, result);
  return { payment: settled, result };
}

