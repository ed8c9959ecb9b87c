import { describe, expect, it } from 'vitest';
import { initialLanguage, plural } from './language';

describe('the test’s language', () => {
  it('keeps the choice made on this device', () => {
    expect(initialLanguage('en', ['ru-RU'])).toBe('en');
    expect(initialLanguage('ru', ['en-US'])).toBe('ru');
  });

  it('otherwise follows the first browser language it speaks, Russian when none', () => {
    expect(initialLanguage(null, ['de-DE', 'en-GB', 'ru'])).toBe('en');
    expect(initialLanguage('fr', ['RU_ru'])).toBe('ru');
    expect(initialLanguage(null, ['de', 'fr'])).toBe('ru');
    expect(initialLanguage(null, [])).toBe('ru');
  });

  it('writes Russian plurals by the language’s rules', () => {
    const minutes = { one: '# минута', few: '# минуты', many: '# минут', other: '# минуты' };
    expect(plural('ru', 1, minutes)).toBe('1 минута');
    expect(plural('ru', 3, minutes)).toBe('3 минуты');
    expect(plural('ru', 11, minutes)).toBe('11 минут');
    expect(plural('ru', 21, minutes)).toBe('21 минута');
    expect(plural('en', 1, { one: '# minute', other: '# minutes' })).toBe('1 minute');
    expect(plural('en', 5, { one: '# minute', other: '# minutes' })).toBe('5 minutes');
  });
});
