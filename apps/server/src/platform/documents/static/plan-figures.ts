import { currencyForLocale, fullReportPrice, planPrices, teamCounts, type Locale } from '@teamcast/domain';

/**
 * Prices as the documents print them, read from the domain's price list so that a guide or a slide never
 * states a price the subscription dialog does not charge.
 */
export function money(amount: number, locale: Locale): string {
  const currency = currencyForLocale(locale);
  return new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount);
}

type Family = 'MID' | 'FULL';

/** What a tier costs a week or a month: one price for LITE, "from one team to four" for MID and FULL. */
export function tierPrice(family: 'LITE' | Family, period: 'WEEK' | 'MONTH', locale: Locale): string {
  const currency = currencyForLocale(locale);
  if (family === 'LITE') return money(planPrices[`LITE_${period}`][currency].discountedPrice, locale);
  const first = planPrices[`${family}_${period}_${teamCounts[0]}`][currency].discountedPrice;
  const last = planPrices[`${family}_${period}_${teamCounts[teamCounts.length - 1]!}`][currency].discountedPrice;
  return `${money(first, locale)} – ${money(last, locale)}`;
}

export function bonusPrice(locale: Locale): string {
  return money(planPrices.FULL_BONUS[currencyForLocale(locale)].discountedPrice, locale);
}

export function reportPrice(locale: Locale): string {
  return money(fullReportPrice[currencyForLocale(locale)], locale);
}
