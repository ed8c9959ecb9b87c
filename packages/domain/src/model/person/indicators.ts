import { gradeFromScore, type Grade } from '../../profile/grade';
import type { BigFiveScores } from '../big-five';
import type { Background } from '../features';
import { clamp, saturate } from '../math';
import { MODEL_WEIGHTS, type ModelWeights } from '../weights';

/** What the model knows of one person; anything may be missing. */
export interface PersonModelInput {
  readonly background?: Background | null;
  readonly bigFive?: BigFiveScores | null;
  /** The estimator's score, 0..100. */
  readonly finalScorePrecise?: number | null;
  /** The published neural model's prediction of that score, 0..100. */
  readonly predictedScore?: number | null;
}

/** An indicator in 0..1 and the share of its weight that rested on present inputs (0..1). */
export interface IndicatorValue {
  readonly value: number;
  readonly precision: number;
}

export type ExpertiseSource = 'estimator' | 'model' | 'qualification';

export interface PersonIndicators {
  readonly qualification: IndicatorValue;
  readonly professionalism: IndicatorValue;
  readonly maturity: IndicatorValue;
  readonly expertise: IndicatorValue & { readonly source: ExpertiseSource };
  readonly grade: Grade;
  /** Mean precision of the four: how much of this person's forecast rests on their own data. */
  readonly precision: number;
}

/** A weighted part of an indicator; `null` when its input is missing. */
type Part = readonly [weight: number, value: number | null];

/**
 * The weighted mean of the present parts, renormalised over their weights; with nothing present the
 * neutral middle 0.5 at precision 0.
 */
export function combineParts(parts: readonly Part[]): IndicatorValue {
  let total = 0;
  let present = 0;
  let sum = 0;
  for (const [weight, value] of parts) {
    total += weight;
    if (value === null || !Number.isFinite(value)) continue;
    present += weight;
    sum += weight * clamp(value, 0, 1);
  }
  if (present === 0) return { value: 0.5, precision: 0 };
  return { value: clamp(sum / present, 0, 1), precision: total === 0 ? 0 : present / total };
}

/** `(score − 1) / 4`: a Big Five domain mean on 0..1. */
export const traitShare = (score: number): number => clamp((score - 1) / 4, 0, 1);

const known = (value: number | null | undefined): value is number => value !== null && value !== undefined && Number.isFinite(value);

function mean(values: readonly (number | null)[]): number | null {
  const present = values.filter(known);
  return present.length === 0 ? null : present.reduce((a, b) => a + b, 0) / present.length;
}

/** Training beyond the main education: courses weigh more than a foreign language (assumption). */
function extraTraining(background: Background | null | undefined): number | null {
  const courses = background?.additionalTraining ?? null;
  const language = background?.languageLevel ?? null;
  if (courses === null && language === null) return null;
  if (courses === null) return language;
  if (language === null) return courses;
  return 0.7 * courses + 0.3 * language;
}

/** Managing people or running a business, whichever counts more. */
function managementAndEntrepreneurship(background: Background | null | undefined, weights: ModelWeights): number | null {
  const years = background?.managementYears ?? null;
  const teamLevel = background?.managedTeamLevel ?? null;
  const management =
    years === null ? null : 0.7 * saturate(years, weights.indicators.professionalism.roleYears.value) + 0.3 * (teamLevel ?? 0);
  const business = background?.entrepreneurship ?? null;
  if (management === null) return business;
  return business === null ? management : Math.max(management, business);
}

export function qualification(input: PersonModelInput, weights: ModelWeights = MODEL_WEIGHTS): IndicatorValue {
  const w = weights.indicators.qualification;
  const years = input.background?.experienceYears ?? null;
  return combineParts([
    [w.education.value, input.background?.educationLevel ?? null],
    [w.experience.value, years === null ? null : saturate(years, w.experienceYears.value)],
    [w.training.value, extraTraining(input.background)],
  ]);
}

export function professionalism(input: PersonModelInput, weights: ModelWeights = MODEL_WEIGHTS): IndicatorValue {
  const w = weights.indicators.professionalism;
  // The questionnaire asks for total years of work, which stands in for years in the role.
  const years = input.background?.experienceYears ?? null;
  return combineParts([
    [w.roleExperience.value, years === null ? null : saturate(years, w.roleYears.value)],
    [w.management.value, managementAndEntrepreneurship(input.background, weights)],
    [w.conscientiousness.value, input.bigFive ? traitShare(input.bigFive.conscientiousness) : null],
  ]);
}

export function maturity(input: PersonModelInput, weights: ModelWeights = MODEL_WEIGHTS): IndicatorValue {
  const w = weights.indicators.maturity;
  const age = input.background?.ageYears ?? null;
  const traits = input.bigFive;
  return combineParts([
    [w.age.value, age === null ? null : saturate(age - w.adultFrom.value, w.ageYears.value)],
    [
      w.personality.value,
      traits
        ? mean([traitShare(traits.agreeableness), traitShare(traits.conscientiousness), 1 - traitShare(traits.negativeEmotionality)])
        : null,
    ],
  ]);
}

/** The estimator's grade where there is one, else the published model's prediction, else qualification. */
export function expertise(
  input: PersonModelInput,
  qualificationValue: IndicatorValue,
  weights: ModelWeights = MODEL_WEIGHTS,
): IndicatorValue & { readonly source: ExpertiseSource } {
  const w = weights.indicators.expertisePrecision;
  if (known(input.finalScorePrecise)) {
    return { value: clamp(input.finalScorePrecise / 100, 0, 1), precision: w.estimator.value, source: 'estimator' };
  }
  if (known(input.predictedScore)) {
    return { value: clamp(input.predictedScore / 100, 0, 1), precision: w.model.value, source: 'model' };
  }
  return {
    value: qualificationValue.value,
    precision: w.qualification.value * qualificationValue.precision,
    source: 'qualification',
  };
}

export function personIndicators(input: PersonModelInput, weights: ModelWeights = MODEL_WEIGHTS): PersonIndicators {
  const k = qualification(input, weights);
  const p = professionalism(input, weights);
  const l = maturity(input, weights);
  const e = expertise(input, k, weights);
  return {
    qualification: k,
    professionalism: p,
    maturity: l,
    expertise: e,
    grade: gradeFromScore(e.value * 100) ?? 'junior',
    precision: (k.precision + p.precision + l.precision + e.precision) / 4,
  };
}
