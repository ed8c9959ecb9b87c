import { randomUUID } from 'node:crypto';
import type { BillingState } from '@teamcast/contract';
import { currencyForLocale, isPlanId, periodEnd, planOf, planPrice, resolveLocale, seatOfferOf, toMinorUnits, type Plan, type PlanId } from '@teamcast/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { invoices, subscriptions } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Session } from '../../identity/session';
import { isUniqueViolation } from '../../identity/unique-violation';
import type { ModuleDeps } from '../module-deps';
import { findOwnerById, type OwnerRow } from '../owner/owners-repository';
import { syncOwnerAccess } from './access-sync';
import {
  countPaymentsFor,
  findDefaultPaymentMethod,
  findIncompleteSubscription,
  findInvoice,
  findShownSubscription,
  findSubscriptionInForce,
  hadDemo,
  invoiceNumber,
  lockOwner,
  voidOpenInvoices,
  latestPaymentFor,
  releaseSeat,
  takeSeat,
  updateSubscription,
  type PaymentRow,
} from './billing-repository';
import { pendingPayment, toSubscription } from './billing-view';
import { askProvider, publishAccess, recordCharge, settlePayment, type BillingDeps } from './payment-settlement';

type Deps = BillingDeps & Pick<ModuleDeps, 'config'>;

function ownerNotFound(): AppError {
  return new AppError(404, 'owner_not_found', 'The owner does not exist');
}

async function loadOwner(deps: Deps, session: Session<'owner'>): Promise<OwnerRow> {
  const owner = await findOwnerById(deps.db, session.accountId);
  if (!owner) throw ownerNotFound();
  return owner;
}

/** Buying needs a verified email, as every tool does (spec section 6), so throwaway accounts take no seats. */
function requireVerified(owner: OwnerRow): void {
  if (owner.needVerify) throw new AppError(403, 'account_unverified', 'The owner has not verified the email address yet');
}

async function lockOwnerRow(tx: BillingDeps['db'], ownerId: string): Promise<void> {
  if (!(await lockOwner(tx, ownerId))) throw ownerNotFound();
}

const refused = (payment: PaymentRow): AppError =>
  new AppError(402, (payment.failureCode as 'card_declined' | null) ?? 'payment_failed', 'The card payment was refused');

/**
 * The owner's subscription: a plan bought with the default card, a demo taken without one, renewal
 * cancelled and resumed, an unpaid invoice paid. Every answer is the billing state after the change.
 */
export function createSubscriptionService(deps: Deps) {
  const { db, clock, config } = deps;

  async function state(ownerId: string, payment: BillingState['payment'] = null): Promise<BillingState> {
    const owner = await findOwnerById(db, ownerId);
    if (!owner) throw ownerNotFound();
    const shown = await findShownSubscription(db, ownerId);
    return {
      subscribe: shown ? toSubscription(shown) : null,
      accessRules: {
        allowTeams: owner.allowTeams,
        allowScene: owner.allowScene,
        needVerify: owner.needVerify,
        allowCreateTeams: owner.allowCreateTeams,
        allowCompareTeams: owner.allowCompareTeams,
        allowMonitor: owner.allowMonitor,
      },
      teamLimit: owner.teamLimit,
      payment,
    };
  }

  /** A payment as the provider has it now, settled here if it moved on (confirmed, or refused). */
  async function refreshed(payment: PaymentRow) {
    const result = await deps.payments.retrievePayment(payment.providerRef ?? payment.id);
    return { payment: await settlePayment(deps, payment.id, result), result };
  }

  /** Charges an invoice with the owner's default card, once however many times it is asked at once. */
  async function chargeInvoice(ownerId: string, invoiceId: string, offSession: boolean): Promise<BillingState> {
    const recorded = await db.transaction(async (tx) => {
      const invoice = await findInvoice(tx, invoiceId, true);
      if (!invoice || invoice.ownerId !== ownerId) throw new AppError(404, 'invoice_not_found', 'No such invoice of the owner');
      if (invoice.status !== 'open') return null;
      const latest = await latestPaymentFor(tx, { invoiceId });
      // Another request is charging it right now: this one charges nothing.
      if (latest?.status === 'processing') return null;
      // A payment waits for the holder's confirmation: that one is confirmed, not a second one made.
      if (latest?.status === 'requires_action') return { waiting: latest };
      const card = await findDefaultPaymentMethod(tx, ownerId);
      if (!card) throw new AppError(400, 'payment_method_required', 'The owner has no card to charge');
      const attempt = (await countPaymentsFor(tx, { invoiceId })) + 1;
      return recordCharge(tx, { ownerId, invoiceId, amount: invoice.amount, currency: invoice.currency as 'RUB', attempt, paymentMethodId: card.id }, clock.now());
    });
    if (!recorded) return state(ownerId);
    const { payment, result } =
      'waiting' in recorded
        ? await refreshed(recorded.waiting)
        : await askProvider(deps, recorded, { offSession, description: `Teamcast invoice ${invoiceId}` });
    if (payment.status === 'failed') throw refused(payment);
    const pending =
      (payment.status === 'requires_action' || payment.status === 'requires_payment_method') && result.clientSecret
        ? pendingPayment({ paymentId: payment.id, status: payment.status, clientSecret: result.clientSecret, amount: payment.amount, currency: payment.currency as 'RUB' })
        : null;
    return state(ownerId, pending);
  }

  /** Ends a subscription that waits for its first payment, voiding its invoice and giving back its seat. */
  async function dropIncomplete(tx: BillingDeps['db'], id: string, plan: Plan, now: Date): Promise<void> {
    await updateSubscription(tx, id, { status: 'canceled', endedAt: now, updatedAt: now });
    await voidOpenInvoices(tx, [id]);
    const seat = seatOfferOf(plan);
    if (seat) await releaseSeat(tx, seat);
  }

  async function subscribe(owner: OwnerRow, planId: PlanId): Promise<BillingState> {
    const plan = planOf(planId);
    if (!plan.sold || plan.offer === 'demo') throw new AppError(400, 'plan_not_sold', 'This plan cannot be bought with a card');
    if (!(await findDefaultPaymentMethod(db, owner.id))) throw new AppError(400, 'payment_method_required', 'Add a card first');
    const currency = currencyForLocale(resolveLocale(owner.ln));
    const invoiceId = await db.transaction(async (tx) => {
      await lockOwnerRow(tx, owner.id);
      const now = clock.now();
      const inForce = await findSubscriptionInForce(tx, owner.id);
      if (inForce?.plan === planId && inForce.status === 'active') return null;
      const incomplete = await findIncompleteSubscription(tx, owner.id);
      if (incomplete) {
        // The same plan asked again while its payment waits: that payment is the one to finish.
        if (incomplete.plan === planId && incomplete.latestInvoiceId) return incomplete.latestInvoiceId;
        await dropIncomplete(tx, incomplete.id, planOf(incomplete.plan as PlanId), now);
      }
      const seat = seatOfferOf(plan);
      if (seat && !(await takeSeat(tx, seat, config.seats[seat]))) throw new AppError(409, 'seats_sold_out', 'No seats of this offer are left');
      const subscriptionId = randomUUID();
      const end = plan.period ? periodEnd(now, plan.period) : now;
      const amount = toMinorUnits(planPrice(planId, currency).discountedPrice);
      await tx.insert(subscriptions).values({
        id: subscriptionId,
        ownerId: owner.id,
        plan: planId,
        offer: plan.offer,
        status: 'incomplete',
        currency,
        amount,
        createdAt: now,
        updatedAt: now,
      });
      const id = randomUUID();
      await tx.insert(invoices).values({
        id,
        ownerId: owner.id,
        subscriptionId,
        number: invoiceNumber(now, id),
        status: 'open',
        plan: planId,
        amount,
        currency,
        periodStart: now,
        periodEnd: end,
        createdAt: now,
      });
      await updateSubscription(tx, subscriptionId, { latestInvoiceId: id });
      return id;
    });
    if (!invoiceId) return state(owner.id);
    return chargeInvoice(owner.id, invoiceId, false);
  }

  return {
    state: async (session: Session<'owner'>) => state((await loadOwner(deps, session)).id),

    async sync(session: Session<'owner'>): Promise<BillingState> {
      const owner = await loadOwner(deps, session);
      await db.transaction((tx) => syncOwnerAccess(tx, owner.id));
      await publishAccess(deps, owner.id);
      return state(owner.id);
    },

    async update(session: Session<'owner'>, planId: PlanId): Promise<BillingState> {
      const owner = await loadOwner(deps, session);
      requireVerified(owner);
      return subscribe(owner, planId);
    },

    /** A 3-day demo: no card, once per owner, while its seats last. */
    async startDemo(session: Session<'owner'>, planId: PlanId): Promise<BillingState> {
      const owner = await loadOwner(deps, session);
      requireVerified(owner);
      const plan = planOf(planId);
      if (plan.offer !== 'demo' || !plan.period) throw new AppError(400, 'plan_not_sold', 'Only a demo is taken without a card');
      try {
        await db.transaction(async (tx) => {
          await lockOwnerRow(tx, owner.id);
          if (await hadDemo(tx, owner.id)) throw new AppError(409, 'demo_already_used', 'The owner has had a demo already');
          if (await findSubscriptionInForce(tx, owner.id)) throw new AppError(409, 'conflict', 'The owner has a plan already');
          if (!(await takeSeat(tx, 'demo', config.seats.demo))) throw new AppError(409, 'seats_sold_out', 'No demo seats are left');
          const now = clock.now();
          await tx.insert(subscriptions).values({
            id: randomUUID(),
            ownerId: owner.id,
            plan: planId,
            offer: 'demo',
            status: 'active',
            currency: currencyForLocale(resolveLocale(owner.ln)),
            amount: 0,
            periodStart: now,
            periodEnd: periodEnd(now, plan.period!),
            cancelAtPeriodEnd: false,
            createdAt: now,
            updatedAt: now,
          });
          await syncOwnerAccess(tx, owner.id);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError(409, 'demo_already_used', 'The owner has had a demo already', { cause: error });
        throw error;
      }
      await publishAccess(deps, owner.id);
      return state(owner.id);
    },

    async cancel(session: Session<'owner'>): Promise<BillingState> {
      const owner = await loadOwner(deps, session);
      await db.transaction(async (tx) => {
        await lockOwnerRow(tx, owner.id);
        const inForce = await findSubscriptionInForce(tx, owner.id);
        if (!inForce || inForce.status === 'unpaid') throw new AppError(404, 'subscription_not_found', 'The owner has no plan to cancel');
        await updateSubscription(tx, inForce.id, { cancelAtPeriodEnd: true, updatedAt: clock.now() });
      });
      return state(owner.id);
    },

    /** Renewal cancelled: it renews again. Ended: the same plan is bought again (recovered). */
    async resume(session: Session<'owner'>): Promise<BillingState> {
      const owner = await loadOwner(deps, session);
      const resumed = await db.transaction(async (tx) => {
        await lockOwnerRow(tx, owner.id);
        const inForce = await findSubscriptionInForce(tx, owner.id);
        if (inForce) {
          if (!planOf(inForce.plan as PlanId).renews) throw new AppError(409, 'conflict', 'This plan does not renew');
          await updateSubscription(tx, inForce.id, { cancelAtPeriodEnd: false, updatedAt: clock.now() });
          return null;
        }
        const [last] = await tx
          .select()
          .from(subscriptions)
          .where(and(eq(subscriptions.ownerId, owner.id), eq(subscriptions.status, 'canceled'), inArray(subscriptions.offer, ['recurring'])))
          .orderBy(desc(subscriptions.createdAt))
          .limit(1);
        if (!last || !isPlanId(last.plan)) throw new AppError(404, 'subscription_not_found', 'The owner has no plan to resume');
        return last.plan;
      });
      if (!resumed) return state(owner.id);
      requireVerified(owner);
      return subscribe(owner, resumed);
    },

    /** Pays an open invoice now, with the holder present: restores a plan whose renewal failed. */
    async payInvoice(session: Session<'owner'>, invoiceId: string): Promise<BillingState> {
      const owner = await loadOwner(deps, session);
      return chargeInvoice(owner.id, invoiceId, false);
    },

    chargeInvoice,
  };
}

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
