import { describe, expect, it } from 'vitest';
import { keepDrawable } from './fonts';
import { firstNameOnCard, renderSharedResultImage, type SharedResultImageInput } from './shared-result-image';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from the PNG's header chunk, which must come first. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

const anna: SharedResultImageInput = { locale: 'ru', names: ['Анна', 'Борис'], score: 78, bandText: 'выше среднего' };

describe("the shared result's preview image", () => {
  it('is a 1200×630 PNG in either language', async () => {
    expect(pngSize(await renderSharedResultImage(anna))).toEqual({ width: 1200, height: 630 });
    const english = await renderSharedResultImage({ locale: 'en', names: ['Anna', 'Boris'], score: 78, bandText: 'above average' });
    expect(pngSize(english)).toEqual({ width: 1200, height: 630 });
  });

  it('shows the score: two scores give two pictures, the same input the same picture', async () => {
    const [low, high, again] = await Promise.all([
      renderSharedResultImage({ ...anna, score: 31 }),
      renderSharedResultImage({ ...anna, score: 87 }),
      renderSharedResultImage({ ...anna, score: 87 }),
    ]);
    expect(low.equals(high)).toBe(false);
    expect(high.equals(again)).toBe(true);
  });

  it('draws the names as given text, markup included, without breaking the picture', async () => {
    const plain = await renderSharedResultImage(anna);
    const markup = await renderSharedResultImage({ ...anna, names: ['<svg onload="x()">', '&amp;</text>'] });
    expect(pngSize(markup)).toEqual({ width: 1200, height: 630 });
    expect(markup.equals(plain)).toBe(false);
  });

  it('renders Cyrillic names with the embedded font: every Russian letter can be drawn', () => {
    const alphabet = 'АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯабвгдеёжзийклмнопрстуфхцчшщъыьэюя';
    expect(keepDrawable(alphabet)).toBe(alphabet);
  });

  it('shows first names only, cut to fit, and a stand-in for a name the font cannot draw', () => {
    expect(firstNameOnCard('  Анна Сергеевна Петрова ', '?')).toBe('Анна');
    expect(firstNameOnCard('Анна-Мария', '?')).toBe('Анна-Мария');
    expect(firstNameOnCard('Александра-Анастасия-Мария', '?')).toBe('Александра-Анастасия-Ма…');
    expect(Array.from(firstNameOnCard('Ж'.repeat(100), '?'))).toHaveLength(24);
    expect(firstNameOnCard('💕💕', 'Второй партнёр')).toBe('Второй партнёр');
    expect(firstNameOnCard('💕Аня', '?')).toBe('Аня');
  });
});
