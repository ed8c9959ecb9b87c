import { describe, expect, it } from 'vitest';
import { defaultLocale, fallbackLocale, isLocale, resolveLocale } from './locale';

describe('locale', () => {
  it('speaks Russian by default and falls back to English', () => {
    expect(defaultLocale).toBe('ru');
    expect(fallbackLocale).toBe('en');
  });

  it('accepts only the two product languages', () => {
    expect(isLocale('ru')).toBe(true);
    expect(isLocale('en')).toBe(true);
    expect(isLocale('de')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });

  it('resolves regional tags to their language and unknown values to Russian', () => {
    expect(resolveLocale('en-US')).toBe('en');
    expect(resolveLocale('RU_ru')).toBe('ru');
    expect(resolveLocale('fr')).toBe('ru');
    expect(resolveLocale(null)).toBe('ru');
  });
});
