import type { Currency } from '@teamcast/domain';

/**
 * An amount in whole units of its currency, written the way the page's language writes money: the
 * rouble sign after the number in Russian, the dollar sign before it in English. Kopecks and cents
 * show only when there are some.
 */
export function formatMoney(amount: number, currency: Currency, language: string): string {
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount);
}

/** A day as the page's language writes it, without the time: when a plan ends or an invoice was made. */
export function formatDay(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));
}

/** A short day, for the invoices' periods. */
export function formatShortDay(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date(iso));
}
