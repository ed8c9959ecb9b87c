import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { locales } from '../locale';
import { currencies, currencyForLocale, discountPercent, fromMinorUnits, fullReportPrice, planPrice, toMinorUnits } from './plan-prices';
import { planIds, planOf, soldPlans, teamCounts, type PlanId } from './plans';

describe('the discount shown beside a plan', () => {
  it('is the difference of the prices over the discounted price, rounded to whole percent (spec section 9)', () => {
    expect(discountPercent(1290, 990)).toBe(30); // 300 / 990 = 30.3 %
    expect(discountPercent(99900, 49900)).toBe(100); // 50000 / 49900 = 100.2 %
    expect(discountPercent(15, 12)).toBe(25);
    expect(discountPercent(200, 100)).toBe(100);
    // A half rounds up, as Math.round does.
    expect(discountPercent(201, 200)).toBe(1); // 0.5 %
    expect(discountPercent(161, 160)).toBe(1); // 0.625 %
    expect(discountPercent(1001, 1000)).toBe(0); // 0.1 %
  });

  it('follows the rule for any prices where the list price is the higher', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000_000 }), (discounted, above) => {
        const price = discounted + above;
        expect(discountPercent(price, discounted)).toBe(Math.round(((price - discounted) / discounted) * 100));
      }),
    );
  });

  it('is never negative and always a whole number, whatever the two prices', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 10_000_000 }), fc.integer({ min: -1_000_000, max: 10_000_000 }), (price, discounted) => {
        const percent = discountPercent(price, discounted);
        expect(Number.isInteger(percent)).toBe(true);
        expect(percent).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('is none for a free plan and none when the owner pays the list price or more', () => {
    expect(discountPercent(0, 0)).toBe(0);
    expect(discountPercent(990, 0)).toBe(0);
    expect(discountPercent(990, 990)).toBe(0);
    expect(discountPercent(990, 1290)).toBe(0);
  });
});

describe('the prices of the plans', () => {
  it('never ask more than the list price, and have a discount on every paid plan', () => {
    for (const plan of soldPlans) {
      for (const currency of currencies) {
        const { price, discountedPrice } = planPrice(plan.id, currency);
        expect(discountedPrice, `${plan.id} ${currency}`).toBeLessThanOrEqual(price);
        expect(discountedPrice, `${plan.id} ${currency}`).toBeGreaterThanOrEqual(0);
        if (plan.offer !== 'demo') expect(discountPercent(price, discountedPrice), `${plan.id} ${currency}`).toBeGreaterThan(0);
      }
    }
  });

  it('cost nothing for no plan and the granted plan', () => {
    for (const currency of currencies) {
      expect(planPrice('NONE', currency)).toEqual({ price: 0, discountedPrice: 0 });
      expect(planPrice('UNLIMITED', currency)).toEqual({ price: 0, discountedPrice: 0 });
    }
  });

  it('make more teams cost more in all, and less per team', () => {
    for (const family of ['MID', 'FULL'] as const) {
      for (const unit of ['WEEK', 'MONTH'] as const) {
        for (const currency of currencies) {
          const paid = teamCounts.map((n) => planPrice(`${family}_${unit}_${n}`, currency).discountedPrice);
          for (let i = 1; i < paid.length; i++) {
            expect(paid[i], `${family}_${unit} ${currency}`).toBeGreaterThan(paid[i - 1]!);
            expect(paid[i]! / teamCounts[i]!, `${family}_${unit} ${currency}`).toBeLessThan(paid[i - 1]! / teamCounts[i - 1]!);
          }
        }
      }
    }
  });

  it('make a month cheaper per week than weekly payments', () => {
    const pairs: [PlanId, PlanId][] = [
      ['LITE_WEEK', 'LITE_MONTH'],
      ...(['MID', 'FULL'] as const).flatMap((f) => teamCounts.map((n): [PlanId, PlanId] => [`${f}_WEEK_${n}`, `${f}_MONTH_${n}`])),
    ];
    for (const [weekly, monthly] of pairs) {
      for (const currency of currencies) {
        // A month is 30.44 days on average, 4.35 weeks.
        expect(planPrice(monthly, currency).discountedPrice / (365.25 / 12 / 7), `${monthly} ${currency}`).toBeLessThan(planPrice(weekly, currency).discountedPrice);
      }
    }
  });

  it('make a tier above cost more than the one below for the same period and teams', () => {
    for (const unit of ['WEEK', 'MONTH'] as const) {
      for (const currency of currencies) {
        for (const n of teamCounts) {
          expect(planPrice(`FULL_${unit}_${n}`, currency).discountedPrice).toBeGreaterThan(planPrice(`MID_${unit}_${n}`, currency).discountedPrice);
        }
        expect(planPrice(`MID_${unit}_1`, currency).discountedPrice).toBeGreaterThan(planPrice(`LITE_${unit}`, currency).discountedPrice);
      }
    }
  });

  it('price every plan id that is sold and only those', () => {
    for (const id of planIds) {
      const free = planPrice(id, 'RUB').discountedPrice === 0;
      expect(free, id).toBe(!planOf(id).sold || planOf(id).offer === 'demo');
    }
  });
});

describe('the currency and amounts', () => {
  it('is roubles for Russian and dollars for English', () => {
    expect(currencyForLocale('ru')).toBe('RUB');
    expect(currencyForLocale('en')).toBe('USD');
    expect(locales.map(currencyForLocale)).toEqual(['RUB', 'USD']);
  });

  it('charges the full report 490 roubles or 6 dollars', () => {
    expect(fullReportPrice).toEqual({ RUB: 490, USD: 6 });
  });

  it('turns whole prices into minor units and back without loss', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (amount) => {
        expect(toMinorUnits(amount)).toBe(amount * 100);
        expect(fromMinorUnits(toMinorUnits(amount))).toBe(amount);
      }),
    );
    expect(toMinorUnits(19.99)).toBe(1999);
  });
});
