import { BIG_FIVE_DOMAINS, type BigFiveDomain, type BigFiveScores, type BigFiveZ } from './domains';

export interface BigFiveNorms {
  readonly version: string;
  /** True while the figures are stand-ins rather than measured from the platform's own results. */
  readonly placeholder: boolean;
  readonly source: string;
  readonly domains: Readonly<Record<BigFiveDomain, { readonly mean: number; readonly sd: number }>>;
}

const placeholder = { mean: 3.3, sd: 0.75 } as const;

/**
 * Placeholder norms, the same for every domain, until administrators recompute them from the
 * platform's own results.
 */
export const BIG_FIVE_NORMS: BigFiveNorms = {
  version: 'placeholder-1',
  placeholder: true,
  source: 'assumption',
  domains: {
    extraversion: placeholder,
    agreeableness: placeholder,
    conscientiousness: placeholder,
    negativeEmotionality: placeholder,
    openMindedness: placeholder,
  },
};

export function assertBigFiveNorms(norms: BigFiveNorms): void {
  for (const domain of BIG_FIVE_DOMAINS) {
    const { mean, sd } = norms.domains[domain] ?? { mean: Number.NaN, sd: Number.NaN };
    if (!Number.isFinite(mean) || !Number.isFinite(sd) || sd <= 0) {
      throw new RangeError(`Big Five norms for ${domain} need a finite mean and a positive standard deviation`);
    }
  }
}

/** `z = (score − mean) / sd` per domain. */
export function standardiseBigFive(scores: BigFiveScores, norms: BigFiveNorms = BIG_FIVE_NORMS): BigFiveZ {
  if (norms !== BIG_FIVE_NORMS) assertBigFiveNorms(norms);
  const z = (domain: BigFiveDomain) => (scores[domain] - norms.domains[domain].mean) / norms.domains[domain].sd;
  return {
    extraversion: z('extraversion'),
    agreeableness: z('agreeableness'),
    conscientiousness: z('conscientiousness'),
    negativeEmotionality: z('negativeEmotionality'),
    openMindedness: z('openMindedness'),
  };
}
