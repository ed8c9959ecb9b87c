import type { PaymentMethod } from '@teamcast/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCard, cards, stripeApi } from '../../../test/helpers/billing';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { signedInOwner } from '../../../test/helpers/profiles';

describe("the owner's saved cards", () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await buildTestApp();
  }, 60_000);
  afterAll(() => ctx.close());

  it('keeps brand, last four digits and expiry; the first card is the default; removing the default makes another one', async () => {
    const { token, headers } = await signedInOwner(ctx);
    const first = await addCard(ctx, token, cards.succeeds);
    const second = await addCard(ctx, token, cards.declined);
    const list = async () => (await ctx.app.inject({ method: 'GET', url: `${stripeApi}/list-payment-methods`, headers })).json<PaymentMethod[]>();
    const byLast4 = (cards: PaymentMethod[]) => [...cards].sort((a, b) => a.last4.localeCompare(b.last4));
    expect(byLast4(await list())).toEqual([
      { id: second, brand: 'visa', last4: '0002', expMonth: 12, expYear: 2030, isDefault: false },
      { id: first, brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030, isDefault: true },
    ]);
    const made = await ctx.app.inject({ method: 'POST', url: `${stripeApi}/set-default-payment-method`, headers, payload: { paymentMethodId: second } });
    expect(made.json<PaymentMethod[]>().find((card) => card.isDefault)?.id).toBe(second);
    const removed = await ctx.app.inject({ method: 'DELETE', url: `${stripeApi}/detach-payment-method`, headers, payload: { paymentMethodId: second } });
    expect(removed.json<PaymentMethod[]>()).toEqual([expect.objectContaining({ id: first, isDefault: true })]);
    // Attaching the same card twice keeps one.
    expect((await ctx.app.inject({ method: 'POST', url: `${stripeApi}/attach-payment-method`, headers, payload: { paymentMethodId: first } })).json()).toHaveLength(1);
  });

  it('refuses a card number that is not valid, with the reason, and an expired card', async () => {
    const { headers } = await signedInOwner(ctx);
    const enter = (number: string, expYear = 2031) =>
      ctx.app.inject({ method: 'POST', url: `${stripeApi}/card-simulator/payment-methods`, headers, payload: { card: { number, expMonth: 1, expYear, cvc: '123' } } });
    expect((await enter('4242 4242 4242 4241')).json()).toMatchObject({ statusCode: 400, code: 'card_invalid', params: { reason: 'number_invalid' } });
    expect((await enter('4242 4242 4242 4242', 2020)).json()).toMatchObject({ code: 'card_invalid', params: { reason: 'expired' } });
  });

  it("another owner's card cannot be attached, made default or removed", async () => {
    const mine = await signedInOwner(ctx);
    const theirs = await signedInOwner(ctx);
    const card = await addCard(ctx, theirs.token);
    for (const [method, path] of [
      ['POST', 'attach-payment-method'],
      ['POST', 'set-default-payment-method'],
      ['DELETE', 'detach-payment-method'],
    ] as const) {
      const answer = await ctx.app.inject({ method, url: `${stripeApi}/${path}`, headers: mine.headers, payload: { paymentMethodId: card } });
      expect(answer.json(), path).toMatchObject({ statusCode: 404, code: 'payment_method_not_found' });
    }
  });
});
