import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BIG_FIVE_DOMAINS, BIG_FIVE_NORMS, domainNormsFor, type BigFiveDomain, type BigFiveScores, type DomainNorms } from '../big-five';
import { bigFiveScores, normPerson, qualificationValue } from '../model-arbitraries.test-support';
import { DEFAULT_MODEL_WEIGHTS_DATA, loadModelWeights, MODEL_WEIGHTS, PAIR_TRAITS, type ModelWeights, type PairTrait } from '../weights';
import { leaderMemberExchange, leaderMemberScore, leaderQuality } from './leader';
import { toPairPerson } from './pair-person';
import { relationshipCompatibility } from './relationship';
import { workCompatibility, workScore } from './work';

const nobody = toPairPerson({});
const meansOf = (domains: DomainNorms): BigFiveScores =>
  Object.fromEntries(BIG_FIVE_DOMAINS.map((domain) => [domain, domains[domain].mean])) as Record<BigFiveDomain, number>;
/** A person exactly at the population's mean in every domain. */
const average = meansOf(BIG_FIVE_NORMS.domains);
const { sd } = BIG_FIVE_NORMS.domains.conscientiousness;

/** The same person a little better for a relationship in one trait (lower negative emotionality). */
function improved(traits: BigFiveScores, trait: PairTrait, step: number): BigFiveScores {
  const change = trait === 'negativeEmotionality' ? -step : step;
  return { ...traits, [trait]: Math.min(5, Math.max(1, traits[trait] + change)) };
}

const person = fc
  .record({ bigFive: fc.option(bigFiveScores, { nil: null }), qualification: qualificationValue, who: normPerson })
  .map(({ who, ...rest }) => ({ ...rest, ...who }));

describe('two people without Big Five', () => {
  it('score exactly 50 in love, friendship, work, LMX and leader quality, knowing nothing else', () => {
    for (const relation of ['LOVE', 'FRIEND'] as const) {
      const result = relationshipCompatibility(nobody, nobody, relation);
      expect(result.score).toBe(50);
      expect(result.oneWay).toEqual({ firstWithSecond: 50, secondWithFirst: 50 });
      expect(result.reasons).toEqual([]);
      expect(result.precision).toBe(0);
    }
    expect(workCompatibility(nobody, nobody).score).toBe(50);
    expect(leaderMemberExchange(nobody, nobody).score).toBe(50);
    expect(leaderQuality(nobody).score).toBe(50);
  });

  it('score 50 in love whatever their qualification', () => {
    fc.assert(
      fc.property(qualificationValue, qualificationValue, (first, second) => {
        const result = relationshipCompatibility(toPairPerson({ qualification: first }), toPairPerson({ qualification: second }));
        expect(result.score).toBe(50);
      }),
    );
  });

});

describe('two people at the population\u2019s means', () => {
  it('score exactly 50 in love and friendship, with nothing to name', () => {
    for (const relation of ['LOVE', 'FRIEND'] as const) {
      const result = relationshipCompatibility(toPairPerson({ bigFive: average }), toPairPerson({ bigFive: average }), relation);
      expect(result.score).toBe(50);
      expect(result.oneWay).toEqual({ firstWithSecond: 50, secondWithFirst: 50 });
      expect(result.reasons).toEqual([]);
      // Their traits are known; their love answers are not.
      expect(result.precision).toBeGreaterThan(0.5);
      expect(result.precision).toBeLessThan(1);
    }
  });

  it('score 50 as a man and a woman each at the means of their own sex and age', () => {
    const man = toPairPerson({ bigFive: meansOf(domainNormsFor({ sex: 'male', age: 34 })), sex: 'male', age: 34 });
    const woman = toPairPerson({ bigFive: meansOf(domainNormsFor({ sex: 'female', age: 31 })), sex: 'female', age: 31 });
    expect(relationshipCompatibility(man, woman).score).toBeCloseTo(50, 12);
    // Read against the whole population instead, she is more agreeable than average: no longer exactly 50.
    const womanAgainstEveryone = toPairPerson({ bigFive: meansOf(domainNormsFor({ sex: 'female', age: 31 })) });
    expect(relationshipCompatibility(man, womanAgainstEveryone).score).not.toBeCloseTo(50, 1);
  });

  it('count no likeness or gap with someone who sits at the mean of every trait', () => {
    const middle = toPairPerson({ bigFive: average });
    fc.assert(
      fc.property(bigFiveScores, (traits) => {
        const other = toPairPerson({ bigFive: traits });
        const result = relationshipCompatibility(middle, other);
        expect(result.reasons.every((reason) => reason.kind !== 'gap' && reason.kind !== 'alike')).toBe(true);
      }),
    );
  });

  it('an average pair of people drawn from the norms scores about 50 in love and in work', () => {
    // Traits drawn from the norm population: z standard normal, by Box–Muller over a seeded generator.
    let state = 20261122;
    const uniform = () => {
      state = (state + 0x6d2b79f5) >>> 0;
      let t = Math.imul(state ^ (state >>> 15), state | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return (((t ^ (t >>> 14)) >>> 0) + 0.5) / 4294967296;
    };
    const normal = () => Math.sqrt(-2 * Math.log(uniform())) * Math.cos(2 * Math.PI * uniform());
    const drawn = () => ({
      extraversion: normal(),
      agreeableness: normal(),
      conscientiousness: normal(),
      negativeEmotionality: normal(),
      openMindedness: normal(),
    });
    const pairs = Array.from({ length: 4000 }, () => [drawn(), drawn()] as const);
    const norm = BIG_FIVE_NORMS.domains;
    const asPerson = (z: Record<BigFiveDomain, number>) =>
      toPairPerson({ bigFive: Object.fromEntries(BIG_FIVE_DOMAINS.map((domain) => [domain, norm[domain].mean + norm[domain].sd * z[domain]])) as BigFiveScores });
    const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1]!;
    const love = median(pairs.map(([a, b]) => relationshipCompatibility(asPerson(a), asPerson(b)).score));
    const work = median(pairs.map(([a, b]) => workCompatibility(asPerson(a), asPerson(b)).score));
    expect(love).toBeGreaterThan(46);
    expect(love).toBeLessThan(54);
    expect(work).toBeGreaterThan(46);
    expect(work).toBeLessThan(54);
  });
});

describe('pair properties', () => {
  it('C and W are symmetric, one-way scores swap', () => {
    fc.assert(
      fc.property(person, person, fc.constantFrom('LOVE', 'FRIEND' as const), (a, b, relation) => {
        const first = toPairPerson(a);
        const second = toPairPerson(b);
        const forward = relationshipCompatibility(first, second, relation);
        const backward = relationshipCompatibility(second, first, relation);
        expect(backward.score).toBeCloseTo(forward.score, 10);
        expect(backward.oneWay.firstWithSecond).toBeCloseTo(forward.oneWay.secondWithFirst, 10);
        expect(workCompatibility(second, first).score).toBeCloseTo(workCompatibility(first, second).score, 10);
      }),
    );
  });

  it('every score lies within 0..100 and every precision within 0..1', () => {
    fc.assert(
      fc.property(person, person, (a, b) => {
        const first = toPairPerson(a);
        const second = toPairPerson(b);
        const love = relationshipCompatibility(first, second);
        const results = [
          love.score,
          love.oneWay.firstWithSecond,
          love.oneWay.secondWithFirst,
          workCompatibility(first, second).score,
          leaderMemberExchange(first, second).score,
          leaderQuality(first).score,
        ];
        for (const value of results) {
          expect(value).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThanOrEqual(100);
        }
        for (const precision of [love.precision, workCompatibility(first, second).precision]) {
          expect(precision).toBeGreaterThanOrEqual(0);
          expect(precision).toBeLessThanOrEqual(1);
        }
      }),
    );
  });

  it('is deterministic', () => {
    fc.assert(
      fc.property(person, person, (a, b) => {
        const once = [relationshipCompatibility(toPairPerson(a), toPairPerson(b)), workCompatibility(toPairPerson(a), toPairPerson(b))];
        const again = [relationshipCompatibility(toPairPerson(a), toPairPerson(b)), workCompatibility(toPairPerson(a), toPairPerson(b))];
        expect(again).toEqual(once);
      }),
    );
  });

  /** Monotonicity must hold for the default weights and for any set the loader accepts. */
  const acceptedWeights: fc.Arbitrary<ModelWeights> = fc
    .record({
      partner: fc.tuple(...PAIR_TRAITS.map(() => fc.double({ min: 0, max: 0.5, noNaN: true }))),
      own: fc.tuple(...PAIR_TRAITS.map(() => fc.double({ min: 0, max: 0.5, noNaN: true }))),
      similarityShare: fc.tuple(...PAIR_TRAITS.map(() => fc.double({ min: 0, max: 1, noNaN: true }))),
      level: fc.tuple(...PAIR_TRAITS.map(() => fc.double({ min: 0.001, max: 0.5, noNaN: true }))),
      gapShare: fc.tuple(...PAIR_TRAITS.map(() => fc.double({ min: 0, max: 1, noNaN: true }))),
    })
    .map(({ partner, own, similarityShare, level, gapShare }) => {
      const data = JSON.parse(JSON.stringify(DEFAULT_MODEL_WEIGHTS_DATA)) as unknown as {
        love: Record<'partner' | 'own' | 'similarity', Record<string, { value: number }>>;
        friend: unknown;
        work: Record<'level' | 'gap', Record<string, { value: number }>>;
      };
      PAIR_TRAITS.forEach((trait, i) => {
        const p = partner[i] ?? 0;
        const a = own[i] ?? 0;
        data.love.partner[trait]!.value = p + 0.001;
        data.love.own[trait]!.value = a;
        // The largest similarity penalty the loader's rules allow, times a share.
        data.love.similarity[trait]!.value = (similarityShare[i] ?? 0) * Math.min((p + 0.001) / 2, (a + p + 0.001) / 4);
        data.work.level[trait]!.value = level[i] ?? 0.001;
        data.work.gap[trait]!.value = (gapShare[i] ?? 0) * (level[i] ?? 0.001);
      });
      data.friend = JSON.parse(JSON.stringify(data.love));
      return loadModelWeights(data);
    });

  it('a partner better in any trait never lowers S, C or W, under any accepted weights', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constant(MODEL_WEIGHTS), acceptedWeights),
        bigFiveScores,
        bigFiveScores,
        fc.constantFrom(...PAIR_TRAITS),
        fc.double({ min: 0, max: 4, noNaN: true }),
        (weights, self, partner, trait, step) => {
          const me = toPairPerson({ bigFive: self });
          const before = toPairPerson({ bigFive: partner });
          const after = toPairPerson({ bigFive: improved(partner, trait, step) });
          const loveBefore = relationshipCompatibility(me, before, 'LOVE', weights);
          const loveAfter = relationshipCompatibility(me, after, 'LOVE', weights);
          const tolerance = 1e-9;
          expect(loveAfter.oneWay.firstWithSecond).toBeGreaterThanOrEqual(loveBefore.oneWay.firstWithSecond - tolerance);
          expect(loveAfter.score).toBeGreaterThanOrEqual(loveBefore.score - tolerance);
          expect(workCompatibility(me, after, weights).score).toBeGreaterThanOrEqual(
            workCompatibility(me, before, weights).score - tolerance,
          );
          expect(leaderMemberExchange(me, after, weights).score).toBeGreaterThanOrEqual(
            leaderMemberExchange(me, before, weights).score - tolerance,
          );
        },
      ),
    );
  });

  it('a more qualified partner never lowers W', () => {
    fc.assert(
      fc.property(bigFiveScores, bigFiveScores, fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), (a, b, k1, k2) => {
        const me = toPairPerson({ bigFive: a, qualification: 0.5 });
        const low = workCompatibility(me, toPairPerson({ bigFive: b, qualification: Math.min(k1, k2) })).score;
        const high = workCompatibility(me, toPairPerson({ bigFive: b, qualification: Math.max(k1, k2) })).score;
        expect(high).toBeGreaterThanOrEqual(low);
      }),
    );
  });
});

describe('reasons', () => {
  it('name the calm of a calm pair first, and the gap of two very different people', () => {
    const calm = toPairPerson({ bigFive: { ...average, negativeEmotionality: 1.5 } });
    const result = relationshipCompatibility(calm, calm);
    expect(result.score).toBeGreaterThan(50);
    expect(result.reasons[0]).toMatchObject({ code: 'negativeEmotionality.low', effect: 'up', who: 'both' });

    const organised = toPairPerson({ bigFive: { ...average, conscientiousness: 5 } });
    const chaotic = toPairPerson({ bigFive: { ...average, conscientiousness: 1 } });
    const work = workCompatibility(organised, chaotic);
    expect(work.reasons.map((reason) => reason.code)).toContain('conscientiousness.gap');
    const gap = work.reasons.find((reason) => reason.code === 'conscientiousness.gap');
    expect(gap?.effect).toBe('down');
  });

  it('say whose traits carry a level part', () => {
    const anxious = toPairPerson({ bigFive: { ...average, negativeEmotionality: 5 } });
    const result = relationshipCompatibility(anxious, toPairPerson({ bigFive: average }));
    expect(result.reasons[0]).toMatchObject({ code: 'negativeEmotionality.high', effect: 'down', who: 'first' });
  });

  it('one-way scores coincide while own and partner weights are equal, and differ once they are not', () => {
    const anxious = toPairPerson({ bigFive: { ...average, negativeEmotionality: 5 } });
    const calm = toPairPerson({ bigFive: average });
    const equal = relationshipCompatibility(anxious, calm);
    expect(equal.oneWay.firstWithSecond).toBeCloseTo(equal.oneWay.secondWithFirst, 12);

    const data = JSON.parse(JSON.stringify(DEFAULT_MODEL_WEIGHTS_DATA)) as { love: { own: Record<string, { value: number }> } };
    data.love.own.negativeEmotionality!.value = 0.3;
    const actorHeavier = relationshipCompatibility(anxious, calm, 'LOVE', loadModelWeights(data));
    // The anxious one's own worry weighs on their satisfaction more than on their partner's.
    expect(actorHeavier.oneWay.firstWithSecond).toBeLessThan(actorHeavier.oneWay.secondWithFirst);
  });

  it('each reason moves the score by at least half a point, largest first', () => {
    fc.assert(
      fc.property(person, person, (a, b) => {
        const { reasons } = workCompatibility(toPairPerson(a), toPairPerson(b));
        for (const [i, reason] of reasons.entries()) {
          expect(Math.abs(reason.points)).toBeGreaterThanOrEqual(0.5);
          expect(reason.effect).toBe(reason.points > 0 ? 'up' : 'down');
          if (i > 0) expect(Math.abs(reason.points)).toBeLessThanOrEqual(Math.abs(reasons[i - 1]!.points));
        }
      }),
    );
  });
});

describe('lead and member', () => {
  it('costs points when the member is less conscientious than the lead, none when more', () => {
    const c = average.conscientiousness;
    const lead = toPairPerson({ bigFive: { ...average, conscientiousness: c + sd / 2 } });
    const careless = toPairPerson({ bigFive: { ...average, conscientiousness: c - sd / 2 } });
    const work = workCompatibility(lead, careless).score;
    const lmx = leaderMemberExchange(lead, careless);
    // The member is one standard deviation below the lead: 10 points.
    expect(lmx.score).toBeCloseTo(work - 10, 10);
    const below = lmx.reasons.find((reason) => reason.code === 'conscientiousness.below_lead');
    expect(below).toMatchObject({ effect: 'down', who: 'second' });
    expect(below?.points).toBeCloseTo(-10, 9);
    expect(leaderMemberExchange(careless, lead).score).toBeCloseTo(workCompatibility(careless, lead).score, 10);
  });

  it('leader quality rises with extraversion, conscientiousness and openness and falls with negative emotionality', () => {
    const base = leaderQuality(toPairPerson({ bigFive: average })).score;
    for (const trait of ['extraversion', 'conscientiousness', 'openMindedness', 'agreeableness'] as const) {
      expect(leaderQuality(toPairPerson({ bigFive: { ...average, [trait]: 4.5 } })).score).toBeGreaterThan(base);
    }
    expect(leaderQuality(toPairPerson({ bigFive: { ...average, negativeEmotionality: 4.5 } })).score).toBeLessThan(base);
  });
});

describe('the scores the team simulation reads without their reasons', () => {
  it('are exactly the work and LMX scores with reasons', () => {
    fc.assert(
      fc.property(person, person, (first, second) => {
        const a = toPairPerson(first);
        const b = toPairPerson(second);
        expect(workScore(a, b)).toBe(workCompatibility(a, b).score);
        expect(leaderMemberScore(a, b)).toBe(leaderMemberExchange(a, b).score);
      }),
    );
  });
});
