import { randomBytes, randomUUID } from 'node:crypto';
import { behaviourOfLast4, cardBrand, cardProblem, digitsOnly, type CardEntry } from '@teamcast/domain';
import { eq } from 'drizzle-orm';
import { cardSimulatorCards, cardSimulatorPayments } from '../../db/schema';
import { hashSecretToken } from '../../identity/secret-tokens';
import type { Clock } from '../clock';
import type { Db } from '../database';
import { PaymentProviderError, type CardDetails, type CreatePaymentInput, type PaymentProvider, type PaymentResult } from './payment-provider';

/**
 * The built-in card processor of the embedded default. It answers like the card provider's test mode:
 * 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has insufficient
 * funds and 4000 0025 0000 3155 asks the holder to confirm (the payment is incomplete until they do).
 * Any other valid number succeeds. It keeps its cards and payments in its own tables, as a provider
 * would on its side, and never the card number.
 */
export interface CardSimulator extends PaymentProvider {
  readonly kind: 'simulator';
  /** A card entered in the browser, as a payment method id to attach (what card entry does at the provider). */
  tokenize(card: CardEntry): Promise<string>;
  /**
   * Confirms a payment by its client secret: with a card entered now, with the card it was created with,
   * or with the holder's answer to the authentication step. Answers the payment as it is afterwards.
   */
  confirm(clientSecret: string, input: { card?: CardEntry; authentication?: 'approve' | 'decline' }): Promise<(PaymentResult & { paymentId: string }) | null>;
}

type SimulatorPaymentRow = typeof cardSimulatorPayments.$inferSelect;

export function createCardSimulator(db: Db, clock: Clock): CardSimulator {
  async function findCard(id: string) {
    const [card] = await db.select().from(cardSimulatorCards).where(eq(cardSimulatorCards.id, id));
    return card;
  }

  const resultOf = (row: SimulatorPaymentRow, clientSecret: string | null): PaymentResult => ({
    providerRef: row.id,
    status: row.status as PaymentResult['status'],
    clientSecret,
    failure: (row.failure as PaymentResult['failure']) ?? null,
  });

  /** What charging a card of this kind does, now, with the holder present or not. */
  function chargeOutcome(last4: string, offSession: boolean, authenticated: boolean): Pick<SimulatorPaymentRow, 'status' | 'failure'> {
    // A refused card leaves the payment waiting for another one, with the reason, as the provider's does.
    switch (behaviourOfLast4(last4)) {
      case 'declined':
        return { status: 'requires_payment_method', failure: 'card_declined' };
      case 'insufficient_funds':
        return { status: 'requires_payment_method', failure: 'insufficient_funds' };
      case 'requires_authentication':
        if (authenticated) return { status: 'succeeded', failure: null };
        // Off the session nobody can confirm, so the charge fails as the provider's would.
        return offSession ? { status: 'requires_payment_method', failure: 'payment_status_incomplete' } : { status: 'requires_action', failure: null };
      default:
        return { status: 'succeeded', failure: null };
    }
  }

  async function update(row: SimulatorPaymentRow, change: Pick<SimulatorPaymentRow, 'status' | 'failure'> & { cardId?: string }) {
    const [updated] = await db
      .update(cardSimulatorPayments)
      .set({ ...change, updatedAt: clock.now() })
      .where(eq(cardSimulatorPayments.id, row.id))
      .returning();
    return updated!;
  }

  return {
    kind: 'simulator',
    publishableKey: null,
    webhooks: null,

    async createCustomer() {
      return `cus_sim_${randomUUID()}`;
    },

    async tokenize(card) {
      const problem = cardProblem(card, clock.now());
      if (problem) throw new PaymentProviderError('card_invalid', problem);
      const number = digitsOnly(card.number);
      const id = `pm_sim_${randomUUID()}`;
      await db.insert(cardSimulatorCards).values({
        id,
        brand: cardBrand(number),
        last4: number.slice(-4),
        expMonth: card.expMonth,
        expYear: card.expYear < 100 ? 2000 + card.expYear : card.expYear,
        createdAt: clock.now(),
      });
      return id;
    },

    async attachCard({ customerId, paymentMethodRef }): Promise<CardDetails> {
      const card = await findCard(paymentMethodRef);
      if (!card || (card.customerId !== null && card.customerId !== customerId)) {
        throw new PaymentProviderError('payment_method_not_found', 'No such card');
      }
      await db.update(cardSimulatorCards).set({ customerId }).where(eq(cardSimulatorCards.id, card.id));
      return { brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear };
    },

    async detachCard(paymentMethodRef) {
      await db.update(cardSimulatorCards).set({ customerId: null }).where(eq(cardSimulatorCards.id, paymentMethodRef));
    },

    async createPayment(input: CreatePaymentInput) {
      const [existing] = await db.select().from(cardSimulatorPayments).where(eq(cardSimulatorPayments.idempotencyKey, input.idempotencyKey));
      if (existing) return resultOf(existing, existing.clientSecret);
      const clientSecret = `${randomUUID()}_secret_${randomBytes(18).toString('base64url')}`;
      const card = input.paymentMethodRef ? await findCard(input.paymentMethodRef) : undefined;
      const outcome = card ? chargeOutcome(card.last4, input.offSession, false) : { status: 'requires_payment_method', failure: null };
      const now = clock.now();
      const [row] = await db
        .insert(cardSimulatorPayments)
        .values({
          id: `pi_sim_${randomUUID()}`,
          idempotencyKey: input.idempotencyKey,
          paymentId: input.paymentId,
          amount: input.amount,
          currency: input.currency,
          customerId: input.customerId,
          cardId: card?.id ?? null,
          clientSecret,
          clientSecretHash: hashSecretToken(clientSecret),
          ...outcome,
          createdAt: now,
          updatedAt: now,
        })
        // Two identical requests at once: the second finds the first's row.
        .onConflictDoNothing({ target: cardSimulatorPayments.idempotencyKey })
        .returning();
      if (!row) {
        const [first] = await db.select().from(cardSimulatorPayments).where(eq(cardSimulatorPayments.idempotencyKey, input.idempotencyKey));
        return resultOf(first!, first!.clientSecret);
      }
      return resultOf(row, clientSecret);
    },

    async retrievePayment(providerRef) {
      const [row] = await db.select().from(cardSimulatorPayments).where(eq(cardSimulatorPayments.id, providerRef));
      if (!row) throw new PaymentProviderError('payment_method_not_found', 'No such payment');
      return resultOf(row, row.clientSecret);
    },

    async confirm(clientSecret, { card, authentication }) {
      const [row] = await db.select().from(cardSimulatorPayments).where(eq(cardSimulatorPayments.clientSecretHash, hashSecretToken(clientSecret)));
      if (!row) return null;
      const answer = (updated: SimulatorPaymentRow) => ({ ...resultOf(updated, null), paymentId: updated.paymentId });
      // A settled payment stays as it is: confirming it again charges nothing.
      if (row.status === 'succeeded' || row.status === 'canceled') return answer(row);
      if (row.status === 'requires_action' && authentication) {
        const outcome =
          authentication === 'approve' ? { status: 'succeeded', failure: null } : { status: 'requires_payment_method', failure: 'payment_status_incomplete' };
        return answer(await update(row, outcome));
      }
      let cardId = row.cardId;
      if (card) cardId = await this.tokenize(card);
      if (!cardId) return answer(row);
      const stored = await findCard(cardId);
      if (!stored) return answer(row);
      return answer(await update(row, { ...chargeOutcome(stored.last4, false, false), cardId }));
    },
  };
}
