import { BIG_FIVE_NORMS, standardiseBigFive, type BigFiveNorms, type BigFiveScores, type BigFiveZ } from '../big-five';
import { normalCdf } from '../math';
import type { PairTrait } from '../weights';

/** What a pair forecast needs of one person. */
export interface PairPersonInput {
  readonly bigFive?: BigFiveScores | null;
  /** Qualification K, 0..1. */
  readonly qualification?: number | null;
}

/** A person made ready for many pair forecasts: traits standardised once. */
export interface PairPerson {
  /** `null` without Big Five: the person then counts as the population average (z = 0). */
  readonly z: BigFiveZ | null;
  /** Per trait, the gap expected to someone whose traits are unknown, E|z − Z| (see `traitGap`). */
  readonly expectedGap: Readonly<Record<PairTrait, number>> | null;
  readonly qualification: number | null;
}

/** +1 where more of a trait helps a relationship, −1 for negative emotionality. */
export const TRAIT_SIGN: Readonly<Record<PairTrait, 1 | -1>> = {
  negativeEmotionality: -1,
  agreeableness: 1,
  conscientiousness: 1,
  extraversion: 1,
};

export function toPairPerson(input: PairPersonInput, norms: BigFiveNorms = BIG_FIVE_NORMS): PairPerson {
  const qualification = input.qualification;
  const z = input.bigFive ? standardiseBigFive(input.bigFive, norms) : null;
  return {
    z,
    expectedGap: z
      ? {
          negativeEmotionality: gapToUnknown(z.negativeEmotionality),
          agreeableness: gapToUnknown(z.agreeableness),
          conscientiousness: gapToUnknown(z.conscientiousness),
          extraversion: gapToUnknown(z.extraversion),
        }
      : null,
    qualification: qualification !== null && qualification !== undefined && Number.isFinite(qualification) ? qualification : null,
  };
}

export const zOf = (person: PairPerson, trait: PairTrait | 'openMindedness'): number => (person.z ? person.z[trait] : 0);

/** E|Z₁ − Z₂| for two people drawn at random: the gap an average pair has in any trait. */
export const MEAN_RANDOM_GAP = 2 / Math.sqrt(Math.PI);

const normalDensity = (z: number): number => Math.exp((-z * z) / 2) / Math.sqrt(2 * Math.PI);

/**
 * How much further apart two people are in a trait than two people drawn at random (negative: more
 * alike). Where one has no Big Five, the gap expected to an unknown person, E|z − Z|; where neither
 * has, exactly the average gap. Centring the gap keeps an average pair at 50.
 */
export function traitGap(first: PairPerson, second: PairPerson, trait: PairTrait): number {
  const a = first.z;
  const b = second.z;
  if (a && b) return Math.abs(a[trait] - b[trait]) - MEAN_RANDOM_GAP;
  const known = first.expectedGap ?? second.expectedGap;
  return known ? known[trait] - MEAN_RANDOM_GAP : 0;
}

function gapToUnknown(z: number): number {
  return z * (2 * normalCdf(z) - 1) + 2 * normalDensity(z);
}
