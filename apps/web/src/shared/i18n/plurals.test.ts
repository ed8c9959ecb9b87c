import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n';

describe('plurals', () => {
  it('follows Russian plural rules', () => {
    const { t } = createI18n('ru');
    expect(t('common.teamCount', { count: 1 })).toBe('1 команда');
    expect(t('common.teamCount', { count: 2 })).toBe('2 команды');
    expect(t('common.teamCount', { count: 5 })).toBe('5 команд');
    expect(t('common.teamCount', { count: 11 })).toBe('11 команд');
    expect(t('common.teamCount', { count: 21 })).toBe('21 команда');
    expect(t('common.teamCount', { count: 24 })).toBe('24 команды');
    expect(t('public.landing.stats.days', { count: 365 })).toBe('365 дней');
  });

  it('follows English plural rules', () => {
    const { t } = createI18n('en');
    expect(t('common.teamCount', { count: 1 })).toBe('1 team');
    expect(t('common.teamCount', { count: 2 })).toBe('2 teams');
    expect(t('common.teamCount', { count: 21 })).toBe('21 teams');
  });
});
