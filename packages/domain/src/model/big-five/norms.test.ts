import { describe, expect, it } from 'vitest';
import { BIG_FIVE_DOMAINS, type BigFiveDomain, type BigFiveScores } from './domains';
import { BIG_FIVE_NORMS, domainNormsFor, mixNorms, standardiseBigFive, standardiseBigFiveFor, type BigFiveNorms } from './norms';
import { facetsOf, JOHNSON_IPIP_NEO_120_NORMS, sixItemNorm } from './published-norms.test-support';

const groups = BIG_FIVE_NORMS.groups ?? [];
const meansOf = (domains: BigFiveNorms['domains']): BigFiveScores =>
  Object.fromEntries(BIG_FIVE_DOMAINS.map((domain) => [domain, domains[domain].mean])) as Record<BigFiveDomain, number>;
/** Stored figures carry three decimals. */
const expectRounded = (stored: number, exact: number, what: string) => expect(Math.abs(stored - exact), what).toBeLessThanOrEqual(0.0005 + 1e-12);
const groupOf = (sex: 'male' | 'female', ageFrom: number | null) =>
  groups.find((group) => group.sex === sex && group.ageFrom === ageFrom)!;

describe('the norms of the 30-item test', () => {
  it('are published figures, versioned, not placeholders', () => {
    expect(BIG_FIVE_NORMS.placeholder).toBe(false);
    expect(BIG_FIVE_NORMS.version).toBe('ipip-neo-120-johnson-1');
    expect(BIG_FIVE_NORMS.source).toMatch(/Johnson/);
    expect(groups).toHaveLength(8);
  });

  it('are what the published IPIP-NEO-120 norms imply for the six items asked per domain', () => {
    expect(JOHNSON_IPIP_NEO_120_NORMS).toHaveLength(groups.length);
    for (const [i, published] of JOHNSON_IPIP_NEO_120_NORMS.entries()) {
      const stored = groups[i]!;
      expect([stored.sex, stored.ageFrom, stored.ageBelow]).toEqual([published.sex, published.ageFrom, published.ageBelow]);
      for (const domain of BIG_FIVE_DOMAINS) {
        const derived = sixItemNorm(published.domains[domain], facetsOf(domain));
        expectRounded(stored.domains[domain].mean, derived.mean, `${published.category} ${domain} mean`);
        expectRounded(stored.domains[domain].sd, derived.sd, `${published.category} ${domain} sd`);
      }
    }
  });

  it('keep each published domain mean, per item, within a third of a point of the six items\u2019 mean', () => {
    // The six items sit in some of the domain's facets; their facets' means stay close to the domain's.
    for (const published of JOHNSON_IPIP_NEO_120_NORMS) {
      for (const domain of BIG_FIVE_DOMAINS) {
        const six = sixItemNorm(published.domains[domain], facetsOf(domain));
        const perItem = published.domains[domain].mean / 24;
        expect(Math.abs(six.mean - perItem)).toBeLessThan(0.33);
        // Six items average out less than twenty-four: their mean spreads more than the domain's per item.
        expect(six.sd).toBeGreaterThan(published.domains[domain].sd / 24);
      }
    }
  });

  it('describe the whole population as men and women equally, every age from 16 to 80 equally', () => {
    expect(groups.reduce((sum, group) => sum + group.weight, 0)).toBeCloseTo(1, 12);
    expect(groupOf('female', null).weight).toBeCloseTo(5 / 130, 12);
    expect(groupOf('female', 21).weight).toBeCloseTo(20 / 130, 12);
    const mixed = mixNorms(groups);
    for (const domain of BIG_FIVE_DOMAINS) {
      expectRounded(BIG_FIVE_NORMS.domains[domain].mean, mixed[domain].mean, `${domain} mean`);
      expectRounded(BIG_FIVE_NORMS.domains[domain].sd, mixed[domain].sd, `${domain} sd`);
    }
  });

  it('read women as more agreeable and more emotionally sensitive than men, and older people as calmer', () => {
    const women = domainNormsFor({ sex: 'female' });
    const men = domainNormsFor({ sex: 'male' });
    expect(women.agreeableness.mean).toBeGreaterThan(men.agreeableness.mean);
    expect(women.negativeEmotionality.mean).toBeGreaterThan(men.negativeEmotionality.mean);
    expect(domainNormsFor({ age: 65 }).negativeEmotionality.mean).toBeLessThan(domainNormsFor({ age: 25 }).negativeEmotionality.mean);
  });
});

describe('standardising against the norms', () => {
  it('gives 0 at the population mean, with or without what is known of the person', () => {
    const average = meansOf(BIG_FIVE_NORMS.domains);
    for (const z of [standardiseBigFive(average), standardiseBigFiveFor(average, {}), standardiseBigFiveFor(average, { sex: null, age: null })]) {
      for (const domain of BIG_FIVE_DOMAINS) expect(z[domain]).toBeCloseTo(0, 12);
    }
  });

  it('compares a person with their own sex and age band', () => {
    const woman30 = groupOf('female', 21);
    const z = standardiseBigFiveFor(meansOf(woman30.domains), { sex: 'female', age: 30 });
    for (const domain of BIG_FIVE_DOMAINS) expect(z[domain]).toBe(0);
    const sd = woman30.domains.agreeableness.sd;
    expect(standardiseBigFiveFor({ ...meansOf(woman30.domains), agreeableness: woman30.domains.agreeableness.mean + sd }, { sex: 'female', age: 30 }).agreeableness).toBeCloseTo(1, 12);
  });

  it('puts the band edges where the published bands have them', () => {
    expect(domainNormsFor({ sex: 'male', age: 20.9 })).toBe(groupOf('male', null).domains);
    expect(domainNormsFor({ sex: 'male', age: 21 })).toBe(groupOf('male', 21).domains);
    expect(domainNormsFor({ sex: 'male', age: 40 })).toBe(groupOf('male', 21).domains);
    expect(domainNormsFor({ sex: 'male', age: 41 })).toBe(groupOf('male', 41).domains);
    expect(domainNormsFor({ sex: 'female', age: 61 })).toBe(groupOf('female', 61).domains);
    expect(domainNormsFor({ sex: 'female', age: 80 })).toBe(groupOf('female', 61).domains);
  });

  it('mixes the bands of a sex when the age is unknown, and both sexes of a band when the sex is', () => {
    const women = groups.filter((group) => group.sex === 'female');
    expect(domainNormsFor({ sex: 'female' })).toEqual(mixNorms(women));
    const band = groups.filter((group) => group.ageFrom === 41);
    expect(domainNormsFor({ age: 50 })).toEqual(mixNorms(band));
    // Men and women of one band weigh the same: the mixture's mean lies halfway between theirs.
    expect(domainNormsFor({ age: 50 }).agreeableness.mean).toBeCloseTo(
      (groupOf('male', 41).domains.agreeableness.mean + groupOf('female', 41).domains.agreeableness.mean) / 2,
      12,
    );
  });

  it('uses the whole population for norms that are not split, or a sex it does not know', () => {
    const unsplit: BigFiveNorms = { version: 'test', placeholder: true, source: 'assumption', domains: BIG_FIVE_NORMS.domains };
    expect(domainNormsFor({ sex: 'female', age: 30 }, unsplit)).toBe(BIG_FIVE_NORMS.domains);
    expect(domainNormsFor({ sex: 'other' as 'male', age: null })).toBe(BIG_FIVE_NORMS.domains);
    expect(domainNormsFor({ age: Number.NaN })).toBe(BIG_FIVE_NORMS.domains);
  });

  it('refuses groups without a positive spread or weight', () => {
    const broken: BigFiveNorms = {
      ...BIG_FIVE_NORMS,
      version: 'test',
      groups: [{ ...groups[0]!, weight: 0 }],
    };
    expect(() => standardiseBigFiveFor(meansOf(BIG_FIVE_NORMS.domains), { sex: 'male', age: 18 }, broken)).toThrow(RangeError);
  });
});
