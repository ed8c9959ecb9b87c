import { randomUUID } from 'node:crypto';
import { periodEnd, planOf, type PlanId } from '@teamcast/domain';
import { eq } from 'drizzle-orm';
import { cardSimulatorCards, invoices, owners, paymentMethods, subscriptions } from '../../src/db/schema';
import { bearer } from './accounts';
import type { TestApp } from './build-test-app';

export const stripeApi = '/api/v1/stripe';

/** The built-in processor's test cards, by what they do. */
export const cards = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
  needsConfirmation: '4000 0025 0000 3155',
} as const;

/** Saves a card for the owner through the API, as the browser does: card entry, then attach. */
export async function addCard(ctx: TestApp, token: string, number: string = cards.succeeds): Promise<string> {
  const entered = await ctx.app.inject({
    method: 'POST',
    url: `${stripeApi}/card-simulator/payment-methods`,
    headers: bearer(token),
    payload: { card: { number, expMonth: 12, expYear: 2030, cvc: '123' } },
  });
  if (entered.statusCode !== 200) throw new Error(`card entry answered ${entered.statusCode}: ${entered.body}`);
  const { id } = entered.json<{ id: string }>();
  const attached = await ctx.app.inject({ method: 'POST', url: `${stripeApi}/attach-payment-method`, headers: bearer(token), payload: { paymentMethodId: id } });
  if (attached.statusCode !== 200) throw new Error(`attach answered ${attached.statusCode}: ${attached.body}`);
  return id;
}

/** A card entered at the processor and not yet attached to anyone, as card entry leaves it. */
export async function insertSimulatorCard(ctx: TestApp, last4 = '4242'): Promise<string> {
  const id = `pm_sim_${randomUUID()}`;
  await ctx.database.db.insert(cardSimulatorCards).values({ id, brand: 'visa', last4, expMonth: 12, expYear: 2030, createdAt: new Date() });
  return id;
}

/** A card of the owner stored directly, at the processor and in the owner's list, as the default. */
export async function insertCard(ctx: TestApp, ownerId: string, last4 = '4242'): Promise<string> {
  const db = ctx.database.db;
  const customerId = `cus_sim_${randomUUID()}`;
  const id = `pm_sim_${randomUUID()}`;
  await db.update(owners).set({ paymentCustomerId: customerId }).where(eq(owners.id, ownerId));
  await db.insert(cardSimulatorCards).values({ id, customerId, brand: 'visa', last4, expMonth: 12, expYear: 2030, createdAt: new Date() });
  await db.insert(paymentMethods).values({
    id,
    ownerId,
    providerRef: id,
    brand: 'visa',
    last4,
    expMonth: 12,
    expYear: 2030,
    attached: true,
    isDefault: true,
    createdAt: new Date(),
  });
  return id;
}

/** A subscription stored directly, with an invoice of its period (open when it is past due). */
export async function insertSubscription(
  ctx: TestApp,
  ownerId: string,
  { plan = 'MID_MONTH_2', status = 'active', start = new Date(), cancelAtPeriodEnd = false }: { plan?: PlanId; status?: string; start?: Date; cancelAtPeriodEnd?: boolean } = {},
) {
  const db = ctx.database.db;
  const spec = planOf(plan);
  const id = randomUUID();
  const invoiceId = randomUUID();
  const end = periodEnd(start, spec.period!);
  await db.insert(subscriptions).values({
    id,
    ownerId,
    plan,
    offer: spec.offer,
    status,
    currency: 'RUB',
    amount: 599_000,
    periodStart: start,
    periodEnd: end,
    cancelAtPeriodEnd,
    createdAt: start,
    updatedAt: start,
    ...(status === 'past_due' ? { attempts: 1, nextAttemptAt: new Date(start.getTime() + 86_400_000) } : {}),
  });
  await db.insert(invoices).values({
    id: invoiceId,
    ownerId,
    subscriptionId: id,
    number: `TC-TEST-${invoiceId.slice(0, 8)}`,
    status: status === 'active' ? 'paid' : 'open',
    plan,
    amount: 599_000,
    currency: 'RUB',
    periodStart: start,
    periodEnd: end,
    createdAt: start,
    ...(status === 'active' ? { paidAt: start } : {}),
  });
  await db.update(subscriptions).set({ latestInvoiceId: invoiceId }).where(eq(subscriptions.id, id));
  return { id, invoiceId };
}
