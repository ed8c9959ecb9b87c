import { BIG_FIVE_DOMAINS, type BigFiveDomain, type BigFiveScores, type BigFiveZ } from './domains';
import { BIG_FIVE_NORMS } from './norms-data';
import { NORM_SEXES, type BigFiveNormGroup, type BigFiveNorms, type DomainNorms, type NormPerson, type NormSex } from './norm-types';

export { BIG_FIVE_NORMS } from './norms-data';
export { NORM_SEXES, type BigFiveNormGroup, type BigFiveNorms, type DomainNorm, type DomainNorms, type NormPerson, type NormSex } from './norm-types';

function assertDomainNorms(domains: DomainNorms | undefined, where: string): void {
  for (const domain of BIG_FIVE_DOMAINS) {
    const { mean, sd } = domains?.[domain] ?? { mean: Number.NaN, sd: Number.NaN };
    if (!Number.isFinite(mean) || !Number.isFinite(sd) || sd <= 0) {
      throw new RangeError(`Big Five norms${where} for ${domain} need a finite mean and a positive standard deviation`);
    }
  }
}

export function assertBigFiveNorms(norms: BigFiveNorms): void {
  assertDomainNorms(norms.domains, '');
  for (const group of norms.groups ?? []) {
    const where = ` of ${group.sex} ${group.ageFrom ?? ''}–${group.ageBelow ?? ''}`;
    assertDomainNorms(group.domains, where);
    if (!NORM_SEXES.includes(group.sex)) throw new RangeError(`Big Five norms${where} name an unknown sex`);
    if (!Number.isFinite(group.weight) || group.weight <= 0) throw new RangeError(`Big Five norms${where} need a positive weight`);
  }
}

/** `z = (score − mean) / sd` per domain, against the whole population. */
export function standardiseBigFive(scores: BigFiveScores, norms: BigFiveNorms = BIG_FIVE_NORMS): BigFiveZ {
  if (norms !== BIG_FIVE_NORMS) assertBigFiveNorms(norms);
  return standardiseAgainst(scores, norms.domains);
}

/**
 * `z` against the people of the person's own sex and age band where the norms split them: a woman of 30 is
 * compared with women of 21 to 40. Where only the sex or only the age is known, against that sex's or that
 * band's people; where neither is, exactly `standardiseBigFive`.
 */
export function standardiseBigFiveFor(
  scores: BigFiveScores,
  person: NormPerson,
  norms: BigFiveNorms = BIG_FIVE_NORMS,
): BigFiveZ {
  if (norms !== BIG_FIVE_NORMS) assertBigFiveNorms(norms);
  return standardiseAgainst(scores, domainNormsFor(person, norms));
}

function standardiseAgainst(scores: BigFiveScores, domains: DomainNorms): BigFiveZ {
  const z = (domain: BigFiveDomain) => (scores[domain] - domains[domain].mean) / domains[domain].sd;
  return {
    extraversion: z('extraversion'),
    agreeableness: z('agreeableness'),
    conscientiousness: z('conscientiousness'),
    negativeEmotionality: z('negativeEmotionality'),
    openMindedness: z('openMindedness'),
  };
}

const inBand = (group: BigFiveNormGroup, age: number): boolean =>
  (group.ageFrom === null || age >= group.ageFrom) && (group.ageBelow === null || age < group.ageBelow);

const knownSex = (sex: NormSex | null | undefined): NormSex | null => (sex && NORM_SEXES.includes(sex) ? sex : null);
const knownAge = (age: number | null | undefined): number | null => (typeof age === 'number' && Number.isFinite(age) ? age : null);

const mixedCache = new WeakMap<BigFiveNorms, Map<string, DomainNorms>>();

/**
 * The norms that describe people like this one: the groups of their sex and age band, mixed by their
 * weights (the mixture's spread includes the spread between the groups' means). With neither known, or norms
 * without groups, the whole population.
 */
export function domainNormsFor(person: NormPerson, norms: BigFiveNorms = BIG_FIVE_NORMS): DomainNorms {
  const sex = knownSex(person.sex);
  const age = knownAge(person.age);
  const groups = norms.groups ?? [];
  if ((sex === null && age === null) || groups.length === 0) return norms.domains;
  const chosen = groups.filter((group) => (sex === null || group.sex === sex) && (age === null || inBand(group, age)));
  if (chosen.length === 0) return norms.domains;
  if (chosen.length === 1) return chosen[0]!.domains;
  const key = chosen.map((group) => groups.indexOf(group)).join(',');
  let cache = mixedCache.get(norms);
  if (!cache) mixedCache.set(norms, (cache = new Map()));
  const cached = cache.get(key);
  if (cached) return cached;
  const mixed = mixNorms(chosen);
  cache.set(key, mixed);
  return mixed;
}

/** The mean and spread of a population made of these groups in proportion to their weights. */
export function mixNorms(groups: readonly Pick<BigFiveNormGroup, 'weight' | 'domains'>[]): DomainNorms {
  const total = groups.reduce((sum, group) => sum + group.weight, 0);
  const mix = (domain: BigFiveDomain) => {
    let mean = 0;
    let square = 0;
    for (const { weight, domains } of groups) {
      const { mean: m, sd } = domains[domain];
      mean += (weight / total) * m;
      square += (weight / total) * (sd * sd + m * m);
    }
    return { mean, sd: Math.sqrt(Math.max(0, square - mean * mean)) };
  };
  return {
    extraversion: mix('extraversion'),
    agreeableness: mix('agreeableness'),
    conscientiousness: mix('conscientiousness'),
    negativeEmotionality: mix('negativeEmotionality'),
    openMindedness: mix('openMindedness'),
  };
}
