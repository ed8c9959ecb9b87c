import type { BillingState } from '@teamcast/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardSimulatorPayments } from '../../db/schema';
import { createCardSimulator, type CardSimulator } from '../../platform/payments/card-simulator';
import { insertCard, stripeApi } from '../../../test/helpers/billing';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { signedInOwner } from '../../../test/helpers/profiles';
import { createTestClock, minutes } from '../../../test/helpers/test-clock';

/**
 * The card provider takes the money but its answer never arrives (a dropped connection). The owner is
 * told to wait, nothing is charged a second time, and the renewal run finds the payment, asks again with
 * the same idempotency key and settles it.
 */
describe('a payment whose answer was lost', () => {
  let ctx: TestApp;
  let inner: CardSimulator;
  let loseNextAnswer = false;
  const clock = createTestClock('2026-05-04T08:00:00.000Z');
  const provider: CardSimulator = {
    kind: 'simulator',
    publishableKey: null,
    webhooks: null,
    createCustomer: (input) => inner.createCustomer(input),
    attachCard: (input) => inner.attachCard(input),
    detachCard: (ref) => inner.detachCard(ref),
    retrievePayment: (ref) => inner.retrievePayment(ref),
    tokenize: (card) => inner.tokenize(card),
    confirm: (secret, input) => inner.confirm(secret, input),
    async createPayment(input) {
      const result = await inner.createPayment(input);
      if (loseNextAnswer) {
        loseNextAnswer = false;
        throw new Error('socket hang up');
      }
      return result;
    },
  };

  beforeAll(async () => {
    ctx = await buildTestApp({ clock, payments: provider });
    inner = createCardSimulator(ctx.database.db, clock);
  }, 60_000);
  afterAll(() => ctx.close());

  it('is charged once and the plan starts when the run asks again', async () => {
    const { owner, headers } = await signedInOwner(ctx);
    await insertCard(ctx, owner.id);
    loseNextAnswer = true;
    const lost = await ctx.app.inject({ method: 'POST', url: `${stripeApi}/update-subscription`, headers, payload: { subscribe: 'LITE_WEEK' } });
    expect(lost.json()).toMatchObject({ statusCode: 503, code: 'service_unavailable' });
    // Asked again at once, while the first is unsettled: no second charge.
    const again = await ctx.app.inject({ method: 'POST', url: `${stripeApi}/update-subscription`, headers, payload: { subscribe: 'LITE_WEEK' } });
    expect(again.json<BillingState>().subscribe?.status).toBe('incomplete');

    clock.advance(minutes(3));
    const run = await ctx.app.billing.runRenewals();
    expect(run.recovered).toBe(1);
    const state = (await ctx.app.inject({ method: 'POST', url: `${stripeApi}/sync-access-rules`, headers })).json<BillingState>();
    expect(state.subscribe?.status).toBe('active');
    expect(state.accessRules.allowTeams).toBe(true);
    expect(await ctx.database.db.select().from(cardSimulatorPayments)).toHaveLength(1);
  });
});
