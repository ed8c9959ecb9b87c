import { BIG_FIVE_DOMAINS, BIG_FIVE_NORMS, scoreBigFive, standardiseBigFive, type BigFiveDomain, type BigFiveNorms } from '../model/big-five';
import { normalCdf } from '../model/math';

/** One domain of a person's result: the mean of its six answers, and where that stands among people. */
export interface FlameDomainScore {
  /** The domain mean, 1..5, to two decimals. */
  readonly score: number;
  /** The share of the norms' population scoring lower, 1..99, whole. */
  readonly percentile: number;
}

export type FlameTraitProfile = Readonly<Record<BigFiveDomain, FlameDomainScore>>;

/** How a domain reads in words: below the middle 40 % of people, within it, or above it. */
export const FLAME_DOMAIN_LEVELS = ['low', 'average', 'high'] as const;
export type FlameDomainLevel = (typeof FLAME_DOMAIN_LEVELS)[number];

/** Percentiles below this read as low, above `100 − LOW_BELOW` as high. */
const LOW_BELOW = 30;

// A percentile of 0 or 100 would claim that nobody, or everybody, scores lower: no sample shows that.
const percentileOf = (z: number): number => Math.min(99, Math.max(1, Math.round(100 * normalCdf(z))));

/**
 * A person's Big Five profile from the 30 answers (refused unless all 30 are whole numbers 1..5),
 * each domain placed against the norms of the whole population: the consumer test asks neither sex
 * nor age.
 */
export function flameProfile(answers: readonly number[], norms: BigFiveNorms = BIG_FIVE_NORMS): FlameTraitProfile {
  const scores = scoreBigFive(answers);
  const z = standardiseBigFive(scores, norms);
  const entries = BIG_FIVE_DOMAINS.map((domain) => [domain, { score: Math.round(scores[domain] * 100) / 100, percentile: percentileOf(z[domain]) }]);
  return Object.fromEntries(entries) as Record<BigFiveDomain, FlameDomainScore>;
}

export function flameDomainLevel(percentile: number): FlameDomainLevel {
  if (percentile < LOW_BELOW) return 'low';
  if (percentile > 100 - LOW_BELOW) return 'high';
  return 'average';
}
