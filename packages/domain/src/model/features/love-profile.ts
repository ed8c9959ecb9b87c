import type { Answers } from '../../questionnaire/definition';
import type { LoveAgreementAnswer, LoveLevelAnswer } from '../weights';
import { encodeAnswers, featureValue, isFeatureMissing, type EncodedFeatures } from './encode';
import { FEATURE_SPECS, type FeatureSpec } from './feature-specs';

/**
 * What a person answered in the love questionnaire's own step, read back from the encoded vector; `null`
 * where unanswered. Options keep the questionnaire's values, ordered answers their level on 0..1.
 */
export interface LoveProfile {
  readonly timeTogether: number | null;
  readonly distance: number | null;
  readonly workLifeBalance: number | null;
  readonly weekends: string | null;
  /** How much shared interests matter, 1..5. */
  readonly sharedInterests: number | null;
  /** What attracts one in a person: at least one option. */
  readonly attraction: readonly string[] | null;
  readonly meetingPeople: string | null;
  readonly loveLanguage: string | null;
  readonly difficulties: string | null;
  readonly secondChance: number | null;
}

export type LoveAnswer = LoveAgreementAnswer | LoveLevelAnswer;

/** The question behind each answer of the profile. */
export const LOVE_ANSWER_QUESTIONS: Readonly<Record<LoveAnswer, string>> = {
  timeTogether: 'time_together',
  distance: 'distance',
  workLifeBalance: 'work_life_balance',
  weekends: 'weekends',
  sharedInterests: 'shared_interests',
  attraction: 'attraction',
  meetingPeople: 'meeting_people',
  loveLanguage: 'love_language',
  difficulties: 'difficulties',
  secondChance: 'second_chance',
};

export function loveSpec<K extends FeatureSpec['kind']>(answer: LoveAnswer, kind: K): Extract<FeatureSpec, { kind: K }> {
  const neuronName = LOVE_ANSWER_QUESTIONS[answer];
  const spec = FEATURE_SPECS.find((candidate) => candidate.neuronName === neuronName);
  if (spec?.kind !== kind) throw new RangeError(`${neuronName} is not a ${kind} feature`);
  return spec as Extract<FeatureSpec, { kind: K }>;
}

const known = (features: EncodedFeatures, answer: LoveAnswer) => !isFeatureMissing(features, LOVE_ANSWER_QUESTIONS[answer]);

function level(features: EncodedFeatures, answer: LoveAnswer): number | null {
  return known(features, answer) ? featureValue(features, LOVE_ANSWER_QUESTIONS[answer]) : null;
}

function chosen(features: EncodedFeatures, answer: LoveAnswer): string[] | null {
  if (!known(features, answer)) return null;
  const spec = FEATURE_SPECS.find((candidate) => candidate.neuronName === LOVE_ANSWER_QUESTIONS[answer]);
  const options = spec?.kind === 'oneHot' || spec?.kind === 'multiHot' ? spec.options : [];
  return options.filter((option) => featureValue(features, `${spec!.neuronName}=${option}`) === 1);
}

const single = (features: EncodedFeatures, answer: LoveAnswer): string | null => chosen(features, answer)?.[0] ?? null;

/** The love profile held in an encoded vector, or `null` when it holds none of the love answers. */
export function loveProfileFromFeatures(features: EncodedFeatures): LoveProfile | null {
  const { min, max } = loveSpec('sharedInterests', 'number');
  const interests = level(features, 'sharedInterests');
  const profile: LoveProfile = {
    timeTogether: level(features, 'timeTogether'),
    distance: level(features, 'distance'),
    workLifeBalance: level(features, 'workLifeBalance'),
    weekends: single(features, 'weekends'),
    sharedInterests: interests === null ? null : min + interests * (max - min),
    attraction: chosen(features, 'attraction'),
    meetingPeople: single(features, 'meetingPeople'),
    loveLanguage: single(features, 'loveLanguage'),
    difficulties: single(features, 'difficulties'),
    secondChance: level(features, 'secondChance'),
  };
  return Object.values(profile).every((value) => value === null) ? null : profile;
}

/** A person's love profile from their questionnaire answers, through the same encoder as everything else. */
export const loveProfileFromAnswers = (answers: Answers): LoveProfile | null => loveProfileFromFeatures(encodeAnswers(answers));
