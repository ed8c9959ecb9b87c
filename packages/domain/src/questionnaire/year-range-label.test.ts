import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRESENT_TIME, yearRangeLabel } from './year-range-label';

describe('yearRangeLabel', () => {
  it('shows present time when the end year is after the current year', () => {
    expect(yearRangeLabel(2019, 2030, 2025)).toEqual({ from: 2019, to: PRESENT_TIME });
    expect(PRESENT_TIME).toBe('present_time');
  });

  it('shows the end year when it is this year or earlier', () => {
    expect(yearRangeLabel(2019, 2025, 2025)).toEqual({ from: 2019, to: 2025 });
    expect(yearRangeLabel(2010, 2014, 2025)).toEqual({ from: 2010, to: 2014 });
  });

  it('keeps the start year and decides on the end year alone', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2100 }), fc.integer({ min: 1900, max: 2100 }), fc.integer({ min: 1900, max: 2100 }), (from, to, now) => {
        const label = yearRangeLabel(from, to, now);
        expect(label.from).toBe(from);
        expect(label.to).toBe(to > now ? PRESENT_TIME : to);
      }),
    );
  });
});
