import { hasAnswerValue, UNANSWERED, type Answer, type Answers } from '../../questionnaire/definition';
import { loveQuestionnaire } from '../../questionnaire/content/love-questionnaire';
import { isVisible } from '../../questionnaire/visibility';
import { clamp } from '../math';
import { FEATURE_ENCODER_VERSION, FEATURE_NAMES, FEATURE_SPECS, missingFeatureName, specFeatureNames, type FeatureSpec } from './feature-specs';

export interface EncodedFeatures {
  readonly version: number;
  /** The same array for every encoding of one version. */
  readonly names: readonly string[];
  /** One value per name, each within 0..1. */
  readonly values: readonly number[];
  /** The neuronNames with no usable answer, in questionnaire order. */
  readonly missing: readonly string[];
}

// The love questionnaire holds every profile question too, so it answers for the dependencies of both.
const questionsByName = new Map(loveQuestionnaire.questions.map((question) => [question.neuronName, question]));
const indexByName = new Map(FEATURE_NAMES.map((name, index) => [name, index]));

/** A value that says something: present, and not the fixed word for "no answer". */
function usableValue(answer: Answer | undefined): NonNullable<Answer['value']> | null {
  if (!hasAnswerValue(answer)) return null;
  const { value } = answer;
  if (value === UNANSWERED) return null;
  if (Array.isArray(value) && value.every((item) => item === UNANSWERED)) return null;
  return value;
}

const stringsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** The question's value features, or `null` when its answer says nothing usable. */
function encodeValue(spec: FeatureSpec, value: NonNullable<Answer['value']>): number[] | null {
  switch (spec.kind) {
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? [clamp((value - spec.min) / (spec.max - spec.min), 0, 1)] : null;
    case 'flag':
      return value === spec.on ? [1] : value === spec.off ? [0] : null;
    case 'ordinal': {
      // Own keys only: an answer such as 'constructor' must not read the object's prototype.
      const level = typeof value === 'string' && Object.hasOwn(spec.levels, value) ? spec.levels[value] : undefined;
      return level === undefined ? null : [level];
    }
    case 'oneHot':
      return typeof value === 'string' && spec.options.includes(value) ? spec.options.map((option) => (option === value ? 1 : 0)) : null;
    case 'multiHot': {
      const chosen = stringsOf(value);
      const known = spec.options.filter((option) => chosen.includes(option));
      if (known.length === 0 && !(spec.none !== undefined && chosen.includes(spec.none))) return null;
      return spec.options.map((option) => (known.includes(option) ? 1 : 0));
    }
    case 'degree': {
      const [level, field, degree] = stringsOf(value);
      if (level === undefined || !spec.levels.includes(level)) return null;
      return [
        ...spec.levels.map((option) => (option === level ? 1 : 0)),
        ...spec.fields.map((option) => (option === field ? 1 : 0)),
        degree !== undefined && spec.honours.includes(degree) ? 1 : 0,
        degree !== undefined && spec.doctorate.includes(degree) ? 1 : 0,
      ];
    }
  }
}

/**
 * A question hidden by its dependencies, when the answers it depends on are all given, does not apply
 * to this person (no managerial years for someone who never managed): that is known, not missing.
 */
function notApplicable(neuronName: string, answers: Answers): boolean {
  const question = questionsByName.get(neuronName);
  const dependencies = question?.options?.dependsOn ?? [];
  if (!question || dependencies.length === 0) return false;
  if (isVisible(question, answers, loveQuestionnaire)) return false;
  // Every answer it depends on is known: given, or itself not applying (which carries down the chain).
  return dependencies.every(
    (dependency) => notApplicable(dependency.neuronName, answers) || usableValue(answers[dependency.neuronName]) !== null,
  );
}

/** Turns a person's profile and love answers into the fixed-length vector of this encoder version. */
export function encodeAnswers(answers: Answers): EncodedFeatures {
  const values: number[] = [];
  const missing: string[] = [];
  for (const spec of FEATURE_SPECS) {
    const width = specFeatureNames(spec).length;
    const value = usableValue(answers[spec.neuronName]);
    const applies = !notApplicable(spec.neuronName, answers);
    const encoded = applies && value !== null ? encodeValue(spec, value) : null;
    const isMissing = applies && encoded === null;
    values.push(...(encoded ?? new Array<number>(width).fill(0)), isMissing ? 1 : 0);
    if (isMissing) missing.push(spec.neuronName);
  }
  return { version: FEATURE_ENCODER_VERSION, names: FEATURE_NAMES, values, missing };
}

/** The value of one named feature. */
export function featureValue(features: EncodedFeatures, name: string): number {
  const index = indexByName.get(name);
  if (index === undefined || features.names !== FEATURE_NAMES) throw new RangeError(`No feature ${name} in encoder version ${features.version}`);
  return features.values[index] ?? 0;
}

export const isFeatureMissing = (features: EncodedFeatures, neuronName: string): boolean =>
  featureValue(features, missingFeatureName(neuronName)) === 1;
