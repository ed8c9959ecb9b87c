import type { Answers } from '../../questionnaire/definition';
import { encodeAnswers, featureValue, isFeatureMissing, type EncodedFeatures } from './encode';
import { FEATURE_SPECS } from './feature-specs';

/** The background facts the person indicators read; `null` where unknown. */
export interface Background {
  readonly ageYears: number | null;
  /** Highest education on 0..1: secondary 0, vocational .25, incomplete higher .5, higher .75, postgraduate 1. */
  readonly educationLevel: number | null;
  readonly experienceYears: number | null;
  /** 0 for someone who never managed people. */
  readonly managementYears: number | null;
  /** Size of the largest team managed on 0..1 (up to 5 .25 … over 100 1); 0 for someone who never managed. */
  readonly managedTeamLevel: number | null;
  /** Never 0, had a business .6, runs one 1. */
  readonly entrepreneurship: number | null;
  /** Kinds of additional education, three or more counting fully. */
  readonly additionalTraining: number | null;
  /** Best foreign language: none 0, basic .25 … fluent 1. */
  readonly languageLevel: number | null;
}

/** Kinds of additional education at which training counts in full (assumption). */
const FULL_TRAINING_KINDS = 3;

function numberSpec(neuronName: string) {
  const spec = FEATURE_SPECS.find((candidate) => candidate.neuronName === neuronName);
  if (spec?.kind !== 'number') throw new RangeError(`${neuronName} is not a number feature`);
  return spec;
}

/** The slider's value back from its scaled feature: exact, as the scale is fixed per version. */
function years(features: EncodedFeatures, neuronName: string): number | null {
  if (isFeatureMissing(features, neuronName)) return null;
  const { min, max } = numberSpec(neuronName);
  return min + featureValue(features, neuronName) * (max - min);
}

const level = (features: EncodedFeatures, neuronName: string): number | null =>
  isFeatureMissing(features, neuronName) ? null : featureValue(features, neuronName);

function additionalTraining(features: EncodedFeatures): number | null {
  if (isFeatureMissing(features, 'additional_education')) return null;
  const spec = FEATURE_SPECS.find((candidate) => candidate.neuronName === 'additional_education');
  const kinds = spec?.kind === 'multiHot' ? spec.options.reduce((sum, option) => sum + featureValue(features, `additional_education=${option}`), 0) : 0;
  return Math.min(1, kinds / FULL_TRAINING_KINDS);
}

/**
 * The background read back from the encoded vector, so the indicators and the neural model see the
 * same data. A question that does not apply reads as zero (no managerial years, no language level).
 */
export function backgroundFromFeatures(features: EncodedFeatures): Background {
  return {
    ageYears: years(features, 'age'),
    educationLevel: level(features, 'highest_education'),
    experienceYears: years(features, 'work_experience_years'),
    managementYears: years(features, 'managerial_experience_years'),
    managedTeamLevel: level(features, 'managed_team_size'),
    entrepreneurship: level(features, 'entrepreneurship'),
    additionalTraining: additionalTraining(features),
    languageLevel: isFeatureMissing(features, 'languages') ? null : level(features, 'language_level'),
  };
}

export const backgroundFromAnswers = (answers: Answers): Background => backgroundFromFeatures(encodeAnswers(answers));
