import { clamp } from '../math';
import { MODEL_WEIGHTS, PAIR_TRAITS, type ModelWeights, type WorkWeights } from '../weights';
import { TRAIT_SIGN, traitGap, zOf, type PairPerson } from './pair-person';
import { explain, gapKind, levelCarrier, levelKind, toScore, type Contribution, type PairReason } from './reasons';

export interface WorkCompatibility {
  /** W, 0..100; 50 is an average pair. */
  readonly score: number;
  readonly reasons: readonly PairReason[];
  /** How much of the score rests on the two people's own data (Big Five weighs three quarters, K one). */
  readonly precision: number;
}

const scaleCache = new WeakMap<WorkWeights, number>();

/** σ_w = sqrt(½ Σ b²): the spread of the level part between random pairs. */
function workScale(weights: WorkWeights): number {
  const cached = scaleCache.get(weights);
  if (cached !== undefined) return cached;
  const scale = Math.sqrt(PAIR_TRAITS.reduce((sum, trait) => sum + weights.level[trait].value ** 2, 0) / 2);
  scaleCache.set(weights, scale);
  return scale;
}

/** A missing qualification counts as the middle, so it neither helps nor hurts. */
const qualificationOf = (person: PairPerson): number => clamp(person.qualification ?? 0.5, 0, 1);

function workParts(first: PairPerson, second: PairPerson, weights: WorkWeights): Contribution[] {
  const parts: Contribution[] = [];
  for (const trait of PAIR_TRAITS) {
    const zFirst = zOf(first, trait);
    const zSecond = zOf(second, trait);
    const sign = TRAIT_SIGN[trait];
    parts.push({
      subject: trait,
      kind: levelKind(zFirst + zSecond),
      value: (weights.level[trait].value * sign * (zFirst + zSecond)) / 2,
      who: levelCarrier(sign * zFirst, sign * zSecond),
    });
    const gap = traitGap(first, second, trait);
    parts.push({ subject: trait, kind: gapKind(gap), value: (-weights.gap[trait].value * gap) / 2, who: 'both' });
  }
  const kFirst = qualificationOf(first);
  const kSecond = qualificationOf(second);
  const qualificationPart = weights.qualification.value * (kFirst + kSecond - 1);
  parts.push({
    subject: 'qualification',
    kind: levelKind(qualificationPart),
    value: qualificationPart,
    who: levelCarrier(kFirst - 0.5, kSecond - 0.5),
  });
  return parts;
}

export function workPrecision(first: PairPerson, second: PairPerson): number {
  const traits = ((first.z ? 1 : 0) + (second.z ? 1 : 0)) / 2;
  const qualification = ((first.qualification === null ? 0 : 1) + (second.qualification === null ? 0 : 1)) / 2;
  return 0.75 * traits + 0.25 * qualification;
}

/**
 * Work pair compatibility (model section 4): the pair's mean agreeableness, conscientiousness, calm
 * and extraversion, less their gaps in agreeableness and conscientiousness, plus their qualification.
 */
export function workCompatibility(
  first: PairPerson,
  second: PairPerson,
  modelWeights: ModelWeights = MODEL_WEIGHTS,
): WorkCompatibility {
  const weights = modelWeights.work;
  const scale = workScale(weights);
  const parts = workParts(first, second, weights);
  let sum = 0;
  for (const part of parts) sum += part.value;
  const argument = sum / scale;
  return { score: toScore(argument), reasons: explain(parts, argument, scale), precision: workPrecision(first, second) };
}

/**
 * W alone, without its reasons: what the team simulation needs for every pair of an organisation. The parts are
 * those of `workParts`, summed in the same order, so the score is the same to the last bit.
 */
export function workScore(first: PairPerson, second: PairPerson, modelWeights: ModelWeights = MODEL_WEIGHTS): number {
  const weights = modelWeights.work;
  let sum = 0;
  for (const trait of PAIR_TRAITS) {
    const zFirst = zOf(first, trait);
    const zSecond = zOf(second, trait);
    sum += (weights.level[trait].value * TRAIT_SIGN[trait] * (zFirst + zSecond)) / 2;
    sum += (-weights.gap[trait].value * traitGap(first, second, trait)) / 2;
  }
  sum += weights.qualification.value * (qualificationOf(first) + qualificationOf(second) - 1);
  return toScore(sum / workScale(weights));
}
