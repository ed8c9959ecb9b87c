import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BIG_FIVE_DOMAINS,
  BIG_FIVE_NORMS,
  BIG_FIVE_REVERSED_POSITIONS,
  BigFiveAnswersError,
  bigFiveDomainOf,
  isBigFiveScores,
  scoreBigFive,
  standardiseBigFive,
  type BigFiveDomain,
  type BigFiveNorms,
  type BigFiveScores,
} from './index';

const all = (answer: number) => Array.from({ length: 30 }, () => answer);
const everywhere = (score: number): BigFiveScores =>
  Object.fromEntries(BIG_FIVE_DOMAINS.map((domain) => [domain, score])) as Record<BigFiveDomain, number>;
const isReversed = (position: number) => BIG_FIVE_REVERSED_POSITIONS.includes(position);

describe('scoring the 30-item test', () => {
  it('all 3s give 3 in every domain', () => {
    expect(scoreBigFive(all(3))).toEqual(everywhere(3));
  });

  it('all 1s and all 5s give 3 everywhere: three plus and three reversed items per domain, (3·1 + 3·5) / 6', () => {
    expect(scoreBigFive(all(1))).toEqual(everywhere(3));
    expect(scoreBigFive(all(5))).toEqual(everywhere(3));
  });

  it('agreeing with every plus item and disagreeing with every reversed one gives 5 everywhere, the opposite 1', () => {
    const keyed = (plus: number, reversed: number) => all(0).map((_, i) => (isReversed(i + 1) ? reversed : plus));
    expect(scoreBigFive(keyed(5, 1))).toEqual(everywhere(5));
    expect(scoreBigFive(keyed(1, 5))).toEqual(everywhere(1));
  });

  it('a hand-computed example: answers 1, 2, 3, 4, 5 repeating', () => {
    // Position i answers ((i − 1) mod 5) + 1, so every item of a domain gets the same answer d (1 for E … 5 for O).
    // E: plus 6, 11, 16 → 1 each; reversed 1, 21, 26 → 6 − 1 = 5 each: (3 + 15) / 6 = 3.
    // A (answer 2): plus 2, 12, 22 → 2; reversed 7, 17, 27 → 4: (6 + 12) / 6 = 3. Every domain is balanced likewise.
    const answers = all(0).map((_, i) => (i % 5) + 1);
    expect(scoreBigFive(answers)).toEqual(everywhere(3));
  });

  it('a hand-computed example with mixed answers', () => {
    // Positions 1..30:
    const answers = [2, 5, 1, 2, 4, 4, 1, 2, 1, 2, 5, 4, 4, 1, 5, 4, 1, 5, 2, 1, 1, 5, 5, 2, 4, 2, 2, 1, 1, 3];
    // E 1R,6,11,16,21R,26R: (6−2) + 4 + 5 + 4 + (6−1) + (6−2) = 26 → 26/6
    // A 2,7R,12,17R,22,27R: 5 + (6−1) + 4 + (6−1) + 5 + (6−2) = 28 → 28/6
    // C 3R,8R,13,18,23,28R: (6−1) + (6−2) + 4 + 5 + 5 + (6−1) = 28 → 28/6
    // N 4,9,14R,19R,24R,29: 2 + 1 + (6−1) + (6−2) + (6−2) + 1 = 17 → 17/6
    // O 5,10R,15,20R,25,30R: 4 + (6−2) + 5 + (6−1) + 4 + (6−3) = 25 → 25/6
    const scores = scoreBigFive(answers);
    expect(scores.extraversion).toBeCloseTo(26 / 6, 12);
    expect(scores.agreeableness).toBeCloseTo(28 / 6, 12);
    expect(scores.conscientiousness).toBeCloseTo(28 / 6, 12);
    expect(scores.negativeEmotionality).toBeCloseTo(17 / 6, 12);
    expect(scores.openMindedness).toBeCloseTo(25 / 6, 12);
  });

  it('the worked example of docs/model.md: 4s on plus items, 2s on reversed, N the other way round', () => {
    const answers = all(0).map((_, i) => {
      const position = i + 1;
      const calm = bigFiveDomainOf(position) === 'negativeEmotionality';
      return isReversed(position) !== calm ? 2 : 4;
    });
    const scores = scoreBigFive(answers);
    expect(scores).toEqual({ ...everywhere(4), negativeEmotionality: 2 });
  });

  const holes = new Array<number>(30);
  holes.fill(3, 0, 29);

  it.each([
    ['not an array', '3,3,3' as unknown as number[], 'not_array', undefined],
    ['no answers', [], 'wrong_count', undefined],
    ['29 answers', all(3).slice(1), 'wrong_count', undefined],
    ['31 answers', [...all(3), 3], 'wrong_count', undefined],
    ['a zero', all(3).map((v, i) => (i === 4 ? 0 : v)), 'out_of_range', 5],
    ['a six', all(3).map((v, i) => (i === 29 ? 6 : v)), 'out_of_range', 30],
    ['a negative', all(3).map((v, i) => (i === 0 ? -1 : v)), 'out_of_range', 1],
    ['a half', all(3).map((v, i) => (i === 9 ? 2.5 : v)), 'not_integer', 10],
    ['NaN', all(3).map((v, i) => (i === 2 ? Number.NaN : v)), 'not_integer', 3],
    ['Infinity', all(3).map((v, i) => (i === 2 ? Number.POSITIVE_INFINITY : v)), 'not_integer', 3],
    ['a string', all(3).map((v, i) => (i === 7 ? ('4' as unknown as number) : v)), 'not_integer', 8],
    ['a null', all(3).map((v, i) => (i === 11 ? (null as unknown as number) : v)), 'not_integer', 12],
    ['a hole', holes, 'not_integer', 30],
  ])('refuses %s', (_, answers, reason, position) => {
    let error: unknown;
    try {
      scoreBigFive(answers);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(BigFiveAnswersError);
    expect(error).toMatchObject({ code: 'big_five_answers_invalid', reason, position });
  });

  const answersArbitrary = fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 30, maxLength: 30 });

  it('scores lie within 1..5 in steps of a sixth', () => {
    fc.assert(
      fc.property(answersArbitrary, (answers) => {
        const scores = scoreBigFive(answers);
        expect(isBigFiveScores(scores)).toBe(true);
        for (const domain of BIG_FIVE_DOMAINS) {
          const sixths = scores[domain] * 6;
          expect(Math.abs(sixths - Math.round(sixths))).toBeLessThan(1e-9);
        }
      }),
    );
  });

  it('raising one answer moves only its own domain: up for a plus item, down for a reversed one', () => {
    fc.assert(
      fc.property(answersArbitrary, fc.integer({ min: 1, max: 30 }), (answers, position) => {
        fc.pre(answers[position - 1]! < 5);
        const raised = answers.map((answer, i) => (i === position - 1 ? answer + 1 : answer));
        const before = scoreBigFive(answers);
        const after = scoreBigFive(raised);
        const own = bigFiveDomainOf(position);
        for (const domain of BIG_FIVE_DOMAINS) {
          if (domain !== own) expect(after[domain]).toBe(before[domain]);
        }
        expect(after[own] - before[own]).toBeCloseTo(isReversed(position) ? -1 / 6 : 1 / 6, 12);
      }),
    );
  });
});

describe('standardising', () => {
  const average = BIG_FIVE_NORMS.domains;

  it('gives 0 at the norm mean and one per standard deviation', () => {
    const means = Object.fromEntries(BIG_FIVE_DOMAINS.map((domain) => [domain, average[domain].mean])) as Record<BigFiveDomain, number>;
    const zero = standardiseBigFive(means);
    for (const domain of BIG_FIVE_DOMAINS) expect(zero[domain]).toBe(0);
    const z = standardiseBigFive({
      ...means,
      agreeableness: average.agreeableness.mean + average.agreeableness.sd,
      negativeEmotionality: average.negativeEmotionality.mean - average.negativeEmotionality.sd,
    });
    expect(z.agreeableness).toBeCloseTo(1, 12);
    expect(z.negativeEmotionality).toBeCloseTo(-1, 12);
  });

  it('uses norms given as data, and refuses norms without a positive spread', () => {
    const norms: BigFiveNorms = {
      ...BIG_FIVE_NORMS,
      version: 'test',
      domains: { ...BIG_FIVE_NORMS.domains, extraversion: { mean: 3, sd: 0.5 } },
    };
    expect(standardiseBigFive(everywhere(4), norms).extraversion).toBe(2);
    const broken: BigFiveNorms = { ...norms, domains: { ...norms.domains, openMindedness: { mean: 3, sd: 0 } } };
    expect(() => standardiseBigFive(everywhere(4), broken)).toThrow(RangeError);
  });
});
