import type { BigFiveDomain } from './domains';
import { BIG_FIVE_ITEMS } from './items';
import type { NormSex } from './norm-types';

/**
 * The published IPIP-NEO-120 norms the test's norms are taken from, as printed: per sex and age band, each
 * domain's mean and standard deviation (sums of its 24 items, 24..120) and its six facets' means and standard
 * deviations (sums of four items, 4..20), facets in the inventory's order. Source: J. A. Johnson's norms for
 * the IPIP-NEO-120 by sex and age band, as his IPIP-NEO-120 report uses them and as the MIT-licensed
 * five-factor-e library reproduces them (ipipneo/norm.py, version 1.13.1).
 */
export interface PublishedDomainNorms {
  readonly mean: number;
  readonly sd: number;
  readonly facetMeans: readonly number[];
  readonly facetSds: readonly number[];
}

export interface PublishedNormGroup {
  readonly sex: NormSex;
  readonly ageFrom: number | null;
  readonly ageBelow: number | null;
  readonly category: string;
  readonly domains: Readonly<Record<BigFiveDomain, PublishedDomainNorms>>;
}

export const JOHNSON_IPIP_NEO_120_NORMS: readonly PublishedNormGroup[] = [
  {
    sex: 'male',
    ageFrom: null,
    ageBelow: 21,
    category: 'men under 21 years old',
    domains: {
      extraversion: { mean: 80.70, sd: 15.37, facetMeans: [13.76, 12.23, 14.06, 11.54, 14.67, 14.41], facetSds: [3.78, 4.17, 3.66, 3.15, 3.38, 3.68] },
      agreeableness: { mean: 81.98, sd: 14.66, facetMeans: [13.18, 14.85, 15.37, 12.73, 12.01, 13.96], facetSds: [3.69, 3.44, 3.10, 4.05, 3.94, 3.35] },
      conscientiousness: { mean: 79.66, sd: 14.49, facetMeans: [15.31, 10.97, 15.22, 13.61, 12.35, 12.08], facetSds: [2.55, 3.93, 2.92, 3.65, 3.24, 4.02] },
      negativeEmotionality: { mean: 67.84, sd: 15.83, facetMeans: [11.72, 11.93, 10.58, 12.38, 11.67, 9.63], facetSds: [3.76, 4.41, 4.25, 3.83, 3.25, 3.38] },
      openMindedness: { mean: 85.98, sd: 12.37, facetMeans: [16.68, 14.51, 14.52, 12.84, 15.47, 11.86], facetSds: [2.96, 3.87, 3.31, 3.16, 3.50, 3.17] },
    },
  },
  {
    sex: 'male',
    ageFrom: 21,
    ageBelow: 41,
    category: 'men between 21 and 40 years old',
    domains: {
      extraversion: { mean: 78.90, sd: 15.21, facetMeans: [13.31, 11.34, 14.58, 12.07, 13.34, 14.30], facetSds: [3.80, 3.99, 3.58, 3.23, 3.43, 3.53] },
      agreeableness: { mean: 84.22, sd: 13.10, facetMeans: [12.81, 15.93, 15.37, 14.58, 11.43, 13.77], facetSds: [3.69, 3.18, 2.92, 3.70, 3.57, 3.29] },
      conscientiousness: { mean: 85.50, sd: 14.27, facetMeans: [15.80, 12.05, 15.68, 15.36, 13.27, 13.31], facetSds: [2.44, 4.26, 2.76, 3.39, 3.31, 4.03] },
      negativeEmotionality: { mean: 66.97, sd: 16.48, facetMeans: [11.44, 11.75, 10.37, 12.11, 12.18, 9.13], facetSds: [3.76, 4.30, 4.12, 3.81, 3.52, 3.48] },
      openMindedness: { mean: 86.51, sd: 12.65, facetMeans: [15.94, 14.94, 14.60, 13.14, 16.11, 11.66], facetSds: [3.18, 3.63, 3.19, 3.39, 3.25, 3.72] },
    },
  },
  {
    sex: 'male',
    ageFrom: 41,
    ageBelow: 61,
    category: 'men between 41 and 60 years of age',
    domains: {
      extraversion: { mean: 77.06, sd: 14.31, facetMeans: [13.22, 10.45, 14.95, 12.27, 11.82, 14.32], facetSds: [3.71, 3.68, 3.44, 3.30, 3.23, 3.29] },
      agreeableness: { mean: 88.33, sd: 11.76, facetMeans: [13.42, 16.94, 15.65, 15.66, 11.96, 14.21], facetSds: [3.49, 2.83, 2.88, 3.33, 3.34, 3.17] },
      conscientiousness: { mean: 91.27, sd: 13.35, facetMeans: [16.19, 13.33, 16.56, 16.51, 14.05, 14.60], facetSds: [2.25, 4.32, 2.50, 2.93, 3.13, 3.78] },
      negativeEmotionality: { mean: 64.11, sd: 16.04, facetMeans: [10.79, 11.60, 9.78, 11.85, 11.24, 8.81], facetSds: [3.56, 4.16, 3.94, 3.62, 3.55, 3.35] },
      openMindedness: { mean: 83.04, sd: 13.05, facetMeans: [14.65, 14.66, 14.76, 12.69, 15.40, 11.04], facetSds: [3.35, 3.59, 3.02, 3.44, 3.43, 3.93] },
    },
  },
  {
    sex: 'male',
    ageFrom: 61,
    ageBelow: null,
    category: 'men over 60 years old',
    domains: {
      extraversion: { mean: 79.73, sd: 13.63, facetMeans: [14.55, 11.19, 15.29, 12.81, 11.03, 15.02], facetSds: [3.47, 3.58, 3.10, 3.25, 2.88, 3.16] },
      agreeableness: { mean: 90.20, sd: 11.73, facetMeans: [13.96, 17.74, 15.76, 16.18, 11.87, 14.00], facetSds: [3.13, 2.39, 2.74, 3.41, 3.50, 3.11] },
      conscientiousness: { mean: 95.31, sd: 11.99, facetMeans: [16.32, 14.41, 17.54, 16.65, 14.98, 15.18], facetSds: [2.31, 4.49, 2.30, 2.68, 2.76, 3.61] },
      negativeEmotionality: { mean: 58.42, sd: 15.48, facetMeans: [9.81, 11.46, 8.18, 11.08, 9.91, 8.24], facetSds: [3.54, 4.31, 3.59, 3.82, 3.36, 3.28] },
      openMindedness: { mean: 79.78, sd: 12.21, facetMeans: [14.06, 14.22, 14.34, 12.42, 14.61, 10.11], facetSds: [3.13, 3.64, 2.90, 3.20, 3.89, 4.02] },
    },
  },
  {
    sex: 'female',
    ageFrom: null,
    ageBelow: 21,
    category: 'women under 21 years old',
    domains: {
      extraversion: { mean: 84.26, sd: 14.98, facetMeans: [14.47, 13.12, 14.03, 12.67, 14.69, 15.34], facetSds: [3.60, 4.13, 3.68, 3.09, 3.48, 3.42] },
      agreeableness: { mean: 89.14, sd: 13.21, facetMeans: [13.46, 16.11, 16.66, 13.73, 13.23, 15.70], facetSds: [3.72, 2.94, 2.69, 4.14, 3.79, 2.84] },
      conscientiousness: { mean: 81.27, sd: 14.38, facetMeans: [15.30, 11.11, 15.62, 14.69, 12.73, 11.82], facetSds: [2.54, 4.17, 2.76, 3.37, 3.19, 4.01] },
      negativeEmotionality: { mean: 73.41, sd: 15.61, facetMeans: [13.31, 13.09, 11.05, 12.11, 12.48, 11.30], facetSds: [3.62, 4.18, 4.20, 3.82, 3.30, 3.47] },
      openMindedness: { mean: 89.01, sd: 11.84, facetMeans: [16.86, 15.93, 16.02, 12.95, 15.06, 12.17], facetSds: [2.89, 3.44, 2.95, 3.24, 3.51, 3.02] },
    },
  },
  {
    sex: 'female',
    ageFrom: 21,
    ageBelow: 41,
    category: 'women between 21 and 40 years old',
    domains: {
      extraversion: { mean: 80.78, sd: 14.64, facetMeans: [14.05, 11.92, 14.25, 12.77, 12.84, 14.96], facetSds: [3.66, 4.05, 3.61, 3.24, 3.53, 3.31] },
      agreeableness: { mean: 91.91, sd: 11.39, facetMeans: [13.15, 17.34, 16.81, 15.57, 12.98, 15.52], facetSds: [3.71, 2.61, 2.53, 3.50, 3.57, 2.87] },
      conscientiousness: { mean: 87.57, sd: 13.87, facetMeans: [16.02, 12.67, 16.36, 16.11, 13.56, 12.91], facetSds: [2.34, 4.51, 2.54, 3.05, 3.23, 4.18] },
      negativeEmotionality: { mean: 72.14, sd: 16.16, facetMeans: [13.08, 12.72, 10.79, 12.20, 12.71, 10.69], facetSds: [3.68, 4.13, 4.07, 3.79, 3.58, 3.64] },
      openMindedness: { mean: 88.25, sd: 12.15, facetMeans: [15.64, 15.97, 16.41, 12.84, 15.28, 12.06], facetSds: [3.34, 3.30, 2.69, 3.44, 3.47, 3.46] },
    },
  },
  {
    sex: 'female',
    ageFrom: 41,
    ageBelow: 61,
    category: 'women between 41 and 61 years old',
    domains: {
      extraversion: { mean: 78.62, sd: 14.19, facetMeans: [14.10, 10.84, 14.51, 13.03, 11.08, 15.00], facetSds: [3.72, 3.86, 3.50, 3.46, 3.42, 3.26] },
      agreeableness: { mean: 95.73, sd: 9.84, facetMeans: [13.79, 18.16, 17.04, 17.02, 13.41, 15.82], facetSds: [3.52, 2.21, 2.40, 2.88, 3.30, 2.71] },
      conscientiousness: { mean: 93.45, sd: 12.94, facetMeans: [16.50, 13.68, 17.29, 17.16, 14.35, 14.41], facetSds: [2.16, 4.51, 2.27, 2.73, 3.13, 3.86] },
      negativeEmotionality: { mean: 67.38, sd: 16.10, facetMeans: [12.05, 11.19, 10.07, 12.07, 11.98, 10.07], facetSds: [3.72, 4.03, 3.97, 3.73, 3.69, 3.56] },
      openMindedness: { mean: 86.15, sd: 12.62, facetMeans: [14.43, 16.00, 16.37, 12.58, 14.87, 11.85], facetSds: [3.49, 3.20, 2.58, 3.45, 3.65, 3.74] },
    },
  },
  {
    sex: 'female',
    ageFrom: 61,
    ageBelow: null,
    category: 'women over 60 years old',
    domains: {
      extraversion: { mean: 78.22, sd: 12.73, facetMeans: [14.85, 10.93, 14.19, 12.76, 10.08, 15.65], facetSds: [3.43, 3.70, 3.64, 3.26, 3.20, 3.04] },
      agreeableness: { mean: 97.17, sd: 9.52, facetMeans: [14.19, 18.64, 17.13, 17.98, 13.58, 15.83], facetSds: [3.39, 1.90, 2.18, 2.56, 3.38, 2.85] },
      conscientiousness: { mean: 96.44, sd: 12.43, facetMeans: [16.50, 15.15, 18.34, 17.19, 14.70, 15.11], facetSds: [2.24, 4.07, 1.81, 2.49, 3.15, 3.66] },
      negativeEmotionality: { mean: 63.48, sd: 14.92, facetMeans: [11.39, 10.52, 9.10, 12.00, 10.21, 9.87], facetSds: [3.61, 3.82, 3.68, 3.61, 3.58, 3.44] },
      openMindedness: { mean: 81.56, sd: 12.66, facetMeans: [13.15, 15.95, 15.73, 11.80, 14.21, 10.81], facetSds: [3.71, 3.12, 2.74, 3.26, 3.47, 3.89] },
    },
  },
];

/**
 * The mean correlation of two items of one IPIP-NEO-120 facet: .38, the mean item intercorrelation of the
 * 120-item facet scales in the IPIP site's comparison table (Johnson 2011), over the facets it lists for
 * neuroticism, extraversion and the first three of openness; the same value is assumed for the others.
 */
export const WITHIN_FACET_ITEM_CORRELATION = 0.38;

/**
 * The mean and standard deviation of this test's domain score (the mean of its six items) that a published
 * group's figures imply:
 * - the mean is the mean over the six items of their facet's mean per item (facet mean / 4), as if a facet's
 *   items shared its mean;
 * - the variance of the six-item sum adds each item's variance, the covariance of each pair of items within a
 *   facet and that of each pair across facets. A facet of four items has variance `4σ² + 12ρσ²`, which gives
 *   the item variance σ² from the facet's published spread and the within-facet correlation ρ; the 480 ordered
 *   item pairs across the domain's facets share the rest of the domain's variance, `(S² − Σ facet variances) / 480`.
 */
export function sixItemNorm(published: PublishedDomainNorms, facets: readonly number[]): { mean: number; sd: number } {
  const rho = WITHIN_FACET_ITEM_CORRELATION;
  const facetVariance = (facet: number) => published.facetSds[facet - 1]! ** 2;
  const itemVariance = (facet: number) => facetVariance(facet) / (4 * (1 + 3 * rho));
  const acrossFacets = (published.sd ** 2 - published.facetSds.reduce((sum, sd) => sum + sd * sd, 0)) / 480;
  let variance = 0;
  for (const [i, first] of facets.entries()) {
    for (const [j, second] of facets.entries()) {
      if (i === j) variance += itemVariance(first);
      else if (first === second) variance += rho * itemVariance(first);
      else variance += acrossFacets;
    }
  }
  const mean = facets.reduce((sum, facet) => sum + published.facetMeans[facet - 1]! / 4, 0) / facets.length;
  return { mean, sd: Math.sqrt(variance) / facets.length };
}

/** The facet of each of the test's six items of a domain, from the item set itself. */
export const facetsOf = (domain: BigFiveDomain): number[] =>
  BIG_FIVE_ITEMS.filter((item) => item.domain === domain).map((item) => item.facet);
