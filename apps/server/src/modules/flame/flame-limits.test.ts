import type { FlameTest, ReportPaymentIntent } from '@teamcast/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cards, stripeApi } from '../../../test/helpers/billing';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { createTestClock, days } from '../../../test/helpers/test-clock';
import { flameResults } from '../../db/schema';
import { flameLimits } from './flame-limits';
import { pruneFlameResults } from './flame-repository';
import { borisAnswers, finishedFlame, flameApi, startFlame } from './flame.test-support';

const from = (address: string) => ({ 'x-forwarded-for': address });

describe('one visitor cannot starve the others', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await buildTestApp({ env: { TRUST_PROXY: 'true' } });
  }, 60_000);
  afterAll(() => ctx.close());

  it('starts only so many tests an hour from one address, and says when to come back', async () => {
    const { limit } = flameLimits.startsPerIp;
    const keys: string[] = [];
    for (let started = 0; started < limit; started += 1) {
      const response = await startFlame(ctx, { headers: from('203.0.113.7') });
      expect(response.statusCode).toBe(200);
      keys.push(response.json<FlameTest>().key);
    }
    const over = await startFlame(ctx, { headers: from('203.0.113.7') });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ statusCode: 429, code: 'too_many_requests' });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(3000);
    // Another address is not held up, and a partner answering from the same address is never counted.
    expect((await startFlame(ctx, { headers: from('203.0.113.8') })).statusCode).toBe(200);
    const partner = await ctx.app.inject({
      method: 'POST',
      url: flameApi,
      headers: from('203.0.113.7'),
      payload: { key: keys[0], data: { step: 'partner', answers: borisAnswers } },
    });
    expect(partner.json<FlameTest>()).toMatchObject({ stage: 'ready' });
  });
});

describe('what is kept, and for how long', () => {
  let ctx: TestApp;
  const clock = createTestClock('2026-03-02T09:00:00.000Z');
  beforeAll(async () => {
    ctx = await buildTestApp({ clock });
  }, 60_000);
  afterAll(() => ctx.close());

  const exists = async (key: string) => (await ctx.app.inject({ method: 'GET', url: `${flameApi}/${key}` })).statusCode === 200;

  it('keeps an unanswered test for 30 days, an unpaid one for a year after it was finished, and a paid one for good', async () => {
    const waiting = (await startFlame(ctx)).json<FlameTest>().key;
    const unpaid = (await finishedFlame(ctx)).key;
    const paid = (await finishedFlame(ctx)).key;
    const intent = (await ctx.app.inject({ method: 'POST', url: `${stripeApi}/create-anonymous-payment-intent`, payload: { key: paid } })).json<ReportPaymentIntent>();
    await ctx.app.inject({
      method: 'POST',
      url: `${stripeApi}/card-simulator/confirm`,
      payload: { clientSecret: intent.payment!.clientSecret, card: { number: cards.succeeds, expMonth: 12, expYear: 2031, cvc: '321' } },
    });

    const prune = (after: number) => pruneFlameResults(ctx.database.db, new Date(clock.now().getTime() + after));
    expect(await prune(days(29))).toBe(0);
    expect(await prune(days(31))).toBe(1);
    expect([await exists(waiting), await exists(unpaid), await exists(paid)]).toEqual([false, true, true]);
    expect(await prune(days(364))).toBe(0);
    expect(await prune(days(366))).toBe(1);
    expect([await exists(unpaid), await exists(paid)]).toEqual([false, true]);
    expect(await prune(days(3650))).toBe(0);
    expect(await ctx.database.db.select().from(flameResults)).toHaveLength(1);
  });
});
