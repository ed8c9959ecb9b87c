import type { Locale } from '../locale';
import type { PlanId } from './plans';

/**
 * The prices of the plans on sale, in whole roubles and dollars: the list price and the price the owner
 * pays. The reasoning behind them is in docs/billing.md; change them here and nowhere else.
 */
export const currencies = ['RUB', 'USD'] as const;
export type Currency = (typeof currencies)[number];

export interface PlanPrice {
  /** The list price, shown struck through. */
  price: number;
  /** What the owner pays. */
  discountedPrice: number;
}

type SoldPlanId = Exclude<PlanId, 'NONE' | 'UNLIMITED'>;

const p = (price: number, discountedPrice: number): PlanPrice => ({ price, discountedPrice });
const free = p(0, 0);

export const planPrices: Readonly<Record<SoldPlanId, Readonly<Record<Currency, PlanPrice>>>> = {
  LITE_DEMO: { RUB: free, USD: free },
  LITE_WEEK: { RUB: p(1290, 990), USD: p(15, 12) },
  LITE_MONTH: { RUB: p(3990, 2990), USD: p(49, 39) },
  MID_DEMO: { RUB: free, USD: free },
  MID_WEEK_1: { RUB: p(1990, 1490), USD: p(25, 19) },
  MID_WEEK_2: { RUB: p(2790, 1990), USD: p(35, 25) },
  MID_WEEK_3: { RUB: p(3490, 2490), USD: p(45, 32) },
  MID_WEEK_4: { RUB: p(3990, 2890), USD: p(52, 37) },
  MID_MONTH_1: { RUB: p(5990, 4490), USD: p(75, 55) },
  MID_MONTH_2: { RUB: p(7990, 5990), USD: p(99, 75) },
  MID_MONTH_3: { RUB: p(9990, 7490), USD: p(125, 95) },
  MID_MONTH_4: { RUB: p(11990, 8490), USD: p(149, 109) },
  FULL_DEMO: { RUB: free, USD: free },
  FULL_WEEK_1: { RUB: p(2990, 2290), USD: p(37, 29) },
  FULL_WEEK_2: { RUB: p(3990, 2990), USD: p(49, 37) },
  FULL_WEEK_3: { RUB: p(4990, 3790), USD: p(62, 47) },
  FULL_WEEK_4: { RUB: p(5790, 4290), USD: p(72, 54) },
  FULL_MONTH_1: { RUB: p(8990, 6990), USD: p(112, 89) },
  FULL_MONTH_2: { RUB: p(11990, 8990), USD: p(149, 112) },
  FULL_MONTH_3: { RUB: p(14990, 11290), USD: p(189, 142) },
  FULL_MONTH_4: { RUB: p(17990, 12990), USD: p(225, 165) },
  FULL_BONUS: { RUB: p(99900, 49900), USD: p(1249, 599) },
};

/** The one-time full compatibility report of a pair (spec sections 1 and 9), paid once and kept for life. */
export const fullReportPrice: Readonly<Record<Currency, number>> = { RUB: 490, USD: 6 };

/** Roubles for the Russian locale, dollars otherwise (spec section 9). */
export function currencyForLocale(locale: Locale): Currency {
  return locale === 'ru' ? 'RUB' : 'USD';
}

export function planPrice(plan: PlanId, currency: Currency): PlanPrice {
  if (plan === 'NONE' || plan === 'UNLIMITED') return free;
  return planPrices[plan][currency];
}

/** Both currencies have a hundred minor units; the card provider is charged in them. */
export const toMinorUnits = (amount: number): number => Math.round(amount * 100);
export const fromMinorUnits = (minor: number): number => minor / 100;

/**
 * The discount shown beside a plan: the difference of the two prices divided by the discounted price,
 * in whole percent (the spec's rule). A free plan has none.
 */
export function discountPercent(price: number, discountedPrice: number): number {
  if (discountedPrice <= 0 || price <= discountedPrice) return 0;
  return Math.round(((price - discountedPrice) / discountedPrice) * 100);
}
