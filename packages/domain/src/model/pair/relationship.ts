import { MODEL_WEIGHTS, PAIR_TRAITS, type ModelWeights, type RelationshipWeights } from '../weights';
import { TRAIT_SIGN, traitGap, zOf, type PairPerson } from './pair-person';
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
  /** The share of the two people whose Big Five the score rests on. */
  readonly precision: number;
}

interface Scales {
  /** σ of the mean of both one-way sums: sqrt(½ Σ (a + p)²). */
  readonly pair: number;
  /** σ of one one-way sum: sqrt(Σ a² + p²). */
  readonly oneWay: number;
}

const scalesCache = new WeakMap<RelationshipWeights, Scales>();

function scalesOf(weights: RelationshipWeights): Scales {
  const cached = scalesCache.get(weights);
  if (cached) return cached;
  let pair = 0;
  let oneWay = 0;
  for (const trait of PAIR_TRAITS) {
    const a = weights.own[trait].value;
    const p = weights.partner[trait].value;
    pair += (a + p) ** 2;
    oneWay += a * a + p * p;
  }
  const scales = { pair: Math.sqrt(pair / 2), oneWay: Math.sqrt(oneWay) };
  scalesCache.set(weights, scales);
  return scales;
}

/**
 * Love or friendship compatibility (model section 4): C = 100·Φ(((S(i←j) + S(j←i)) / 2) / σ), with each
 * one-way satisfaction shown beside it.
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
    const similarity = -weights.similarity[trait].value * traitGap(first, second, trait);
    // S(i←j) and S(j←i) share the similarity part; their own and partner parts swap.
    firstWithSecond += sign * (own * zFirst + partner * zSecond) + similarity;
    secondWithFirst += sign * (own * zSecond + partner * zFirst) + similarity;
    const level = ((own + partner) / 2) * sign * (zFirst + zSecond);
    contributions.push({ subject: trait, kind: levelKind(zFirst + zSecond), value: level, who: levelCarrier(sign * zFirst, sign * zSecond) });
    contributions.push({ subject: trait, kind: gapKind(-similarity), value: similarity, who: 'both' });
  }
  const argument = (firstWithSecond + secondWithFirst) / 2 / scales.pair;

  return {
    relation,
    score: toScore(argument),
    oneWay: { firstWithSecond: toScore(firstWithSecond / scales.oneWay), secondWithFirst: toScore(secondWithFirst / scales.oneWay) },
    reasons: explain(contributions, argument, scales.pair),
    precision: ((first.z ? 1 : 0) + (second.z ? 1 : 0)) / 2,
  };
}
