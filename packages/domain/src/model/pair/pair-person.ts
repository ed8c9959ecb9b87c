import { BIG_FIVE_NORMS, standardiseBigFive, type BigFiveNorms, type BigFiveScores, type BigFiveZ } from '../big-five';
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
  return {
    z: input.bigFive ? standardiseBigFive(input.bigFive, norms) : null,
    qualification: qualification !== null && qualification !== undefined && Number.isFinite(qualification) ? qualification : null,
  };
}

export const zOf = (person: PairPerson, trait: PairTrait | 'openMindedness'): number => (person.z ? person.z[trait] : 0);
