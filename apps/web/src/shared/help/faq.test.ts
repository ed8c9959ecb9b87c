import { locales } from '@teamcast/domain';
import { describe, expect, it } from 'vitest';
import { faqItems } from './faq';
import { searchFaq } from './faq-search';

describe('the FAQ', () => {
  it('asks the same questions in every language, under the same ids, none empty', () => {
    const ids = locales.map((locale) => faqItems(locale).map((item) => item.id));
    for (const list of ids) expect(list).toEqual(ids[0]);
    expect(new Set(ids[0]).size).toBe(ids[0]!.length);
    for (const locale of locales) {
      for (const item of faqItems(locale)) {
        expect(item.question.trim()).not.toBe('');
        expect(item.answer.trim()).not.toBe('');
      }
    }
  });

  it('finds questions by every word of a query, in the wording or the answer, whatever the case or ё', () => {
    const ru = faqItems('ru');
    expect(searchFaq(ru, '')).toHaveLength(ru.length);
    expect(searchFaq(ru, '   ').map((item) => item.id)).toEqual(ru.map((item) => item.id));
    expect(searchFaq(ru, 'ТАРИФ').map((item) => item.id)).toContain('plans');
    expect(searchFaq(ru, 'сплоченность').map((item) => item.id)).toContain('manager-simulator');
    expect(searchFaq(ru, 'симулятор 365').map((item) => item.id)).toEqual(['manager-simulator', 'team-check']);
    expect(searchFaq(ru, 'симулятор квазар')).toEqual([]);
    expect(searchFaq(faqItems('en'), 'compare').map((item) => item.id)).toContain('compare-teams');
  });
});
