import type { TestApp } from '../helpers/build-test-app';
import { insertCard, insertSimulatorCard, insertSubscription } from '../helpers/billing';
import { verifyOwners, type MatrixRow, type World } from '../helpers/matrix';
import { insertTestProfile } from '../helpers/profiles';

const card = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' };

/** A card of owner A, by its id; owner B gets 404 for it. */
async function cardOfA(world: World, ctx: TestApp) {
  return { body: { paymentMethodId: await insertCard(ctx, world.ownerA.id) } };
}

async function pairOfA(world: World, ctx: TestApp) {
  const first = await insertTestProfile(ctx, world.ownerA.id, { filled: true });
  const second = await insertTestProfile(ctx, world.ownerA.id, { filled: true });
  return { body: { id1: first.id, id2: second.id } };
}

/** Rows of the authorisation matrix for the billing endpoints (/api/v1/stripe). */
export const billingRows = {
  listPrice: { request: () => ({ query: { ln: 'ru' } }) },
  listPaymentMethods: {},
  syncAccessRules: {},
  listAllInvoices: { request: () => ({ query: { limit: 5 } }) },
  createSimulatorPaymentMethod: { request: () => ({ body: { card } }) },
  attachPaymentMethod: {
    // Attached by owner A first, the card is no longer free for owner B.
    expect: { ownerB: 404 },
    request: async (_world, ctx) => ({ body: { paymentMethodId: await insertSimulatorCard(ctx) } }),
  },
  setDefaultPaymentMethod: { expect: { ownerB: 404 }, request: cardOfA },
  detachPaymentMethod: { expect: { ownerB: 404 }, request: cardOfA },
  updateSubscription: {
    // Owner B has no card to charge.
    expect: { ownerB: 400 },
    request: async (world, ctx) => {
      await verifyOwners(world, ctx);
      await insertCard(ctx, world.ownerA.id);
      return { body: { subscribe: 'LITE_WEEK' } };
    },
  },
  updateSubscriptionUnsecure: {
    request: async (world, ctx) => {
      await verifyOwners(world, ctx);
      return { body: { subscribe: 'LITE_DEMO' } };
    },
  },
  cancelSubscription: {
    expect: { ownerB: 404 },
    request: async (world, ctx) => {
      await insertSubscription(ctx, world.ownerA.id);
      return {};
    },
  },
  resumeSubscription: {
    expect: { ownerB: 404 },
    request: async (world, ctx) => {
      await insertSubscription(ctx, world.ownerA.id, { cancelAtPeriodEnd: true });
      return {};
    },
  },
  payInvoice: {
    expect: { ownerB: 404 },
    request: async (world, ctx) => {
      await insertCard(ctx, world.ownerA.id);
      const { invoiceId } = await insertSubscription(ctx, world.ownerA.id, { status: 'past_due' });
      return { body: { invoiceId } };
    },
  },
  checkPaymentPair: { expect: { ownerB: 404 }, request: pairOfA },
  createPaymentIntent: { expect: { ownerB: 404 }, request: pairOfA },
} satisfies Record<string, MatrixRow>;
