import { MODEL_WEIGHTS, PAIR_TRAITS, type ModelWeights, type RelationshipWeights } from '../weights';
import { answerParts, answerSpread } from './love-answers';
import { distinctiveGap, TRAIT_SIGN, zOf, type PairPerson } from './pair-person';
import { explain, gapKind, levelCarrier, levelKind, toScore, type Contribution, type PairReason } from './reasons';

export const RELATIONS = ['LOVE', 'FRIEND'] as const;
export type Relation = (typeof RELATIONS)[number];

export interface RelationshipCompatibility {
  readonly relation: Relation;
  /** C, 0..100; 50 is an average pair. */
  readonly score: number;
  /** Predicted satisfaction of each with the other, 0..100: they differ when the two differ. */
  readonly oneWay: { readonly firstWithSecond: number; readonly secondWithFirst: number };
  readonly reasons: readonly PairReason[];
  /** The share of the score's spread between random pairs that rests on the two people's own traits and answers. */
  readonly precision: number;
}

interface Scales {
  /** Variance of the pair's traits part of the mean satisfaction, ½ Σ (a + p)². */
  readonly traits: number;
  /** Variance of the pair's mean satisfaction between random pairs: traits and answers. */
  readonly pairVariance: number;
  /** σ of the mean of both one-way sums. */
  readonly pair: number;
  /** σ of one one-way sum: sqrt(Σ a² + p² + the answers' part). */
  readonly oneWay: number;
}

const scalesCache = new WeakMap<RelationshipWeights, Scales>();

function scalesOf(weights: RelationshipWeights): Scales {
  const cached = scalesCache.get(weights);
  if (cached) return cached;
  let traits = 0;
  let oneWay = 0;
  for (const trait of PAIR_TRAITS) {
    const a = weights.own[trait].value;
    const p = weights.partner[trait].value;
    traits += (a + p) ** 2 / 2;
    oneWay += a * a + p * p;
  }
  const answers = answerSpread(weights.answers);
  const pairVariance = traits + answers.pair;
  const scales = { traits, pairVariance, pair: Math.sqrt(pairVariance), oneWay: Math.sqrt(oneWay + answers.oneWay) };
  scalesCache.set(weights, scales);
  return scales;
}

/**
 * Love or friendship compatibility (model section 4): C = 100·Φ(((S(i←j) + S(j←i)) / 2) / σ), with each
 * one-way satisfaction shown beside it. S adds the two people's traits (own and partner effects, less their
 * distinctive gap) and their love questionnaire's answers; whatever is unknown counts as the population's average.
 */
export function relationshipCompatibility(
  first: PairPerson,
  second: PairPerson,
  relation: Relation = 'LOVE',
  modelWeights: ModelWeights = MODEL_WEIGHTS,
): RelationshipCompatibility {
  const weights = relation === 'LOVE' ? modelWeights.love : modelWeights.friend;
  const scales = scalesOf(weights);
  let firstWithSecond = 0;
  let secondWithFirst = 0;
  const contributions: Contribution[] = [];
  for (const trait of PAIR_TRAITS) {
    const zFirst = zOf(first, trait);
    const zSecond = zOf(second, trait);
    const sign = TRAIT_SIGN[trait];
    const own = weights.own[trait].value;
    const partner = weights.partner[trait].value;
    const gap = distinctiveGap(first, second, trait);
    const similarity = -weights.similarity[trait].value * gap;
    // S(i←j) and S(j←i) share the similarity part; their own and partner parts swap.
    firstWithSecond += sign * (own * zFirst + partner * zSecond) + similarity;
    secondWithFirst += sign * (own * zSecond + partner * zFirst) + similarity;
    const level = ((own + partner) / 2) * sign * (zFirst + zSecond);
    contributions.push({ subject: trait, kind: levelKind(zFirst + zSecond), value: level, who: levelCarrier(sign * zFirst, sign * zSecond) });
    contributions.push({ subject: trait, kind: gapKind(gap), value: similarity, who: 'both' });
  }
  const answers = answerParts(first.love, second.love, weights.answers);
  firstWithSecond += answers.firstWithSecond;
  secondWithFirst += answers.secondWithFirst;
  contributions.push(...answers.contributions);
  const argument = (firstWithSecond + secondWithFirst) / 2 / scales.pair;

  // Each person's traits fix a quarter of Σ (a + p)² of the pair mean's variance: half the traits part.
  const knownTraits = (((first.z ? 1 : 0) + (second.z ? 1 : 0)) / 2) * scales.traits;
  return {
    relation,
    score: toScore(argument),
    oneWay: { firstWithSecond: toScore(firstWithSecond / scales.oneWay), secondWithFirst: toScore(secondWithFirst / scales.oneWay) },
    reasons: explain(contributions, argument, scales.pair),
    precision: Math.min(1, (knownTraits + answers.knownVariance) / scales.pairVariance),
  };
}
