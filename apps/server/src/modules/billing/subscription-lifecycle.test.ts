import type { BillingState, Invoice, InvoicePage } from '@teamcast/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCard, cards, stripeApi } from '../../../test/helpers/billing';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { signedInOwner } from '../../../test/helpers/profiles';
import { createTestClock, days } from '../../../test/helpers/test-clock';

/** The whole lifecycle on the built-in card processor, with the clock moved and the renewal run called. */
describe('a subscription through its life', () => {
  let ctx: TestApp;
  const clock = createTestClock('2026-01-31T10:00:00.000Z');
  beforeAll(async () => {
    // Sessions outlive the months the clock is moved through.
    ctx = await buildTestApp({ clock, env: { SESSION_TTL_DAYS: '3650' } });
  }, 60_000);
  afterAll(() => ctx.close());

  async function owner(card: string = cards.succeeds) {
    const signedIn = await signedInOwner(ctx);
    await addCard(ctx, signedIn.token, card);
    const call = (method: 'GET' | 'POST' | 'DELETE', path: string, payload?: object) =>
      ctx.app.inject({ method, url: `${stripeApi}/${path}`, headers: signedIn.headers, ...(payload ? { payload } : {}) });
    const state = async () => (await call('POST', 'sync-access-rules')).json<BillingState>();
    const invoices = async () => (await call('GET', 'list-all-invoices?limit=20')).json<InvoicePage>().data;
    return { ...signedIn, call, state, invoices };
  }

  it('subscribes with a good card: active for a month, the tools of its tier open, one paid invoice', async () => {
    const o = await owner();
    const started = await o.call('POST', 'update-subscription', { subscribe: 'MID_MONTH_2' });
    expect(started.statusCode).toBe(200);
    const state = started.json<BillingState>();
    // An owner who reads English pays in dollars.
    expect(state.subscribe).toMatchObject({ status: 'active', subscribe: 'MID_MONTH_2', currency: 'USD', amount: 75, cancelAtPeriodEnd: false });
    // 31 January + 1 month ends on the last day of February.
    expect(state.subscribe?.subscribeEndDate).toBe('2026-02-28T10:00:00.000Z');
    expect(state.accessRules).toMatchObject({ allowTeams: true, allowScene: true, allowCreateTeams: true, allowCompareTeams: false });
    expect(state.teamLimit).toBe(2);
    const [invoice] = await o.invoices();
    expect(invoice).toMatchObject({ status: 'paid', amount: 75, subscribe: 'MID_MONTH_2' });
    const self = (await ctx.app.inject({ method: 'GET', url: '/api/v1/owner/self', headers: o.headers })).json();
    expect(self.subscribe.status).toBe('active');
  });

  it('renews at the end of the period, charging the card once for the next month', async () => {
    const o = await owner();
    await o.call('POST', 'update-subscription', { subscribe: 'FULL_WEEK_1' });
    clock.advance(days(7));
    await ctx.app.billing.runRenewals();
    // A second run at the same moment charges nothing more.
    await ctx.app.billing.runRenewals();
    const invoices = await o.invoices();
    expect(invoices.map((each: Invoice) => each.status)).toEqual(['paid', 'paid']);
    const state = await o.state();
    expect(state.subscribe?.status).toBe('active');
    expect(state.accessRules.allowCompareTeams).toBe(true);
  });

  it('a renewal refused goes past due and keeps the tools, is retried, then restored by paying the invoice', async () => {
    const o = await owner();
    await o.call('POST', 'update-subscription', { subscribe: 'LITE_WEEK' });
    // The card on file now declines, as an expired or blocked card would.
    const declining = await addCard(ctx, o.token, cards.declined);
    await o.call('POST', 'set-default-payment-method', { paymentMethodId: declining });
    clock.advance(days(7));
    await ctx.app.billing.runRenewals();
    let state = await o.state();
    expect(state.subscribe).toMatchObject({ status: 'past_due' });
    expect(state.accessRules.allowTeams).toBe(true);
    const [open] = await o.invoices();
    expect(open).toMatchObject({ status: 'open', attemptCount: 1, lastError: 'card_declined' });

    clock.advance(days(1));
    await ctx.app.billing.runRenewals();
    expect((await o.invoices())[0]).toMatchObject({ status: 'open', attemptCount: 2 });

    const good = (await (await o.call('GET', 'list-payment-methods')).json()).find((card: { id: string }) => card.id !== declining);
    await o.call('POST', 'set-default-payment-method', { paymentMethodId: good.id });
    const paid = await o.call('POST', 'pay-invoice', { invoiceId: open!.id });
    expect(paid.statusCode).toBe(200);
    state = paid.json<BillingState>();
    expect(state.subscribe?.status).toBe('active');
    expect((await o.invoices())[0]).toMatchObject({ status: 'paid' });
    // Paying it again charges nothing.
    expect((await o.call('POST', 'pay-invoice', { invoiceId: open!.id })).statusCode).toBe(200);
  });

  it('after the last retry fails the plan is unpaid and its tools close', async () => {
    const o = await owner();
    await o.call('POST', 'update-subscription', { subscribe: 'LITE_WEEK' });
    const declining = await addCard(ctx, o.token, cards.insufficientFunds);
    await o.call('POST', 'set-default-payment-method', { paymentMethodId: declining });
    clock.advance(days(7));
    for (let run = 0; run < 5; run++) {
      await ctx.app.billing.runRenewals();
      clock.advance(days(4));
    }
    const state = await o.state();
    expect(state.subscribe?.status).toBe('unpaid');
    expect(state.accessRules.allowTeams).toBe(false);
    expect((await o.invoices())[0]).toMatchObject({ status: 'open', lastError: 'insufficient_funds', attemptCount: 4 });
  });

  it('cancel renewal keeps the plan to the end of the period, then it ends; resume before that keeps it renewing', async () => {
    const o = await owner();
    await o.call('POST', 'update-subscription', { subscribe: 'LITE_MONTH' });
    const cancelled = (await o.call('POST', 'cancel-subscription')).json<BillingState>();
    expect(cancelled.subscribe).toMatchObject({ status: 'active', cancelAtPeriodEnd: true, renews: false });
    const resumed = (await o.call('POST', 'resume-subscription')).json<BillingState>();
    expect(resumed.subscribe).toMatchObject({ status: 'active', cancelAtPeriodEnd: false, renews: true });
    await o.call('POST', 'cancel-subscription');
    clock.advance(days(31));
    await ctx.app.billing.runRenewals();
    const ended = await o.state();
    expect(ended.subscribe?.status).toBe('canceled');
    expect(ended.accessRules.allowTeams).toBe(false);
    expect(ended.teamLimit).toBe(0);
    expect((await o.invoices()).length).toBe(1);

    // Resuming an ended plan buys it again (recovery).
    const recovered = (await o.call('POST', 'resume-subscription')).json<BillingState>();
    expect(recovered.subscribe).toMatchObject({ status: 'active', subscribe: 'LITE_MONTH' });
    expect(recovered.accessRules.allowTeams).toBe(true);
  });

  it('changing plan starts the new one at once and ends the old one', async () => {
    const o = await owner();
    await o.call('POST', 'update-subscription', { subscribe: 'LITE_MONTH' });
    clock.advance(60_000);
    const changed = (await o.call('POST', 'update-subscription', { subscribe: 'FULL_MONTH_4' })).json<BillingState>();
    expect(changed.subscribe).toMatchObject({ status: 'active', subscribe: 'FULL_MONTH_4' });
    expect(changed.accessRules.allowCompareTeams).toBe(true);
    expect(changed.teamLimit).toBe(4);
    expect((await o.invoices()).map((each: Invoice) => each.subscribe)).toEqual(['FULL_MONTH_4', 'LITE_MONTH']);
  });

  it('a declined card answers the reason and buys nothing', async () => {
    const declined = await owner(cards.declined);
    const answer = await declined.call('POST', 'update-subscription', { subscribe: 'MID_WEEK_1' });
    expect(answer.statusCode).toBe(402);
    expect(answer.json().code).toBe('card_declined');
    expect((await declined.state()).accessRules.allowTeams).toBe(false);
    expect((await declined.invoices())[0]).toMatchObject({ status: 'void', lastError: 'card_declined' });

    const poor = await owner(cards.insufficientFunds);
    const refused = await poor.call('POST', 'update-subscription', { subscribe: 'MID_WEEK_1' });
    expect(refused.json().code).toBe('insufficient_funds');
  });

  it('a card that needs the holder leaves the plan incomplete until they confirm', async () => {
    const o = await owner(cards.needsConfirmation);
    const started = (await o.call('POST', 'update-subscription', { subscribe: 'MID_WEEK_1' })).json<BillingState>();
    expect(started.subscribe?.status).toBe('incomplete');
    expect(started.payment).toMatchObject({ status: 'requires_action' });
    expect(started.accessRules.allowTeams).toBe(false);
    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: `${stripeApi}/card-simulator/confirm`,
      payload: { clientSecret: started.payment!.clientSecret, authentication: 'approve' },
    });
    expect(confirmed.json()).toEqual({ status: 'succeeded' });
    const state = await o.state();
    expect(state.subscribe?.status).toBe('active');
    expect(state.accessRules.allowScene).toBe(true);
  });

  it('the holder declining the confirmation answers payment_status_incomplete', async () => {
    const o = await owner(cards.needsConfirmation);
    const started = (await o.call('POST', 'update-subscription', { subscribe: 'MID_WEEK_1' })).json<BillingState>();
    const declined = await ctx.app.inject({
      method: 'POST',
      url: `${stripeApi}/card-simulator/confirm`,
      payload: { clientSecret: started.payment!.clientSecret, authentication: 'decline' },
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().code).toBe('payment_status_incomplete');
    expect((await o.state()).accessRules.allowTeams).toBe(false);
  });

  it('the same subscription asked for by two clicks at once charges once', async () => {
    const o = await owner();
    const answers = await Promise.all([
      o.call('POST', 'update-subscription', { subscribe: 'MID_MONTH_1' }),
      o.call('POST', 'update-subscription', { subscribe: 'MID_MONTH_1' }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const invoices = await o.invoices();
    expect(invoices).toHaveLength(1);
    const charges = await ctx.database.db.query.payments.findMany({ where: (payments, { eq }) => eq(payments.invoiceId, invoices[0]!.id) });
    expect(charges).toHaveLength(1);
  });

  it('pages invoices newest first with has_more and next_page', async () => {
    const o = await owner();
    await o.call('POST', 'update-subscription', { subscribe: 'LITE_WEEK' });
    for (let week = 0; week < 4; week++) {
      clock.advance(days(7));
      await ctx.app.billing.runRenewals();
    }
    const first = (await o.call('GET', 'list-all-invoices?limit=2')).json<InvoicePage>();
    expect(first.data).toHaveLength(2);
    expect(first.has_more).toBe(true);
    const second = (await o.call('GET', `list-all-invoices?limit=2&next_page=${first.next_page}`)).json<InvoicePage>();
    const third = (await o.call('GET', `list-all-invoices?limit=2&next_page=${second.next_page}`)).json<InvoicePage>();
    expect(third).toMatchObject({ has_more: false, next_page: null });
    const all = [...first.data, ...second.data, ...third.data];
    expect(all).toHaveLength(5);
    expect(new Set(all.map((each) => each.id)).size).toBe(5);
    const created = all.map((each) => each.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    const bad = await o.call('GET', 'list-all-invoices?limit=2&next_page=garbage');
    expect(bad.statusCode).toBe(400);
  });
});
