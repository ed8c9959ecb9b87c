import { and, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { billingSeats, invoices, owners, paymentMethods, payments, type reportPurchases, subscriptions } from '../../db/schema';
import type { Db } from '../../platform/database';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type ReportPurchaseRow = typeof reportPurchases.$inferSelect;

const inForceStatuses = ['active', 'past_due', 'unpaid'] as const;

/** The subscription in force (active, past due or unpaid), if any. */
export async function findSubscriptionInForce(db: Db, ownerId: string, lock = false): Promise<SubscriptionRow | undefined> {
  const query = db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.ownerId, ownerId), inArray(subscriptions.status, inForceStatuses)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** A subscription waiting for its first payment, if any. */
export async function findIncompleteSubscription(db: Db, ownerId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.ownerId, ownerId), eq(subscriptions.status, 'incomplete')))
    .for('update');
  return row;
}

/** The subscription the owner sees: the one in force, else one waiting for payment, else the last that ended. */
export async function findShownSubscription(db: Db, ownerId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.ownerId, ownerId))
    .orderBy(
      sql`case ${subscriptions.status} when 'active' then 0 when 'past_due' then 0 when 'unpaid' then 0 when 'incomplete' then 1 else 2 end`,
      desc(subscriptions.createdAt),
      desc(subscriptions.id),
    )
    .limit(1);
  return row;
}

export async function hadDemo(db: Db, ownerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.ownerId, ownerId), eq(subscriptions.offer, 'demo')))
    .limit(1);
  return row !== undefined;
}

export async function findSubscription(db: Db, id: string, lock = false): Promise<SubscriptionRow | undefined> {
  const query = db.select().from(subscriptions).where(eq(subscriptions.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function updateSubscription(db: Db, id: string, changes: Partial<SubscriptionRow>): Promise<SubscriptionRow> {
  const [row] = await db.update(subscriptions).set(changes).where(eq(subscriptions.id, id)).returning();
  return row!;
}

/** Subscriptions the renewal run has something to do with at `now`: a period over, or a retry due. */
export async function findDueSubscriptions(db: Db, now: Date, limit: number): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(
      or(
        and(eq(subscriptions.status, 'active'), lte(subscriptions.periodEnd, now)),
        and(eq(subscriptions.status, 'past_due'), or(lte(subscriptions.nextAttemptAt, now), isNull(subscriptions.nextAttemptAt), eq(subscriptions.cancelAtPeriodEnd, true))),
      ),
    )
    .orderBy(subscriptions.periodEnd, subscriptions.id)
    .limit(limit);
}

export async function findInvoice(db: Db, id: string, lock = false): Promise<InvoiceRow | undefined> {
  const query = db.select().from(invoices).where(eq(invoices.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function updateInvoice(db: Db, id: string, changes: Partial<InvoiceRow>): Promise<InvoiceRow> {
  const [row] = await db.update(invoices).set(changes).where(eq(invoices.id, id)).returning();
  return row!;
}

/** A page of the owner's invoices, newest first, after the (createdAt, id) of the previous page's last. */
export async function listInvoicesPage(db: Db, ownerId: string, limit: number, after: { createdAt: Date; id: string } | null): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.ownerId, ownerId),
        after ? sql`(${invoices.createdAt}, ${invoices.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id})` : undefined,
      ),
    )
    .orderBy(desc(invoices.createdAt), desc(invoices.id))
    .limit(limit + 1);
}

export async function findPayment(db: Db, id: string, lock = false): Promise<PaymentRow | undefined> {
  const query = db.select().from(payments).where(eq(payments.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findPaymentByProviderRef(db: Db, providerRef: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.providerRef, providerRef));
  return row;
}

/** The latest payment asked for an invoice or a report. */
export async function latestPaymentFor(db: Db, subject: { invoiceId: string } | { reportId: string }): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where('invoiceId' in subject ? eq(payments.invoiceId, subject.invoiceId) : eq(payments.reportId, subject.reportId))
    // Attempts made in the same instant are told apart by their number, the end of the idempotency key.
    .orderBy(desc(payments.createdAt), desc(sql`length(${payments.idempotencyKey})`), desc(payments.idempotencyKey))
    .limit(1);
  return row;
}

export async function countPaymentsFor(db: Db, subject: { invoiceId: string } | { reportId: string }): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(payments)
    .where('invoiceId' in subject ? eq(payments.invoiceId, subject.invoiceId) : eq(payments.reportId, subject.reportId));
  return row?.count ?? 0;
}

/** Payments whose answer from the provider never arrived (a crash between asking and recording). */
export async function findStalledPayments(db: Db, before: Date, limit: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.status, 'processing'), lt(payments.updatedAt, before)))
    .orderBy(payments.updatedAt)
    .limit(limit);
}

export async function listPaymentMethodRows(db: Db, ownerId: string): Promise<PaymentMethodRow[]> {
  return db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.ownerId, ownerId), eq(paymentMethods.attached, true)))
    .orderBy(desc(paymentMethods.createdAt), desc(paymentMethods.id));
}

export async function findDefaultPaymentMethod(db: Db, ownerId: string): Promise<PaymentMethodRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.ownerId, ownerId), eq(paymentMethods.isDefault, true), eq(paymentMethods.attached, true)));
  return row;
}

/**
 * Takes one seat of a limited offer, or none when all `limit` are taken: one conditional statement, so
 * two buyers of the last seat cannot both get it.
 */
export async function takeSeat(db: Db, offer: string, limit: number): Promise<boolean> {
  if (limit <= 0) return false;
  const rows = await db
    .insert(billingSeats)
    .values({ offer, taken: 1 })
    .onConflictDoUpdate({
      target: billingSeats.offer,
      set: { taken: sql`${billingSeats.taken} + 1` },
      setWhere: sql`${billingSeats.taken} < ${limit}`,
    })
    .returning({ taken: billingSeats.taken });
  return rows.length > 0;
}

export async function releaseSeat(db: Db, offer: string): Promise<void> {
  await db
    .update(billingSeats)
    .set({ taken: sql`greatest(${billingSeats.taken} - 1, 0)` })
    .where(eq(billingSeats.offer, offer));
}

export async function seatsTaken(db: Db): Promise<Record<string, number>> {
  const rows = await db.select().from(billingSeats);
  return Object.fromEntries(rows.map((row) => [row.offer, row.taken]));
}

/** Holds the owner's row until the transaction ends, so one owner's billing changes happen one at a time. */
export async function lockOwner(tx: Db, ownerId: string): Promise<boolean> {
  const [row] = await tx.select({ id: owners.id }).from(owners).where(eq(owners.id, ownerId)).for('update');
  return row !== undefined;
}

/** Ends the open invoices of subscriptions that ended: nothing is owed for them any more. */
export async function voidOpenInvoices(tx: Db, subscriptionIds: readonly string[]): Promise<void> {
  if (subscriptionIds.length === 0) return;
  await tx
    .update(invoices)
    .set({ status: 'void', nextAttemptAt: null })
    .where(and(inArray(invoices.subscriptionId, [...subscriptionIds]), eq(invoices.status, 'open')));
}

/** A number the owner can quote: the month of the period and the start of the invoice's id. */
export function invoiceNumber(periodStart: Date, id: string): string {
  return `TC-${periodStart.toISOString().slice(0, 7).replace('-', '')}-${id.slice(0, 8).toUpperCase()}`;
}
