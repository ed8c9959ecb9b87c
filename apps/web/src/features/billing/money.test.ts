import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';
import { plain } from './test-support/owner-area';

describe('money', () => {
  it('is written in roubles the Russian way and in dollars the English way', () => {
    expect(plain(formatMoney(2990, 'RUB', 'ru'))).toBe('2 990 ₽');
    expect(plain(formatMoney(99900, 'RUB', 'ru'))).toBe('99 900 ₽');
    expect(formatMoney(39, 'USD', 'en')).toBe('$39');
    expect(formatMoney(1249, 'USD', 'en')).toBe('$1,249');
  });

  it('shows kopecks and cents only when there are some', () => {
    expect(plain(formatMoney(12.5, 'RUB', 'ru'))).toBe('12,50 ₽');
    expect(formatMoney(12.5, 'USD', 'en')).toBe('$12.50');
  });
});
