import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayGaussian, gaussian, startGaussianDay, uniform } from './hash-random';

const int32 = fc.integer({ min: -(2 ** 31), max: 2 ** 32 - 1 });

describe('hashed random draws', () => {
  it('a day of draws started once gives each subject exactly its own draw', () => {
    fc.assert(
      fc.property(int32, fc.integer({ min: 0, max: 3 }), fc.integer({ min: -730, max: 364 }), fc.array(int32, { minLength: 1, maxLength: 8 }), (seed, stream, day, subjects) => {
        const draws = { u: 0, v: 0 };
        startGaussianDay(draws, seed, stream, day);
        for (const subject of subjects) expect(dayGaussian(draws, subject)).toBe(gaussian(seed, stream, day, subject));
      }),
    );
  });

  it('are uniform on (0, 1), the same for the same inputs and different for a neighbouring day', () => {
    fc.assert(
      fc.property(int32, int32, fc.integer({ min: -730, max: 364 }), (seed, subject, day) => {
        const value = uniform(seed, 1, day, subject);
        expect(value).toBeGreaterThan(0);
        expect(value).toBeLessThan(1);
        expect(uniform(seed, 1, day, subject)).toBe(value);
        expect(uniform(seed, 1, day + 1, subject)).not.toBe(value);
      }),
    );
  });
});
