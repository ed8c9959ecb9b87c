import fc from 'fast-check';
import type { BigFiveScores } from './big-five';
import type { Background } from './features';

const score = fc.double({ min: 1, max: 5, noNaN: true });

export const bigFiveScores: fc.Arbitrary<BigFiveScores> = fc.record({
  extraversion: score,
  agreeableness: score,
  conscientiousness: score,
  negativeEmotionality: score,
  openMindedness: score,
});

const share = fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: null });
const years = (max: number) => fc.option(fc.double({ min: 0, max, noNaN: true }), { nil: null });

export const background: fc.Arbitrary<Background> = fc.record({
  ageYears: fc.option(fc.double({ min: 16, max: 80, noNaN: true }), { nil: null }),
  educationLevel: share,
  experienceYears: years(50),
  managementYears: years(50),
  managedTeamLevel: share,
  entrepreneurship: share,
  additionalTraining: share,
  languageLevel: share,
});

export const qualificationValue = fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: null });

/** Traits where more is better for a relationship, and the one where less is. */
export const FAVOURABLE_UP = ['agreeableness', 'conscientiousness', 'extraversion'] as const;
