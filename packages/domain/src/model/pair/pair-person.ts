import { BIG_FIVE_NORMS, standardiseBigFiveFor, type BigFiveNorms, type BigFiveScores, type BigFiveZ, type NormSex } from '../big-five';
import type { LoveProfile } from '../features/love-profile';
import { normalCdf } from '../math';
import type { PairTrait } from '../weights';

/** What a pair forecast needs of one person. */
export interface PairPersonInput {
  readonly bigFive?: BigFiveScores | null;
  /** Qualification K, 0..1. */
  readonly qualification?: number | null;
  /** Where known, the traits are read against the norms of the person's own sex and age band. */
  readonly sex?: NormSex | null;
  readonly age?: number | null;
  /** The love questionnaire's answers (`loveProfileFromAnswers`), which relationship scores read. */
  readonly love?: LoveProfile | null;
}

/** A person made ready for many pair forecasts: traits standardised once. */
export interface PairPerson {
  /** `null` without Big Five: the person then counts as the population average (z = 0). */
  readonly z: BigFiveZ | null;
  /** Per trait, the gap expected to someone whose traits are unknown, E|z − Z| (see `traitGap`). */
  readonly expectedGap: Readonly<Record<PairTrait, number>> | null;
  readonly qualification: number | null;
  readonly love: LoveProfile | null;
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
  const z = input.bigFive ? standardiseBigFiveFor(input.bigFive, { sex: input.sex ?? null, age: input.age ?? null }, norms) : null;
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
    love: input.love ?? null,
  };
}

/** The norms' sex of a profile's gender as the product stores it ('М' or 'Ж'), or as the questionnaire answers it. */
export function normSexOf(gender: string | null | undefined): NormSex | null {
  if (gender === 'М' || gender === 'male') return 'male';
  if (gender === 'Ж' || gender === 'female') return 'female';
  return null;
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

/**
 * The gap of two people in a trait less the gap of one to the other's mirror image about the population mean,
 * `|z_i − z_j| − |z_i + z_j|`: positive when they sit on opposite sides of the mean, negative when on the same
 * side (as far as the nearer of them), zero when either is at the mean or unknown. It is the similarity the
 * love score counts: zero for two people at the mean and zero on average over random pairs, so both score 50,
 * and its slope in either person is at most 2.
 */
export function distinctiveGap(first: PairPerson, second: PairPerson, trait: PairTrait): number {
  if (!first.z || !second.z) return 0;
  const a = first.z[trait];
  const b = second.z[trait];
  return Math.abs(a - b) - Math.abs(a + b);
}

function gapToUnknown(z: number): number {
  return z * (2 * normalCdf(z) - 1) + 2 * normalDensity(z);
}
