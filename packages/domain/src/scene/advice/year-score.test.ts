import { describe, expect, it } from 'vitest';
import { createScene } from '../scene-build';
import { simulateScene } from '../simulation';
import { traits } from '../simulation/test-traits';
import { ORIENTATION_WEIGHTS, weightedScore, yearDifference, yearScore } from './year-score';

const team = (size: number) =>
  createScene({
    startDate: '2026-01-05',
    lifespan: 'new',
    seed: 3,
    actors: Array.from({ length: size }, (_, i) => ({ id: `p${i}`, bigFive: traits(3 + (i % 3) * 0.5, 3.5, 3 + (i % 2), 2.5, 3.2), predictedScore: 60 + i })),
  });

describe('the year score', () => {
  it('weighs each orientation to one', () => {
    for (const weights of Object.values(ORIENTATION_WEIGHTS)) {
      expect(weights.power + weights.cohesion + weights.microclimate + weights.fit).toBeCloseTo(1, 12);
    }
  });

  it('takes power per member’s share, so a team of twelve scores on the scale of a team of three', () => {
    for (const size of [3, 12]) {
      const year = yearScore(simulateScene(team(size)), 'launch');
      expect(year.power).toBeGreaterThan(0);
      expect(year.power).toBeLessThanOrEqual(1);
      expect(year.cohesion).toBeGreaterThanOrEqual(0);
      expect(year.cohesion).toBeLessThanOrEqual(1);
      expect(year.score).toBeGreaterThan(0);
      expect(year.score).toBeLessThan(1);
    }
  });

  it('is the weighted sum of its parts, and a difference is taken part by part', () => {
    const forecast = simulateScene(team(5));
    const support = yearScore(forecast, 'support');
    const launch = yearScore(forecast, 'launch');
    expect(support.score).toBeCloseTo(weightedScore(support, 'support'), 12);
    expect(support.power).toBe(launch.power);
    expect(support.fit).not.toBe(launch.fit);
    const difference = yearDifference(support, launch);
    expect(difference.score).toBeCloseTo(support.score - launch.score, 12);
    expect(difference.power).toBe(0);
  });
});
