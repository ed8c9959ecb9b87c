import type { BigFiveNorms } from './norm-types';

/**
 * The norms of the 30-item test, version `ipip-neo-120-johnson-1`: for each sex and age band, the mean and
 * standard deviation of a domain score (the mean of its six items, 1..5) that the published IPIP-NEO-120 norms
 * imply for the six IPIP items the test asks (docs/model.md, "Norms", gives the source and the derivation, and
 * `norms.test.ts` derives these figures again from the published ones). The whole population mixes the groups
 * by their weights: men and women equally, every age from 16 to 80 equally (an assumption), so the band
 * under 21 covers five years of age and each other band twenty.
 *
 * Norms are data: administrators may later recompute them from the platform's own results and replace this
 * set under a new version, with no change of code.
 */
export const BIG_FIVE_NORMS: BigFiveNorms = {
  version: 'ipip-neo-120-johnson-1',
  placeholder: false,
  source:
    'Johnson 2014, IPIP-NEO-120 norms by sex and age band (men and women under 21, 21-40, 41-60, over 60), ' +
    'taken down to the six items per domain of this test; see docs/model.md',
  domains: {
    extraversion: { mean: 3.472, sd: 0.715 },
    agreeableness: { mean: 3.767, sd: 0.615 },
    conscientiousness: { mean: 3.759, sd: 0.722 },
    negativeEmotionality: { mean: 2.662, sd: 0.812 },
    openMindedness: { mean: 3.777, sd: 0.694 },
  },
  groups: [
    {
      sex: 'male',
      ageFrom: null,
      ageBelow: 21,
      weight: 5 / 130,
      domains: {
        extraversion: { mean: 3.428, sd: 0.764 },
        agreeableness: { mean: 3.491, sd: 0.709 },
        conscientiousness: { mean: 3.197, sd: 0.728 },
        negativeEmotionality: { mean: 2.765, sd: 0.814 },
        openMindedness: { mean: 3.838, sd: 0.694 },
      },
    },
    {
      sex: 'male',
      ageFrom: 21,
      ageBelow: 41,
      weight: 20 / 130,
      domains: {
        extraversion: { mean: 3.393, sd: 0.753 },
        agreeableness: { mean: 3.53, sd: 0.657 },
        conscientiousness: { mean: 3.49, sd: 0.725 },
        negativeEmotionality: { mean: 2.7, sd: 0.823 },
        openMindedness: { mean: 3.923, sd: 0.669 },
      },
    },
    {
      sex: 'male',
      ageFrom: 41,
      ageBelow: 61,
      weight: 20 / 130,
      domains: {
        extraversion: { mean: 3.38, sd: 0.714 },
        agreeableness: { mean: 3.667, sd: 0.607 },
        conscientiousness: { mean: 3.762, sd: 0.686 },
        negativeEmotionality: { mean: 2.598, sd: 0.797 },
        openMindedness: { mean: 3.757, sd: 0.692 },
      },
    },
    {
      sex: 'male',
      ageFrom: 61,
      ageBelow: null,
      weight: 20 / 130,
      domains: {
        extraversion: { mean: 3.579, sd: 0.672 },
        agreeableness: { mean: 3.734, sd: 0.588 },
        conscientiousness: { mean: 3.943, sd: 0.644 },
        negativeEmotionality: { mean: 2.389, sd: 0.772 },
        openMindedness: { mean: 3.597, sd: 0.712 },
      },
    },
    {
      sex: 'female',
      ageFrom: null,
      ageBelow: 21,
      weight: 5 / 130,
      domains: {
        extraversion: { mean: 3.561, sd: 0.743 },
        agreeableness: { mean: 3.736, sd: 0.655 },
        conscientiousness: { mean: 3.331, sd: 0.723 },
        negativeEmotionality: { mean: 3.037, sd: 0.796 },
        openMindedness: { mean: 3.913, sd: 0.667 },
      },
    },
    {
      sex: 'female',
      ageFrom: 21,
      ageBelow: 41,
      weight: 20 / 130,
      domains: {
        extraversion: { mean: 3.478, sd: 0.73 },
        agreeableness: { mean: 3.792, sd: 0.593 },
        conscientiousness: { mean: 3.645, sd: 0.711 },
        negativeEmotionality: { mean: 2.95, sd: 0.806 },
        openMindedness: { mean: 3.893, sd: 0.667 },
      },
    },
    {
      sex: 'female',
      ageFrom: 41,
      ageBelow: 61,
      weight: 20 / 130,
      domains: {
        extraversion: { mean: 3.461, sd: 0.711 },
        agreeableness: { mean: 3.938, sd: 0.533 },
        conscientiousness: { mean: 3.888, sd: 0.675 },
        negativeEmotionality: { mean: 2.693, sd: 0.796 },
        openMindedness: { mean: 3.793, sd: 0.689 },
      },
    },
    {
      sex: 'female',
      ageFrom: 61,
      ageBelow: null,
      weight: 20 / 130,
      domains: {
        extraversion: { mean: 3.527, sd: 0.662 },
        agreeableness: { mean: 4.019, sd: 0.51 },
        conscientiousness: { mean: 4.072, sd: 0.63 },
        negativeEmotionality: { mean: 2.521, sd: 0.741 },
        openMindedness: { mean: 3.653, sd: 0.674 },
      },
    },
  ],
};
