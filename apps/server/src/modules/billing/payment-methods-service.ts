import type { PaymentMethod } from '@teamcast/contract';
import { and, eq, ne } from 'drizzle-orm';
import { owners, paymentMethods } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Session } from '../../identity/session';
import { PaymentProviderError } from '../../platform/payments/payment-provider';
import { findOwnerById, type OwnerRow } from '../owner/owners-repository';
import { listPaymentMethodRows, lockOwner } from './billing-repository';
import { toPaymentMethod } from './billing-view';
import type { BillingDeps } from './payment-settlement';

const notFound = () => new AppError(404, 'payment_method_not_found', 'No such card of the owner');

/** The owner's saved cards: what the card provider holds, and which one renewals charge. */
export function createPaymentMethodsService(deps: BillingDeps) {
  const { db, clock, payments } = deps;

  async function owner(session: Session<'owner'>): Promise<OwnerRow> {
    const row = await findOwnerById(db, session.accountId);
    if (!row) throw new AppError(404, 'owner_not_found', 'The owner does not exist');
    return row;
  }

  async function list(ownerId: string): Promise<PaymentMethod[]> {
    return (await listPaymentMethodRows(db, ownerId)).map(toPaymentMethod);
  }

  /** The provider's customer of the owner, made the first time a card is saved. */
  async function customerOf(row: OwnerRow): Promise<string> {
    if (row.paymentCustomerId) return row.paymentCustomerId;
    const customerId = await payments.createCustomer({ ownerId: row.id, email: row.email, idempotencyKey: `customer:${row.id}` });
    const [updated] = await db
      .update(owners)
      .set({ paymentCustomerId: customerId })
      .where(and(eq(owners.id, row.id)))
      .returning({ paymentCustomerId: owners.paymentCustomerId });
    return updated?.paymentCustomerId ?? customerId;
  }

  /** Makes the newest remaining card the default when the owner has none. */
  async function ensureDefault(tx: BillingDeps['db'], ownerId: string): Promise<void> {
    const rows = await listPaymentMethodRows(tx, ownerId);
    if (rows.length > 0 && !rows.some((row) => row.isDefault)) {
      await tx.update(paymentMethods).set({ isDefault: true }).where(eq(paymentMethods.id, rows[0]!.id));
    }
  }

  return {
    list: async (session: Session<'owner'>) => list((await owner(session)).id),

    async attach(session: Session<'owner'>, paymentMethodId: string): Promise<PaymentMethod[]> {
      const row = await owner(session);
      const [existing] = await db.select().from(paymentMethods).where(eq(paymentMethods.id, paymentMethodId));
      if (existing) {
        if (existing.ownerId !== row.id) throw notFound();
        return list(row.id);
      }
      const customerId = await customerOf(row);
      let card;
      try {
        card = await payments.attachCard({ customerId, paymentMethodRef: paymentMethodId });
      } catch (error) {
        if (error instanceof PaymentProviderError) {
          if (error.code === 'payment_method_not_found') throw notFound();
          throw new AppError(402, error.code, 'The card provider refused the card', { cause: error });
        }
        throw error;
      }
      await db.transaction(async (tx) => {
        await lockOwner(tx, row.id);
        await tx
          .insert(paymentMethods)
          .values({ id: paymentMethodId, ownerId: row.id, providerRef: paymentMethodId, ...card, attached: true, isDefault: false, createdAt: clock.now() })
          .onConflictDoNothing();
        await ensureDefault(tx, row.id);
      });
      return list(row.id);
    },

    async setDefault(session: Session<'owner'>, paymentMethodId: string): Promise<PaymentMethod[]> {
      const row = await owner(session);
      await db.transaction(async (tx) => {
        await lockOwner(tx, row.id);
        const [card] = await tx
          .select()
          .from(paymentMethods)
          .where(and(eq(paymentMethods.id, paymentMethodId), eq(paymentMethods.ownerId, row.id), eq(paymentMethods.attached, true)));
        if (!card) throw notFound();
        await tx.update(paymentMethods).set({ isDefault: false }).where(and(eq(paymentMethods.ownerId, row.id), ne(paymentMethods.id, card.id)));
        await tx.update(paymentMethods).set({ isDefault: true }).where(eq(paymentMethods.id, card.id));
      });
      return list(row.id);
    },

    async detach(session: Session<'owner'>, paymentMethodId: string): Promise<PaymentMethod[]> {
      const row = await owner(session);
      const removed = await db.transaction(async (tx) => {
        await lockOwner(tx, row.id);
        const [card] = await tx
          .delete(paymentMethods)
          .where(and(eq(paymentMethods.id, paymentMethodId), eq(paymentMethods.ownerId, row.id)))
          .returning();
        if (!card) throw notFound();
        await ensureDefault(tx, row.id);
        return card;
      });
      await payments.detachCard(removed.providerRef).catch((error: unknown) => {
        // The card is gone from the owner's list; the provider's copy is only unused.
        deps.log.warn({ err: error }, 'the card provider did not detach a removed card');
      });
      return list(row.id);
    },
  };
}

