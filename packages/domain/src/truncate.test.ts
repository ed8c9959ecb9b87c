import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { truncate } from './truncate';

describe('truncate', () => {
  it('keeps text of up to 17 characters as it is', () => {
    expect(truncate('Короткое имя')).toBe('Короткое имя');
    expect(truncate('12345678901234567')).toBe('12345678901234567');
  });

  it('cuts longer text at 17 characters and marks the cut', () => {
    expect(truncate('Константинопольский')).toBe('Константинопольск…');
    expect(truncate('abcdefgh ijklmnopqrst')).toBe('abcdefgh ijklmnop…');
  });

  it('never returns more than the limit plus the ellipsis', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 40 }), (text, length) => {
        const out = Array.from(truncate(text, length));
        expect(out.length).toBeLessThanOrEqual(length + 1);
      }),
    );
  });
});
