import { randomUUID } from 'node:crypto';
import { periodEnd, planOf, renewalAction, type PlanId } from '@teamcast/domain';
import { invoices } from '../../db/schema';
import { syncOwnerAccess } from './access-sync';
import {
  countPaymentsFor,
  findDefaultPaymentMethod,
  findDueSubscriptions,
  findInvoice,
  findStalledPayments,
  findSubscription,
  invoiceNumber,
  updateSubscription,
  voidOpenInvoices,
  type PaymentRow,
} from './billing-repository';
import { askProvider, publishAccess, recordCharge, settlePayment, type BillingDeps } from './payment-settlement';

/** How many subscriptions one run handles; the next run, a minute later, takes the rest. */
const batchSize = 100;
/** A payment left in processing this long lost its answer and is asked for again. */
const stalledAfterMs = 2 * 60_000;

export interface RenewalRun {
  renewed: number;
  expired: number;
  retried: number;
  unpaid: number;
  recovered: number;
}

/**
 * The renewal run, called by the scheduler every minute with the time of its clock: periods that ended
 * are renewed (a new invoice charged to the default card, off the session) or end, failed renewals are
 * retried on their days and given up after the last, and payments whose answer was lost are asked for
 * again with their own idempotency key. Safe to run twice at once: each subscription is locked and its
 * state decided again under the lock.
 */
export async function runRenewals(deps: BillingDeps, now: Date): Promise<RenewalRun> {
  const run: RenewalRun = { renewed: 0, expired: 0, retried: 0, unpaid: 0, recovered: 0 };
  for (const due of await findDueSubscriptions(deps.db, now, batchSize)) {
    try {
      const kind = await renewOne(deps, due.id, now);
      if (kind === 'renew') run.renewed++;
      else if (kind === 'expire') run.expired++;
      else if (kind === 'retry') run.retried++;
      else if (kind === 'give_up') run.unpaid++;
    } catch (error) {
      deps.log.error({ err: error, subscriptionId: due.id }, 'a subscription could not be renewed; the next run tries again');
    }
  }
  for (const stalled of await findStalledPayments(deps.db, new Date(now.getTime() - stalledAfterMs), batchSize)) {
    try {
      await askProvider(deps, stalled, { offSession: true, description: 'Teamcast payment' });
      run.recovered++;
    } catch (error) {
      deps.log.error({ err: error, paymentId: stalled.id }, 'a payment could not be checked with the card provider');
    }
  }
  return run;
}

async function renewOne(deps: BillingDeps, subscriptionId: string, now: Date): Promise<string> {
  const { db } = deps;
  const decided = await db.transaction(async (tx) => {
    const subscription = await findSubscription(tx, subscriptionId, true);
    if (!subscription) return { kind: 'none' as const };
    const plan = planOf(subscription.plan as PlanId);
    const action = renewalAction(
      {
        status: subscription.status as 'active',
        renews: plan.renews,
        cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
        periodEnd: subscription.periodEnd,
        nextAttemptAt: subscription.nextAttemptAt,
        attempts: subscription.attempts,
      },
      now,
    );
    switch (action.kind) {
      case 'none':
        return { kind: 'none' as const };
      case 'expire':
      case 'give_up': {
        await updateSubscription(tx, subscription.id, action.kind === 'expire'
          ? { status: 'canceled', endedAt: now, updatedAt: now, nextAttemptAt: null }
          : { status: 'unpaid', updatedAt: now, nextAttemptAt: null });
        if (action.kind === 'expire') {
          await voidOpenInvoices(tx, [subscription.id]);
        }
        await syncOwnerAccess(tx, subscription.ownerId);
        return { kind: action.kind, ownerId: subscription.ownerId };
      }
      case 'renew': {
        const start = subscription.periodEnd!;
        const end = periodEnd(start, plan.period!);
        const invoiceId = randomUUID();
        await tx.insert(invoices).values({
          id: invoiceId,
          ownerId: subscription.ownerId,
          subscriptionId: subscription.id,
          number: invoiceNumber(start, invoiceId),
          status: 'open',
          plan: subscription.plan,
          amount: subscription.amount,
          currency: subscription.currency,
          periodStart: start,
          periodEnd: end,
          createdAt: now,
        });
        await updateSubscription(tx, subscription.id, { periodStart: start, periodEnd: end, latestInvoiceId: invoiceId, updatedAt: now });
        return { kind: 'renew' as const, payment: await charge(tx, subscription.ownerId, invoiceId, now) };
      }
      case 'retry': {
        const invoice = subscription.latestInvoiceId ? await findInvoice(tx, subscription.latestInvoiceId, true) : undefined;
        if (!invoice || invoice.status !== 'open') {
          // Paid meanwhile (by the owner, say): nothing is owed.
          await updateSubscription(tx, subscription.id, { status: 'active', attempts: 0, nextAttemptAt: null, updatedAt: now });
          await syncOwnerAccess(tx, subscription.ownerId);
          return { kind: 'retry' as const, ownerId: subscription.ownerId };
        }
        // Counted once a retry is under way, so a second run at the same moment does not charge again.
        await updateSubscription(tx, subscription.id, { nextAttemptAt: null, updatedAt: now });
        return { kind: 'retry' as const, payment: await charge(tx, subscription.ownerId, invoice.id, now) };
      }
    }
  });
  if ('ownerId' in decided && decided.ownerId) await publishAccess(deps, decided.ownerId);
  if ('payment' in decided && decided.payment) {
    const payment = decided.payment;
    if (payment.status === 'failed') await settlePayment(deps, payment.id, { providerRef: payment.id, status: 'failed', clientSecret: null, failure: 'payment_failed' });
    else await askProvider(deps, payment, { offSession: true, description: `Teamcast renewal ${payment.invoiceId}` }).catch(() => undefined);
  }
  return decided.kind;
}

/** Records the charge of a renewal invoice; without a card to charge it is recorded as failed at once. */
async function charge(tx: BillingDeps['db'], ownerId: string, invoiceId: string, now: Date): Promise<PaymentRow> {
  const invoice = (await findInvoice(tx, invoiceId))!;
  const card = await findDefaultPaymentMethod(tx, ownerId);
  const attempt = (await countPaymentsFor(tx, { invoiceId })) + 1;
  const payment = await recordCharge(
    tx,
    { ownerId, invoiceId, amount: invoice.amount, currency: invoice.currency as 'RUB', attempt, paymentMethodId: card?.id ?? null },
    now,
  );
  return card ? payment : { ...payment, status: 'failed' };
}
