import { loveSpec, type LoveProfile } from '../features/love-profile';
import { LOVE_AGREEMENT_ANSWERS, LOVE_LEVEL_ANSWERS, type AnswerWeights, type LoveAgreementAnswer, type LoveLevelAnswer } from '../weights';
import { levelCarrier, levelKind, type Contribution } from './reasons';

type Value = number | string | readonly string[];

/** The mean and spread of a measure between two people drawn from the reference population. */
interface Moments {
  readonly mean: number;
  readonly sd: number;
}

/**
 * The reference population answers every option equally often, each person independently (an assumption,
 * until the platform's own answers replace it, as for the norms): a measure is counted in standard deviations
 * of it between two such people, so that an answer's weight reads like a trait's and an average pair stays at 50.
 */
function momentsOf(values: readonly number[]): Moments {
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  const variance = values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / values.length;
  return { mean, sd: Math.sqrt(variance) };
}

const pairsOf = <V>(reference: readonly V[], measure: (a: V, b: V) => number): number[] =>
  reference.flatMap((a) => reference.map((b) => measure(a, b)));

interface Agreement {
  /** How alike two answers are, 0 (as far apart as the question allows) to 1 (the same). */
  readonly agree: (a: Value, b: Value) => number;
  readonly moments: Moments;
}

function agreement<V extends Value>(reference: readonly V[], agree: (a: V, b: V) => number): Agreement {
  return { agree: agree as (a: Value, b: Value) => number, moments: momentsOf(pairsOf(reference, agree)) };
}

/** Ordered answers, each at its level on 0..1: the nearer the levels, the more alike. */
const nearness = (answer: 'timeTogether' | 'distance' | 'workLifeBalance') =>
  agreement(Object.values(loveSpec(answer, 'ordinal').levels), (a: number, b: number) => 1 - Math.abs(a - b));

/** A single choice among options without order: alike only when the same. */
const sameChoice = (answer: 'weekends' | 'meetingPeople' | 'loveLanguage') =>
  agreement(loveSpec(answer, 'oneHot').options, (a: string, b: string) => (a === b ? 1 : 0));

function sharedInterestsAgreement(): Agreement {
  const { min, max } = loveSpec('sharedInterests', 'number');
  const reference = Array.from({ length: max - min + 1 }, (_, i) => min + i);
  return agreement(reference, (a: number, b: number) => 1 - Math.abs(a - b) / (max - min));
}

/** Several choices: the share of the options either chose that both chose (Jaccard). */
function attractionAgreement(): Agreement {
  const { options } = loveSpec('attraction', 'multiHot');
  const subsets = Array.from({ length: 2 ** options.length - 1 }, (_, i) => options.filter((_, bit) => ((i + 1) >> bit) & 1));
  return agreement(subsets, (a: readonly string[], b: readonly string[]) => {
    const union = new Set([...a, ...b]).size;
    return union === 0 ? 0 : a.filter((option) => b.includes(option)).length / union;
  });
}

const AGREEMENTS: Readonly<Record<LoveAgreementAnswer, Agreement>> = {
  timeTogether: nearness('timeTogether'),
  distance: nearness('distance'),
  workLifeBalance: nearness('workLifeBalance'),
  weekends: sameChoice('weekends'),
  sharedInterests: sharedInterestsAgreement(),
  attraction: attractionAgreement(),
  meetingPeople: sameChoice('meetingPeople'),
  loveLanguage: sameChoice('loveLanguage'),
};

/**
 * How constructively one meets a difficulty as a couple: talking it through, at once or after a pause, fully;
 * seeking others' advice halfway; avoiding it not at all (withdrawal, Woodin 2011; the middle step an assumption).
 */
export const DIFFICULTY_LEVELS: Readonly<Record<string, number>> = { talk: 1, pause: 1, advice: 0.5, avoid: 0 };

interface Level {
  readonly of: (profile: LoveProfile) => number | null;
  readonly moments: Moments;
}

const LEVELS: Readonly<Record<LoveLevelAnswer, Level>> = {
  difficulties: {
    of: (profile) => (profile.difficulties === null ? null : (DIFFICULTY_LEVELS[profile.difficulties] ?? null)),
    moments: momentsOf(loveSpec('difficulties', 'oneHot').options.map((option) => DIFFICULTY_LEVELS[option] ?? 0)),
  },
  secondChance: {
    of: (profile) => profile.secondChance,
    moments: momentsOf(Object.values(loveSpec('secondChance', 'ordinal').levels)),
  },
};

/** One wants to talk a difficulty through at once, the other avoids it: the demand–withdraw pattern. */
const demandWithdraw = (a: string, b: string): number => ((a === 'talk' && b === 'avoid') || (a === 'avoid' && b === 'talk') ? 1 : 0);
const DEMAND_WITHDRAW_MOMENTS = momentsOf(pairsOf(loveSpec('difficulties', 'oneHot').options, demandWithdraw));

const standard = (value: number, { mean, sd }: Moments): number => (sd > 0 ? (value - mean) / sd : 0);

/** The pair's agreement on an answer in standard deviations of the reference, or null when either did not answer. */
export function answerAgreement(first: LoveProfile | null, second: LoveProfile | null, answer: LoveAgreementAnswer): number | null {
  const a = first?.[answer] ?? null;
  const b = second?.[answer] ?? null;
  if (a === null || b === null) return null;
  const { agree, moments } = AGREEMENTS[answer];
  return standard(agree(a, b), moments);
}

/** A person's level on an answer in standard deviations of the reference, or null when unanswered. */
export function answerLevel(profile: LoveProfile | null, answer: LoveLevelAnswer): number | null {
  const value = profile ? LEVELS[answer].of(profile) : null;
  return value === null ? null : standard(value, LEVELS[answer].moments);
}

function demandWithdrawOf(first: LoveProfile | null, second: LoveProfile | null): number | null {
  const a = first?.difficulties ?? null;
  const b = second?.difficulties ?? null;
  return a === null || b === null ? null : standard(demandWithdraw(a, b), DEMAND_WITHDRAW_MOMENTS);
}

/** What the answers add to a relationship score. */
export interface AnswerParts {
  /** Added to S(i←j) and to S(j←i) respectively. */
  readonly firstWithSecond: number;
  readonly secondWithFirst: number;
  /** The parts of the pair's mean satisfaction, for the reasons. */
  readonly contributions: readonly Contribution[];
  /** The share of the answers' spread between random pairs that these two people's answers fix (see `answerSpread`). */
  readonly knownVariance: number;
}

/**
 * The answers' parts of S(i←j): `Σ w·agreement + Σ (a·level_i + p·level_j) − w_dw·demand–withdraw`, each measure
 * in standard deviations of the reference population. Anything unanswered counts as the reference's average, 0.
 */
export function answerParts(first: LoveProfile | null, second: LoveProfile | null, weights: AnswerWeights): AnswerParts {
  let shared = 0;
  let firstWithSecond = 0;
  let secondWithFirst = 0;
  let knownVariance = 0;
  const contributions: Contribution[] = [];
  for (const answer of LOVE_AGREEMENT_ANSWERS) {
    const weight = weights.agreement[answer].value;
    const x = answerAgreement(first, second, answer);
    if (x === null || weight === 0) continue;
    shared += weight * x;
    knownVariance += weight * weight;
    contributions.push({ subject: answer, kind: x > 0 ? 'alike' : 'gap', value: weight * x, who: 'both' });
  }
  for (const answer of LOVE_LEVEL_ANSWERS) {
    const own = weights.own[answer].value;
    const partner = weights.partner[answer].value;
    const a = answerLevel(first, answer);
    const b = answerLevel(second, answer);
    if ((a === null && b === null) || own + partner === 0) continue;
    firstWithSecond += own * (a ?? 0) + partner * (b ?? 0);
    secondWithFirst += own * (b ?? 0) + partner * (a ?? 0);
    knownVariance += ((a === null ? 0 : 1) + (b === null ? 0 : 1)) * ((own + partner) / 2) ** 2;
    const sum = (a ?? 0) + (b ?? 0);
    contributions.push({ subject: answer, kind: levelKind(sum), value: ((own + partner) / 2) * sum, who: levelCarrier(a ?? 0, b ?? 0) });
  }
  const pattern = demandWithdrawOf(first, second);
  const patternWeight = weights.demandWithdraw.value;
  if (pattern !== null && patternWeight > 0) {
    shared -= patternWeight * pattern;
    knownVariance += patternWeight * patternWeight;
    contributions.push({ subject: 'difficulties', kind: pattern > 0 ? 'gap' : 'alike', value: -patternWeight * pattern, who: 'both' });
  }
  return { firstWithSecond: firstWithSecond + shared, secondWithFirst: secondWithFirst + shared, contributions, knownVariance };
}

/**
 * The answers' spread between random pairs, as the sums of squared weights: of the pair's mean satisfaction
 * (`Σ w² + ½Σ (a + p)² + w_dw²`) and of one one-way sum (`Σ w² + Σ (a² + p²) + w_dw²`), the measures taken as
 * independent.
 */
export function answerSpread(weights: AnswerWeights): { readonly pair: number; readonly oneWay: number } {
  let pair = weights.demandWithdraw.value ** 2;
  let oneWay = pair;
  for (const answer of LOVE_AGREEMENT_ANSWERS) {
    pair += weights.agreement[answer].value ** 2;
    oneWay += weights.agreement[answer].value ** 2;
  }
  for (const answer of LOVE_LEVEL_ANSWERS) {
    const own = weights.own[answer].value;
    const partner = weights.partner[answer].value;
    pair += (own + partner) ** 2 / 2;
    oneWay += own * own + partner * partner;
  }
  return { pair, oneWay };
}
