import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { lightVariantText } from './theme';

const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};

describe('the text of the light variant', () => {
  it('reads at 4.5:1 at least on the first shade in every colour of the theme', () => {
    for (const [name, shades] of Object.entries(DEFAULT_THEME.colors)) {
      expect(contrast(lightVariantText(shades), shades[1]), name).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps the ninth shade where it already reads, and darkens the faint ones only as far as needed', () => {
    expect(lightVariantText(DEFAULT_THEME.colors.blue)).toBe(DEFAULT_THEME.colors.blue[9]);
    expect(lightVariantText(DEFAULT_THEME.colors.grape)).toBe(DEFAULT_THEME.colors.grape[9]);
    const teal = lightVariantText(DEFAULT_THEME.colors.teal);
    expect(teal).not.toBe(DEFAULT_THEME.colors.teal[9]);
    expect(contrast(teal, DEFAULT_THEME.colors.teal[1])).toBeLessThan(5.2);
  });
});
