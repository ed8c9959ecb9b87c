import { describe, expect, it } from 'vitest';
import { errorText, errorTexts } from './error-texts';

describe('the test’s error messages', () => {
  it('has a message in both languages for every code it knows', () => {
    expect(Object.keys(errorTexts.en).sort()).toEqual(Object.keys(errorTexts.ru).sort());
    for (const language of ['ru', 'en'] as const) for (const text of Object.values(errorTexts[language])) expect(text.trim()).not.toBe('');
  });

  it('speaks of the test’s own failures in the reader’s language, and of anything else as unexpected', () => {
    expect(errorText('ru', 'share_revoked')).toBe('Ссылка на результат отозвана.');
    expect(errorText('en', 'flame_not_ready')).toBe('The result is ready once you have both answered.');
    expect(errorText('ru', 'payment_failed')).toBe('Платеж не прошел');
    expect(errorText('ru', 'no_such_code')).toBe('Непредвиденная ошибка');
    expect(errorText('en', 'network')).toMatch(/^No internet connection/);
  });
});
