import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clamp, normalCdf, saturate } from './math';

describe('normalCdf', () => {
  it.each([
    [0, 0.5],
    [1, 0.8413447460685429],
    [-1, 0.15865525393145707],
    [1.959963984540054, 0.975],
    [-3, 0.0013498980316301035],
    [5, 0.9999997133484281],
    [-8, 6.22096057427178e-16],
  ])('Φ(%f) = %f', (x, expected) => {
    expect(normalCdf(x)).toBeCloseTo(expected, 13);
  });

  it('is symmetric, increasing and within 0..1', () => {
    fc.assert(
      fc.property(fc.double({ min: -40, max: 40, noNaN: true }), fc.double({ min: 0, max: 5, noNaN: true }), (x, step) => {
        const value = normalCdf(x);
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThanOrEqual(1);
        expect(value + normalCdf(-x)).toBeCloseTo(1, 14);
        // The rational approximation rises with x up to its last bit: a step below one ulp may round down by one.
        expect(normalCdf(x + step)).toBeGreaterThanOrEqual(value - Number.EPSILON);
      }),
    );
  });
});

describe('saturate and clamp', () => {
  it('saturates from 0 towards 1', () => {
    expect(saturate(0, 5)).toBe(0);
    expect(saturate(-3, 5)).toBe(0);
    expect(saturate(5, 5)).toBeCloseTo(1 - Math.exp(-1), 15);
    expect(saturate(1e6, 5)).toBe(1);
  });

  it('clamps', () => {
    expect(clamp(-1, 0, 1)).toBe(0);
    expect(clamp(2, 0, 1)).toBe(1);
    expect(clamp(0.3, 0, 1)).toBe(0.3);
  });
});
