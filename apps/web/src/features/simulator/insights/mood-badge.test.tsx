import { MOOD_BANDS } from '@teamcast/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MoodBadge } from './index';
import { plain, renderInsight } from './test-support';

const words = {
  ru: ['Подавленное', 'Плохое', 'Тревожное', 'Хорошее', 'Отличное', 'Неизвестно'],
  en: ['Depressed', 'Bad', 'Anxious', 'Good', 'Excellent', 'Unknown'],
};

describe('mood badge', () => {
  it.each(['ru', 'en'] as const)('names each band in words (%s), each in a colour of its own', (locale) => {
    const bands = [...MOOD_BANDS, 'unclear'] as const;
    const colours = new Set<string>();
    bands.forEach((band, index) => {
      const { unmount } = renderInsight(<MoodBadge condition={band} />, locale);
      const badge = screen.getByTestId('mood-badge');
      expect(plain(badge.textContent)).toBe(`${locale === 'ru' ? 'Настроение:' : 'Mood:'} ${words[locale][index]}`);
      colours.add(badge.getAttribute('style') ?? '');
      unmount();
    });
    expect(colours.size).toBe(bands.length);
  });
});
