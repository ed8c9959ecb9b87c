import type { ReportPaymentIntent } from '@teamcast/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/helpers/accounts';
import { stripeApi } from '../../../test/helpers/billing';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { insertTestProfile, signedInOwner } from '../../../test/helpers/profiles';
import { finishedFlame, startFlame } from '../flame/flame.test-support';

const card = (number: string) => ({ number, expMonth: 12, expYear: 2031, cvc: '321' });

/** The one-time full report: INITIAL, then UNPAID once asked for, PAID once and for life. */
describe('the full report of a pair, paid once', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await buildTestApp();
  }, 60_000);
  afterAll(() => ctx.close());

  const confirm = (clientSecret: string, number: string) =>
    ctx.app.inject({ method: 'POST', url: `${stripeApi}/card-simulator/confirm`, payload: { clientSecret, card: card(number) } });

  it('an owner’s pair: asked for, refused by a declined card, paid with a good one, then paid for life in either order', async () => {
    const { owner, token } = await signedInOwner(ctx);
    const a = await insertTestProfile(ctx, owner.id, { filled: true });
    const b = await insertTestProfile(ctx, owner.id, { filled: true });
    const call = (path: string, payload: object) => ctx.app.inject({ method: 'POST', url: `${stripeApi}/${path}`, headers: bearer(token), payload });

    expect((await call('check-payment-pair', { id1: a.id, id2: b.id })).json()).toEqual({ status: 'INITIAL' });
    const intent = (await call('create-payment-intent', { id1: a.id, id2: b.id })).json<ReportPaymentIntent>();
    expect(intent).toMatchObject({ status: 'UNPAID', payment: { status: 'requires_payment_method', amount: 6, currency: 'USD' } });
    // Asked again (a second tab), the same payment comes back.
    const again = (await call('create-payment-intent', { id1: b.id, id2: a.id })).json<ReportPaymentIntent>();
    expect(again.payment?.paymentId).toBe(intent.payment?.paymentId);
    expect((await call('check-payment-pair', { id1: a.id, id2: b.id })).json()).toEqual({ status: 'UNPAID' });

    const declined = await confirm(intent.payment!.clientSecret, '4000 0000 0000 0002');
    expect(declined.json()).toMatchObject({ statusCode: 402, code: 'card_declined' });
    expect((await call('check-payment-pair', { id1: a.id, id2: b.id })).json()).toEqual({ status: 'UNPAID' });

    // After a refusal the same payment is confirmed with another card: there is only ever one to pay.
    const retry = (await call('create-payment-intent', { id1: a.id, id2: b.id })).json<ReportPaymentIntent>();
    expect(retry.payment?.paymentId).toBe(intent.payment?.paymentId);
    expect((await confirm(retry.payment!.clientSecret, '4242 4242 4242 4242')).json()).toEqual({ status: 'succeeded' });
    expect((await call('check-payment-pair', { id1: b.id, id2: a.id })).json()).toEqual({ status: 'PAID' });
    expect((await call('create-payment-intent', { id1: a.id, id2: b.id })).json()).toEqual({ status: 'PAID', payment: null, provider: { kind: 'simulator', publishableKey: null } });
    // Confirming the paid payment again charges nothing more.
    expect((await confirm(retry.payment!.clientSecret, '4242 4242 4242 4242')).json()).toEqual({ status: 'succeeded' });
    const charges = await ctx.database.db.query.payments.findMany({ where: (payments, { eq, and }) => and(eq(payments.ownerId, owner.id), eq(payments.status, 'succeeded')) });
    expect(charges).toHaveLength(1);
  });

  it('another owner’s profiles are not found', async () => {
    const mine = await signedInOwner(ctx);
    const theirs = await signedInOwner(ctx);
    const a = await insertTestProfile(ctx, theirs.owner.id, { filled: true });
    const b = await insertTestProfile(ctx, theirs.owner.id, { filled: true });
    const answer = await ctx.app.inject({ method: 'POST', url: `${stripeApi}/create-payment-intent`, headers: mine.headers, payload: { id1: a.id, id2: b.id } });
    expect(answer.json()).toMatchObject({ statusCode: 404, code: 'profile_not_found' });
  });

  it('a consumer result’s report, by key: in roubles for Russian, confirmed with a card that asks the holder', async () => {
    const { key } = await finishedFlame(ctx);
    const post = (path: string, payload: object) => ctx.app.inject({ method: 'POST', url: `${stripeApi}/${path}`, payload });
    expect((await post('check-anonymous-payment-pair', { key })).json()).toEqual({ status: 'INITIAL' });
    const intent = (await post('create-anonymous-payment-intent', { key, ln: 'ru' })).json<ReportPaymentIntent>();
    expect(intent.payment).toMatchObject({ amount: 490, currency: 'RUB' });
    const needsHolder = await confirm(intent.payment!.clientSecret, '4000 0025 0000 3155');
    expect(needsHolder.json()).toEqual({ status: 'requires_action' });
    expect((await post('check-anonymous-payment-pair', { key })).json()).toEqual({ status: 'UNPAID' });
    const approved = await post('card-simulator/confirm', { clientSecret: intent.payment!.clientSecret, authentication: 'approve' });
    expect(approved.json()).toEqual({ status: 'succeeded' });
    expect((await post('check-anonymous-payment-pair', { key })).json()).toEqual({ status: 'PAID' });
    expect((await post('create-anonymous-payment-intent', { key })).json()).toEqual({ status: 'PAID', payment: null, provider: { kind: 'simulator', publishableKey: null } });
    expect((await post('card-simulator/confirm', { clientSecret: 'not-a-secret-of-anything', authentication: 'approve' })).statusCode).toBe(404);
  });

  it('a consumer result is paid in the currency of the language it was started in, unless asked otherwise', async () => {
    const { key } = await finishedFlame(ctx, { ln: 'en' });
    const intent = (await ctx.app.inject({ method: 'POST', url: `${stripeApi}/create-anonymous-payment-intent`, payload: { key } })).json<ReportPaymentIntent>();
    expect(intent.payment).toMatchObject({ amount: 6, currency: 'USD' });
  });

  it('a key that opens no result, or one the partner has not answered yet, has no report to pay for', async () => {
    const post = (path: string, payload: object) => ctx.app.inject({ method: 'POST', url: `${stripeApi}/${path}`, payload });
    for (const path of ['check-anonymous-payment-pair', 'create-anonymous-payment-intent']) {
      expect((await post(path, { key: 'result-key-0123456789' })).json(), path).toMatchObject({ statusCode: 404, code: 'flame_not_found' });
      expect((await post(path, { key: 'A'.repeat(32) })).json(), path).toMatchObject({ statusCode: 404, code: 'flame_not_found' });
      const { key } = (await startFlame(ctx)).json<{ key: string }>();
      expect((await post(path, { key })).json(), path).toMatchObject({ statusCode: 409, code: 'flame_not_ready' });
    }
    const purchases = await ctx.database.db.query.reportPurchases.findMany();
    expect(purchases.every((row) => row.anonymousKey === null || row.anonymousKey.startsWith('flame:'))).toBe(true);
  });
});
