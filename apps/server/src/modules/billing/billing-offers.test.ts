import type { BillingState, PriceList } from '@teamcast/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { owners } from '../../db/schema';
import { runAdminCli } from '../../cli/admin';
import { addCard, stripeApi } from '../../../test/helpers/billing';
import { bearer } from '../../../test/helpers/accounts';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { connectRealtime } from '../../../test/helpers/realtime';
import { insertTestProfile, ownerApi, signedInOwner } from '../../../test/helpers/profiles';
import { testDatabaseKind } from '../../../test/helpers/test-database';

describe('the plans on sale, the demo and the limited seats', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await buildTestApp({ env: { DEMO_SEATS: '2', BONUS_SEATS: '1' } });
  }, 60_000);
  afterAll(() => ctx.close());

  const post = (token: string, path: string, payload?: object) =>
    ctx.app.inject({ method: 'POST', url: `${stripeApi}/${path}`, headers: bearer(token), ...(payload ? { payload } : {}) });

  it('lists the plans in roubles for Russian and dollars for English, with the discount of the spec’s rule', async () => {
    const { headers } = await signedInOwner(ctx);
    const ru = (await ctx.app.inject({ method: 'GET', url: `${stripeApi}/list-price?ln=ru`, headers })).json<PriceList>();
    const en = (await ctx.app.inject({ method: 'GET', url: `${stripeApi}/list-price?ln=en`, headers })).json<PriceList>();
    expect(ru.currency).toBe('RUB');
    expect(en.currency).toBe('USD');
    expect(ru.provider).toEqual({ kind: 'simulator', publishableKey: null });
    const midRu = ru.items.find((item) => item.subscription === 'MID_MONTH_1')!;
    expect(midRu).toMatchObject({ price: 5990, discountedPrice: 4490, discountPercent: 33, tier: 'simulator', teams: 1, title: 'Симулятор: месяц, 1 команда' });
    expect(en.items.find((item) => item.subscription === 'MID_MONTH_1')).toMatchObject({ price: 75, discountedPrice: 55, discountPercent: 36 });
    const bonus = ru.items.find((item) => item.subscription === 'FULL_BONUS')!;
    expect(bonus).toMatchObject({ offer: 'bonus', seatsLeft: 1, period: { unit: 'month', count: 120 }, teams: 4 });
    expect(ru.items.map((item) => item.subscription)).not.toContain('UNLIMITED');
  });

  it('starts a 3-day demo without a card, opening the team tools; a second demo is refused', async () => {
    const { token, headers, owner } = await signedInOwner(ctx);
    const page = await connectRealtime(ctx, token);
    await page.next('syncAccessRules');
    const started = await post(token, 'update-subscription-unsecure', { subscribe: 'MID_DEMO' });
    // An open page of the owner learns of the new rules at once.
    const pushed = await page.next('syncAccessRules', (message) => (message.payload as { allowScene: boolean }).allowScene);
    expect(pushed.payload).toMatchObject({ allowTeams: true, allowScene: true, allowCreateTeams: true, allowCompareTeams: false });
    page.socket.terminate();
    expect(started.statusCode).toBe(200);
    const state = started.json<BillingState>();
    expect(state.subscribe).toMatchObject({ status: 'active', subscribe: 'MID_DEMO', amount: 0, renews: false });
    expect(new Date(state.subscribe!.subscribeEndDate!).getTime() - new Date(state.subscribe!.subscribeStartDate!).getTime()).toBe(3 * 86_400_000);
    expect(state.accessRules).toMatchObject({ allowTeams: true, allowScene: true, allowCreateTeams: true });
    // The team tools answer now.
    const teams = await ctx.app.inject({ method: 'GET', url: '/api/v1/scene/scenes', headers });
    expect(teams.statusCode).toBe(200);
    const again = await post(token, 'update-subscription-unsecure', { subscribe: 'LITE_DEMO' });
    expect(again.json()).toMatchObject({ statusCode: 409, code: 'demo_already_used' });
    const prices = (await ctx.app.inject({ method: 'GET', url: `${stripeApi}/list-price`, headers })).json<PriceList>();
    expect(prices.items.find((item) => item.subscription === 'LITE_DEMO')?.available).toBe(false);
    const [row] = await ctx.database.db.select().from(owners).where(eq(owners.id, owner.id));
    expect(row).toMatchObject({ plan: 'MID_DEMO', teamLimit: 1 });
  });

  it('refuses a demo to an owner who has not verified the email, and a paid plan through the card-less call', async () => {
    const unverified = await signedInOwner(ctx, { verified: false });
    expect((await post(unverified.token, 'update-subscription-unsecure', { subscribe: 'LITE_DEMO' })).json().code).toBe('account_unverified');
    const verified = await signedInOwner(ctx);
    expect((await post(verified.token, 'update-subscription-unsecure', { subscribe: 'FULL_MONTH_4' })).json()).toMatchObject({ statusCode: 400, code: 'plan_not_sold' });
    expect((await post(verified.token, 'update-subscription', { subscribe: 'UNLIMITED' })).json().code).toBe('plan_not_sold');
    expect((await post(verified.token, 'update-subscription', { subscribe: 'FULL_MONTH_4' })).json().code).toBe('payment_method_required');
  });

  it('gives the demos’ seats out until the configured count is reached', async () => {
    const refusals: string[] = [];
    // Earlier tests may have taken a seat; five owners are more than the two configured.
    for (let buyer = 0; buyer < 5; buyer++) {
      const { token } = await signedInOwner(ctx);
      const answer = await post(token, 'update-subscription-unsecure', { subscribe: 'LITE_DEMO' });
      if (answer.statusCode !== 200) refusals.push(answer.json().code);
    }
    expect(refusals.length).toBeGreaterThanOrEqual(3);
    expect(new Set(refusals)).toEqual(new Set(['seats_sold_out']));
  });

  it(`of two buyers of the last bonus seat at once, only one gets it (${testDatabaseKind})`, async () => {
    const buyers = await Promise.all([signedInOwner(ctx), signedInOwner(ctx)]);
    for (const buyer of buyers) await addCard(ctx, buyer.token);
    const answers = await Promise.all(buyers.map((buyer) => post(buyer.token, 'update-subscription', { subscribe: 'FULL_BONUS' })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().code).toBe('seats_sold_out');
    const winner = answers.find((answer) => answer.statusCode === 200)!.json<BillingState>();
    expect(winner.subscribe).toMatchObject({ subscribe: 'FULL_BONUS', status: 'active', renews: false });
    expect(winner.teamLimit).toBe(4);
  });

  it('shows expertise only to owners with a plan in force', async () => {
    const { token, headers, owner } = await signedInOwner(ctx);
    const profile = await insertTestProfile(ctx, owner.id, { filled: true, expertise: 4 });
    const read = async () => (await ctx.app.inject({ method: 'GET', url: `${ownerApi}/profiles/${profile.id}`, headers })).json().expertise;
    expect(await read()).toBeNull();
    await addCard(ctx, token);
    await post(token, 'update-subscription', { subscribe: 'LITE_WEEK' });
    expect(await read()).toBe(4);
  });

  it('UNLIMITED is granted by an administrator from the command line, ending the plan before it, and taken back', async () => {
    const { token, owner } = await signedInOwner(ctx);
    await addCard(ctx, token);
    await post(token, 'update-subscription', { subscribe: 'LITE_MONTH' });
    const lines: string[] = [];
    const output = { out: (line: string) => lines.push(line), err: (line: string) => lines.push(line) };
    expect(await runAdminCli(['grant-unlimited', owner.email], {}, output, ctx.database)).toBe(0);
    const granted = (await post(token, 'sync-access-rules')).json<BillingState>();
    expect(granted.subscribe).toMatchObject({ subscribe: 'UNLIMITED', status: 'active', subscribeEndDate: null });
    expect(granted.accessRules).toMatchObject({ allowTeams: true, allowScene: true, allowCreateTeams: true, allowCompareTeams: true });
    expect(granted.teamLimit).toBeNull();
    expect(await runAdminCli(['revoke-unlimited', owner.email], {}, output, ctx.database)).toBe(0);
    const revoked = (await post(token, 'sync-access-rules')).json<BillingState>();
    expect(revoked.accessRules.allowTeams).toBe(false);
    expect(await runAdminCli(['grant-unlimited', 'nobody@example.com'], {}, output, ctx.database)).toBe(1);
  });
});
