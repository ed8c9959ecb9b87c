import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencies, planPrice, planPrices } from './plan-prices';
import { isPlanId, periodEnd, planIds, planOf, plans, seatOfferOf, soldPlans, teamCounts, type BillingPeriod, type PlanId } from './plans';

const DAY = 86_400_000;
const utc = (year: number, month: number, day: number, hours = 0, minutes = 0) => new Date(Date.UTC(year, month - 1, day, hours, minutes));

/** Any instant between 1990 and 2100, to the millisecond. */
const instant = fc.date({ min: utc(1990, 1, 1), max: utc(2100, 1, 1), noInvalidDate: true });
const period: fc.Arbitrary<BillingPeriod> = fc.record({
  unit: fc.constantFrom('day' as const, 'week' as const, 'month' as const),
  count: fc.integer({ min: 1, max: 240 }),
});
const daysInMonth = (year: number, monthIndex: number) => new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();

describe('the plans catalogue (spec section 3)', () => {
  it('has no plan, the granted unlimited plan, LITE, MID and FULL with 1 to 4 teams, the demos and the bonus', () => {
    expect([...planIds].sort()).toEqual(
      [
        'NONE',
        'UNLIMITED',
        'LITE_DEMO',
        'LITE_WEEK',
        'LITE_MONTH',
        'MID_DEMO',
        'FULL_DEMO',
        'FULL_BONUS',
        ...(['MID', 'FULL'] as const).flatMap((family) => (['WEEK', 'MONTH'] as const).flatMap((unit) => teamCounts.map((n) => `${family}_${unit}_${n}`))),
      ].sort(),
    );
    expect(new Set(planIds).size).toBe(plans.length);
  });

  it('gives NONE the basic tier and no teams, and never sells it', () => {
    expect(planOf('NONE')).toMatchObject({ family: 'NONE', tier: 'basic', offer: 'none', period: null, teams: 0, renews: false, sold: false });
  });

  it('grants UNLIMITED with the top built tier and no plan limit on teams, never sells it', () => {
    expect(planOf('UNLIMITED')).toMatchObject({ tier: 'simulatorPro', offer: 'granted', period: null, teams: null, renews: false, sold: false, limitedSeats: false });
  });

  it('sells LITE for 7 days or a month, renewing, with the teams tier and no team creation', () => {
    expect(planOf('LITE_WEEK')).toMatchObject({ family: 'LITE', tier: 'teams', offer: 'recurring', period: { unit: 'week', count: 1 }, teams: 0, renews: true, sold: true });
    expect(planOf('LITE_MONTH')).toMatchObject({ family: 'LITE', tier: 'teams', offer: 'recurring', period: { unit: 'month', count: 1 }, teams: 0, renews: true, sold: true });
  });

  it.each(['MID', 'FULL'] as const)('sells %s by the week or the month for 1 to 4 teams, renewing', (family) => {
    const tier = family === 'MID' ? 'simulator' : 'simulatorPro';
    for (const n of teamCounts) {
      expect(planOf(`${family}_WEEK_${n}`)).toEqual({
        id: `${family}_WEEK_${n}`,
        family,
        tier,
        offer: 'recurring',
        period: { unit: 'week', count: 1 },
        teams: n,
        renews: true,
        sold: true,
        limitedSeats: false,
      });
      expect(planOf(`${family}_MONTH_${n}`)).toMatchObject({ family, tier, period: { unit: 'month', count: 1 }, teams: n, renews: true, limitedSeats: false });
    }
  });

  it('sells the 3-day demos free, not renewing, on limited seats', () => {
    const demos = plans.filter((plan) => plan.offer === 'demo');
    expect(demos.map((plan) => plan.id).sort()).toEqual(['FULL_DEMO', 'LITE_DEMO', 'MID_DEMO']);
    for (const plan of demos) {
      expect(plan).toMatchObject({ period: { unit: 'day', count: 3 }, renews: false, sold: true, limitedSeats: true });
      for (const currency of currencies) expect(planPrice(plan.id, currency)).toEqual({ price: 0, discountedPrice: 0 });
    }
    expect(planOf('LITE_DEMO')).toMatchObject({ tier: 'teams', teams: 0 });
    expect(planOf('MID_DEMO')).toMatchObject({ tier: 'simulator', teams: 1 });
    expect(planOf('FULL_DEMO')).toMatchObject({ tier: 'simulatorPro', teams: 1 });
  });

  it('sells the FULL bonus once for 120 months with 4 teams, on limited seats', () => {
    expect(planOf('FULL_BONUS')).toEqual({
      id: 'FULL_BONUS',
      family: 'FULL',
      tier: 'simulatorPro',
      offer: 'bonus',
      period: { unit: 'month', count: 120 },
      teams: 4,
      renews: false,
      sold: true,
      limitedSeats: true,
    });
  });

  it('counts the seats of the demos together and those of the bonus apart; other plans have none', () => {
    expect(Object.fromEntries(plans.map((plan) => [plan.id, seatOfferOf(plan)]))).toEqual(
      Object.fromEntries(
        plans.map((plan) => [plan.id, plan.id.endsWith('_DEMO') ? 'demo' : plan.id === 'FULL_BONUS' ? 'bonus' : null]),
      ),
    );
  });

  it('renews exactly the weekly and monthly plans', () => {
    for (const plan of plans) expect(plan.renews, plan.id).toBe(plan.offer === 'recurring');
  });

  it('sells every plan but NONE and UNLIMITED, each with a price in both currencies', () => {
    expect(soldPlans.map((plan) => plan.id).sort()).toEqual(planIds.filter((id) => id !== 'NONE' && id !== 'UNLIMITED').sort());
    expect(Object.keys(planPrices).sort()).toEqual(soldPlans.map((plan) => plan.id).sort());
    for (const plan of soldPlans) {
      for (const currency of currencies) {
        const { price, discountedPrice } = planPrice(plan.id, currency);
        expect(Number.isInteger(price) && Number.isInteger(discountedPrice), `${plan.id} ${currency}`).toBe(true);
        // Only the demos are free.
        expect(discountedPrice > 0, `${plan.id} ${currency}`).toBe(plan.offer !== 'demo');
      }
    }
  });

  it('recognises plan ids and refuses anything else', () => {
    expect(planIds.every(isPlanId)).toBe(true);
    for (const value of ['none', 'LITE', 'MID_WEEK_5', 'FULL_MONTH_0', '', null, undefined, 7]) expect(isPlanId(value)).toBe(false);
    expect(() => planOf('GOLD' as PlanId)).toThrow();
  });
});

describe('the end of a period', () => {
  it('is always after its start', () => {
    fc.assert(fc.property(instant, period, (start, p) => periodEnd(start, p).getTime() > start.getTime()));
  });

  it('does not change the start it is given', () => {
    fc.assert(
      fc.property(instant, period, (start, p) => {
        const before = start.getTime();
        periodEnd(start, p);
        return start.getTime() === before;
      }),
    );
  });

  it('is exactly 7 days a week and 3 days a demo, to the millisecond', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 1, max: 60 }), (start, count) => {
        expect(periodEnd(start, { unit: 'week', count }).getTime() - start.getTime()).toBe(count * 7 * DAY);
        expect(periodEnd(start, { unit: 'day', count }).getTime() - start.getTime()).toBe(count * DAY);
      }),
    );
    expect(periodEnd(utc(2025, 3, 28, 10, 30), { unit: 'week', count: 1 })).toEqual(utc(2025, 4, 4, 10, 30));
  });

  it('keeps the day of the month and the time of day a month on, or takes the last day of a shorter month', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 1, max: 240 }), (start, count) => {
        const end = periodEnd(start, { unit: 'month', count });
        const months = start.getUTCFullYear() * 12 + start.getUTCMonth() + count;
        expect(end.getUTCFullYear() * 12 + end.getUTCMonth()).toBe(months);
        const last = daysInMonth(Math.floor(months / 12), months % 12);
        expect(end.getUTCDate()).toBe(Math.min(start.getUTCDate(), last));
        expect(end.getTime() % DAY).toBe(start.getTime() % DAY);
      }),
    );
  });

  it('clamps to the end of February and keeps the 30th where a month has it', () => {
    const month = { unit: 'month', count: 1 } as const;
    expect(periodEnd(utc(2025, 1, 31, 9), month)).toEqual(utc(2025, 2, 28, 9));
    expect(periodEnd(utc(2024, 1, 31, 9), month)).toEqual(utc(2024, 2, 29, 9));
    expect(periodEnd(utc(2024, 1, 29), month)).toEqual(utc(2024, 2, 29));
    expect(periodEnd(utc(2025, 11, 30), month)).toEqual(utc(2025, 12, 30));
    expect(periodEnd(utc(2025, 3, 31), month)).toEqual(utc(2025, 4, 30));
    expect(periodEnd(utc(2025, 12, 31, 23, 59), month)).toEqual(utc(2026, 1, 31, 23, 59));
    expect(periodEnd(utc(2025, 8, 31), month)).toEqual(utc(2025, 9, 30));
  });

  it('makes 120 months ten years, to the day', () => {
    fc.assert(
      fc.property(instant, (start) => {
        const end = periodEnd(start, planOf('FULL_BONUS').period!);
        const tenYearsOn = new Date(start.getTime());
        tenYearsOn.setUTCFullYear(start.getUTCFullYear() + 10);
        // Only 29 February moves, to the 28th, when ten years on is not a leap year.
        if (start.getUTCMonth() === 1 && start.getUTCDate() === 29 && tenYearsOn.getUTCMonth() === 2) {
          expect(end.getTime()).toBe(tenYearsOn.getTime() - DAY);
        } else {
          expect(end.getTime()).toBe(tenYearsOn.getTime());
        }
      }),
    );
    expect(periodEnd(utc(2025, 6, 15, 12), { unit: 'month', count: 120 })).toEqual(utc(2035, 6, 15, 12));
    expect(periodEnd(utc(2028, 2, 29), { unit: 'month', count: 120 })).toEqual(utc(2038, 2, 28));
  });
});
