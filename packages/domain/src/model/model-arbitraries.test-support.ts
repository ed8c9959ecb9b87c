import fc from 'fast-check';
import type { BigFiveScores } from './big-five';
import type { Background, LoveProfile } from './features';

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

const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: null });
const level = (values: readonly number[]) => maybe(fc.constantFrom(...values));

/** A love profile with any of its answers missing, each answer one the questionnaire offers. */
export const loveProfile: fc.Arbitrary<LoveProfile> = fc.record({
  timeTogether: level([0, 0.5, 1]),
  distance: level([0, 0.5, 1]),
  workLifeBalance: level([0, 0.5, 1]),
  weekends: maybe(fc.constantFrom('home', 'active', 'social', 'travel')),
  sharedInterests: maybe(fc.integer({ min: 1, max: 5 })),
  attraction: maybe(fc.uniqueArray(fc.constantFrom('appearance', 'intellect', 'humour', 'kindness', 'ambition', 'confidence'), { minLength: 1 })),
  meetingPeople: maybe(fc.constantFrom('friends', 'online', 'work', 'events', 'rarely')),
  loveLanguage: maybe(fc.constantFrom('words', 'time', 'gifts', 'help', 'touch')),
  difficulties: maybe(fc.constantFrom('talk', 'pause', 'advice', 'avoid')),
  secondChance: level([0, 0.5, 1]),
});

/** What the norms may know of a person. */
export const normPerson = fc.record({
  sex: maybe(fc.constantFrom('male' as const, 'female' as const)),
  age: maybe(fc.integer({ min: 16, max: 80 })),
});
