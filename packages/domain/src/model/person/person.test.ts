import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BigFiveScores } from '../big-five';
import type { Background } from '../features';
import { background, bigFiveScores } from '../model-arbitraries.test-support';
import { combineParts, maturity, personIndicators, professionalism, qualification, type PersonModelInput } from './indicators';
import { moodBand } from './mood';
import { teamOrientation } from './orientation';

const emptyBackground: Background = {
  ageYears: null,
  educationLevel: null,
  experienceYears: null,
  managementYears: null,
  managedTeamLevel: null,
  entrepreneurship: null,
  additionalTraining: null,
  languageLevel: null,
};

const BACKGROUND_FIELDS = Object.keys(emptyBackground) as (keyof Background)[];

describe('combining the parts of an indicator', () => {
  it('renormalises over the present parts and reports their share of the weight', () => {
    expect(combineParts([[0.3, 1], [0.5, null], [0.2, 0]])).toEqual({ value: 0.6, precision: 0.5 });
    expect(combineParts([[0.3, null], [0.7, null]])).toEqual({ value: 0.5, precision: 0 });
  });
});

describe('person indicators', () => {
  it('K, P and L of a described person, by hand', () => {
    const input: PersonModelInput = {
      background: {
        ...emptyBackground,
        ageYears: 33,
        educationLevel: 0.75,
        experienceYears: 5,
        managementYears: 0,
        managedTeamLevel: 0,
        entrepreneurship: 0,
        additionalTraining: 0.5,
        languageLevel: 0.5,
      },
      bigFive: { extraversion: 3, agreeableness: 4, conscientiousness: 4, negativeEmotionality: 2, openMindedness: 3 },
    };
    // K = 0.30·0.75 + 0.50·(1 − e^−1) + 0.20·(0.7·0.5 + 0.3·0.5)
    expect(qualification(input).value).toBeCloseTo(0.225 + 0.5 * (1 - Math.exp(-1)) + 0.2 * 0.5, 12);
    // P = 0.45·(1 − e^(−5/3)) + 0.25·0 + 0.30·0.75
    expect(professionalism(input).value).toBeCloseTo(0.45 * (1 - Math.exp(-5 / 3)) + 0.3 * 0.75, 12);
    // L = 0.35·(1 − e^−1) + 0.65·mean(0.75, 0.75, 0.75)
    expect(maturity(input).value).toBeCloseTo(0.35 * (1 - Math.exp(-1)) + 0.65 * 0.75, 12);
    expect(personIndicators(input).precision).toBeCloseTo((1 + 1 + 1 + 0.4) / 4, 12);
  });

  it('without Big Five, P and L renormalise and lose precision', () => {
    const input: PersonModelInput = { background: { ...emptyBackground, ageYears: 33, experienceYears: 3 } };
    expect(professionalism(input).value).toBeCloseTo(1 - Math.exp(-1), 12);
    expect(professionalism(input).precision).toBeCloseTo(0.45, 12);
    expect(maturity(input)).toEqual({ value: 1 - Math.exp(-1), precision: 0.35 });
  });

  it('with nothing known, everything sits at the middle with no precision', () => {
    const result = personIndicators({});
    expect(result.qualification).toEqual({ value: 0.5, precision: 0 });
    expect(result.professionalism).toEqual({ value: 0.5, precision: 0 });
    expect(result.maturity).toEqual({ value: 0.5, precision: 0 });
    expect(result.expertise).toEqual({ value: 0.5, precision: 0, source: 'qualification' });
    expect(result.precision).toBe(0);
  });

  it('expertise comes from the estimator, else the published model, else K; the grade follows it', () => {
    expect(personIndicators({ finalScorePrecise: 90, predictedScore: 10 }).expertise).toEqual({ value: 0.9, precision: 1, source: 'estimator' });
    expect(personIndicators({ finalScorePrecise: 90 }).grade).toBe('senior_plus');
    expect(personIndicators({ predictedScore: 40 }).expertise).toEqual({ value: 0.4, precision: 0.7, source: 'model' });
    expect(personIndicators({ predictedScore: 40 }).grade).toBe('middle');
    expect(personIndicators({ finalScorePrecise: 5 }).grade).toBe('junior');
  });

  it('every indicator and precision stays within 0..1', () => {
    fc.assert(
      fc.property(
        fc.option(background, { nil: null }),
        fc.option(bigFiveScores, { nil: null }),
        fc.option(fc.double({ min: 0, max: 100, noNaN: true }), { nil: null }),
        (bg, traits, score) => {
          const result = personIndicators({ background: bg, bigFive: traits, predictedScore: score });
          for (const indicator of [result.qualification, result.professionalism, result.maturity, result.expertise]) {
            for (const value of [indicator.value, indicator.precision]) {
              expect(value).toBeGreaterThanOrEqual(0);
              expect(value).toBeLessThanOrEqual(1);
            }
          }
        },
      ),
    );
  });

  it('precision falls when an input goes missing, and never rises', () => {
    fc.assert(
      fc.property(background, bigFiveScores, fc.constantFrom(...BACKGROUND_FIELDS, 'bigFive' as const), (bg, traits, dropped) => {
        const full: PersonModelInput = { background: bg, bigFive: traits };
        const fewer: PersonModelInput =
          dropped === 'bigFive' ? { background: bg } : { background: { ...bg, [dropped]: null }, bigFive: traits };
        const before = personIndicators(full);
        const after = personIndicators(fewer);
        for (const key of ['qualification', 'professionalism', 'maturity'] as const) {
          expect(after[key].precision).toBeLessThanOrEqual(before[key].precision + 1e-12);
        }
        expect(after.precision).toBeLessThanOrEqual(before.precision + 1e-12);
        if (dropped === 'bigFive') expect(after.maturity.precision).toBeLessThan(before.maturity.precision);
        if (dropped === 'ageYears' && bg.ageYears !== null) expect(after.maturity.precision).toBeLessThan(before.maturity.precision);
        if (dropped === 'educationLevel' && bg.educationLevel !== null) {
          expect(after.qualification.precision).toBeLessThan(before.qualification.precision);
        }
      }),
    );
  });

  it('is deterministic', () => {
    fc.assert(
      fc.property(background, bigFiveScores, (bg, traits) => {
        expect(personIndicators({ background: bg, bigFive: traits })).toEqual(personIndicators({ background: bg, bigFive: traits }));
      }),
    );
  });

  it('more conscientiousness never lowers P or L; more negative emotionality never raises L', () => {
    fc.assert(
      fc.property(background, bigFiveScores, fc.double({ min: 0, max: 4, noNaN: true }), (bg, traits, step) => {
        const more: BigFiveScores = { ...traits, conscientiousness: Math.min(5, traits.conscientiousness + step) };
        const anxious: BigFiveScores = { ...traits, negativeEmotionality: Math.min(5, traits.negativeEmotionality + step) };
        expect(professionalism({ background: bg, bigFive: more }).value).toBeGreaterThanOrEqual(
          professionalism({ background: bg, bigFive: traits }).value - 1e-12,
        );
        expect(maturity({ background: bg, bigFive: more }).value).toBeGreaterThanOrEqual(maturity({ background: bg, bigFive: traits }).value - 1e-12);
        expect(maturity({ background: bg, bigFive: anxious }).value).toBeLessThanOrEqual(maturity({ background: bg, bigFive: traits }).value + 1e-12);
      }),
    );
  });
});

describe('mood bands', () => {
  it.each([
    [-100, 'depressed'],
    [-80.01, 'depressed'],
    [-80, 'bad'],
    [-20.5, 'bad'],
    [-20, 'anxious'],
    [0, 'anxious'],
    [20, 'anxious'],
    [20.01, 'good'],
    [80, 'good'],
    [80.5, 'excellent'],
    [100, 'excellent'],
    [null, 'unclear'],
    [Number.NaN, 'unclear'],
  ])('%s is %s', (score, band) => {
    expect(moodBand(score)).toBe(band);
  });
});

describe('team orientation', () => {
  it('follows whichever of the mean K, P, L leads', () => {
    const member = (qualification: number, professionalism: number, maturity: number) => ({ qualification, professionalism, maturity });
    expect(teamOrientation([member(0.8, 0.5, 0.4), member(0.6, 0.5, 0.4)])).toMatchObject({ orientation: 'launch', order: 'КПЛ' });
    expect(teamOrientation([member(0.2, 0.9, 0.4), member(0.6, 0.5, 0.4)])).toMatchObject({ orientation: 'growth', order: 'ПЛК' });
    expect(teamOrientation([member(0.2, 0.3, 0.9)])).toMatchObject({ orientation: 'support', order: 'ЛКП' });
    expect(teamOrientation([member(0.5, 0.5, 0.5)])?.orientation).toBe('launch');
    expect(teamOrientation([member(0.4, 0.5, 0.5)])?.orientation).toBe('growth');
    expect(teamOrientation([])).toBeNull();
  });
});
