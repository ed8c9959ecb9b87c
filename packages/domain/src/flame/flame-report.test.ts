import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { locales } from '../locale';
import { BIG_FIVE_DOMAINS, BIG_FIVE_ITEM_COUNT, BIG_FIVE_NORMS, BIG_FIVE_REVERSED_POSITIONS, BigFiveAnswersError } from '../model/big-five';
import { PAIR_TRAITS } from '../model/weights';
import { SCORE_BANDS } from '../texts/phrases';
import { flameCompatibility } from './flame-compatibility';
import { FLAME_REASON_KINDS, flameBandTitles } from './flame-phrases';
import { flameDomainLevel, flameProfile } from './flame-profile';
import { flameOutcome, flameTitle } from './flame-report';

// Warm, steady and organised; and reserved, sensitive and down to earth.
const anna = [2, 5, 2, 2, 4, 4, 1, 2, 2, 2, 4, 4, 4, 2, 4, 4, 1, 5, 2, 2, 2, 5, 5, 2, 4, 2, 2, 1, 2, 2];
const boris = [4, 4, 3, 4, 3, 2, 2, 3, 4, 3, 2, 3, 3, 3, 3, 2, 2, 4, 3, 3, 4, 4, 4, 3, 3, 4, 3, 2, 4, 3];
const couple = { names: ['Анна', 'Борис'] as const, answers: [anna, boris] as const };

const answers = fc.array(fc.integer({ min: 1, max: 5 }), { minLength: BIG_FIVE_ITEM_COUNT, maxLength: BIG_FIVE_ITEM_COUNT });

describe('flameProfile', () => {
  it('scores each domain as the mean of its six answers, reversed items turned round', () => {
    const neutral = flameProfile(Array<number>(BIG_FIVE_ITEM_COUNT).fill(3));
    for (const domain of BIG_FIVE_DOMAINS) expect(neutral[domain].score).toBe(3);
    // Agreeing with everything: the reversed items count as 1, so each domain is (agreed·5 + reversed·1) / 6.
    const agreeing = flameProfile(Array<number>(BIG_FIVE_ITEM_COUNT).fill(5));
    const reversed = new Set(BIG_FIVE_REVERSED_POSITIONS);
    for (const [index, domain] of BIG_FIVE_DOMAINS.entries()) {
      const positions = [0, 1, 2, 3, 4, 5].map((round) => round * 5 + index + 1);
      const expected = positions.reduce((sum, position) => sum + (reversed.has(position) ? 1 : 5), 0) / 6;
      expect(agreeing[domain].score).toBeCloseTo(expected, 2);
    }
  });

  it('places a score at the norm mean in the middle and keeps percentiles within 1..99', () => {
    fc.assert(
      fc.property(answers, (given) => {
        for (const { percentile } of Object.values(flameProfile(given))) {
          expect(Number.isInteger(percentile)).toBe(true);
          expect(percentile).toBeGreaterThanOrEqual(1);
          expect(percentile).toBeLessThanOrEqual(99);
        }
      }),
    );
    const atMean = { ...BIG_FIVE_NORMS, domains: Object.fromEntries(BIG_FIVE_DOMAINS.map((domain) => [domain, { mean: 3, sd: 0.7 }])) } as typeof BIG_FIVE_NORMS;
    const profile = flameProfile(Array<number>(BIG_FIVE_ITEM_COUNT).fill(3), atMean);
    for (const domain of BIG_FIVE_DOMAINS) expect(profile[domain].percentile).toBe(50);
  });

  it('refuses a test not fully answered', () => {
    expect(() => flameProfile(anna.slice(1))).toThrow(BigFiveAnswersError);
    expect(() => flameProfile([...anna.slice(1), 6])).toThrow(BigFiveAnswersError);
  });

  it('reads percentiles as three levels', () => {
    expect([1, 29, 30, 70, 71, 99].map(flameDomainLevel)).toEqual(['low', 'low', 'average', 'average', 'high', 'high']);
  });
});

describe('flameCompatibility', () => {
  it('is the same couple whichever of the two answered first, with the one-way scores swapped', () => {
    fc.assert(
      fc.property(answers, answers, (first, second) => {
        const there = flameCompatibility(first, second);
        const back = flameCompatibility(second, first);
        expect(back.score).toBe(there.score);
        expect(back.oneWay).toEqual({ firstWithSecond: there.oneWay.secondWithFirst, secondWithFirst: there.oneWay.firstWithSecond });
        expect(Number.isInteger(there.score)).toBe(true);
        expect(there.score).toBeGreaterThanOrEqual(0);
        expect(there.score).toBeLessThanOrEqual(100);
        expect(SCORE_BANDS).toContain(there.band);
      }),
    );
  });

  it('gives reasons only of the kinds the test has words for', () => {
    fc.assert(
      fc.property(answers, answers, (first, second) => {
        for (const reason of flameCompatibility(first, second).reasons) {
          expect(PAIR_TRAITS as readonly string[]).toContain(reason.subject);
          expect(FLAME_REASON_KINDS as readonly string[]).toContain(reason.kind);
        }
      }),
    );
  });

  it('rests on both people’s traits', () => {
    expect(flameCompatibility(anna, boris).precision).toBeGreaterThan(0);
  });
});

describe('flameOutcome', () => {
  it.each(locales)('writes the preview and the whole report in %s, with every reason worded', (locale) => {
    const outcome = flameOutcome(couple, locale);
    const compatibility = flameCompatibility(anna, boris);
    expect(outcome.preview).toMatchObject({ score: compatibility.score, band: compatibility.band, precision: compatibility.precision });
    expect(outcome.preview.bandText).toBe(flameBandTitles[locale][compatibility.band]);
    expect(outcome.report.narrative.couple.split('\n\n')[0]).toBe(outcome.preview.teaser);
    expect(outcome.preview.teaser).toContain('Анна');
    expect(outcome.preview.teaser).toContain(String(compatibility.score));
    expect(outcome.report.narrative.first).toContain('Анна');
    expect(outcome.report.narrative.second).toContain('Борис');
    expect(outcome.report.narrative.first.split('\n\n')).toHaveLength(2);
    expect(outcome.report.traits.map((trait) => trait.domain)).toEqual([...BIG_FIVE_DOMAINS]);
    expect(outcome.report.traits[0]).toMatchObject({ first: outcome.profiles[0].extraversion.percentile, second: outcome.profiles[1].extraversion.percentile });
    expect(outcome.report.reasons.map((reason) => reason.code)).toEqual(compatibility.reasons.map((reason) => reason.code));
    expect(outcome.report.oneWay).toEqual(compatibility.oneWay);
    expect(outcome.report.sources.some((source) => source.url?.includes('10.1016/j.jrp.2009.09.004'))).toBe(true);
    expect(outcome.preview.lockedParts).toBe(11);
    const everything = JSON.stringify(outcome);
    expect(everything).not.toMatch(/\{(name|first|second|high|low|other|score|a|b)\}|undefined|NaN/);
  });

  it('says which traits the two share and which set them apart', () => {
    const [extraversion] = flameOutcome({ ...couple, names: ['Anna', 'Boris'] }, 'en').report.traits;
    // Anna is far above the middle in sociability, Boris far below.
    expect(extraversion!.first).toBeGreaterThan(70);
    expect(extraversion!.second).toBeLessThan(30);
    expect(extraversion!.text).toMatch(/^Anna recharges among people, Boris in solitude/);
  });

  it('is the same for the same answers and names, and differs between languages', () => {
    expect(flameOutcome(couple, 'ru')).toEqual(flameOutcome(couple, 'ru'));
    expect(flameOutcome(couple, 'ru').report.narrative.couple).not.toBe(flameOutcome(couple, 'en').report.narrative.couple);
  });

  it('keeps names as typed, and names a nameless partner by position', () => {
    const odd = flameOutcome({ names: ['{second}', '  '], answers: [anna, boris] }, 'en');
    expect(odd.preview.teaser.startsWith('{second} and The second partner')).toBe(true);
    expect(flameTitle(['Anna', 'Boris'], 'en')).toBe('Anna and Boris');
    expect(flameTitle(['Анна', 'Борис'], 'ru')).toBe('Анна и Борис');
  });
});
