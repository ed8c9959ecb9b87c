import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reasonLabel } from '../../texts/reason-label';
import type { LoveProfile } from '../features';
import { bigFiveScores, loveProfile, normPerson } from '../model-arbitraries.test-support';
import {
  DEFAULT_MODEL_WEIGHTS_DATA,
  LOVE_AGREEMENT_ANSWERS,
  LOVE_LEVEL_ANSWERS,
  loadModelWeights,
  MODEL_WEIGHTS,
  type LoveAgreementAnswer,
  type ModelWeights,
} from '../weights';
import { answerAgreement, answerLevel } from './love-answers';
import { toPairPerson } from './pair-person';
import { relationshipCompatibility } from './relationship';

const blank: LoveProfile = {
  timeTogether: null,
  distance: null,
  workLifeBalance: null,
  weekends: null,
  sharedInterests: null,
  attraction: null,
  meetingPeople: null,
  loveLanguage: null,
  difficulties: null,
  secondChance: null,
};

const anna: LoveProfile = {
  timeTogether: 0.5,
  distance: 0.5,
  workLifeBalance: 0.5,
  weekends: 'active',
  sharedInterests: 4,
  attraction: ['humour', 'kindness'],
  meetingPeople: 'friends',
  loveLanguage: 'time',
  difficulties: 'talk',
  secondChance: 0.5,
};
const boris: LoveProfile = {
  timeTogether: 1,
  distance: 0,
  workLifeBalance: 0.5,
  weekends: 'active',
  sharedInterests: 5,
  attraction: ['kindness', 'intellect'],
  meetingPeople: 'events',
  loveLanguage: 'time',
  difficulties: 'pause',
  secondChance: 1,
};
const traits = { extraversion: 3.6, agreeableness: 4, conscientiousness: 3.5, negativeEmotionality: 2.5, openMindedness: 4 };

const LOVE_ANSWERS = [...LOVE_AGREEMENT_ANSWERS, ...LOVE_LEVEL_ANSWERS] as const;

/** Every answer a person can give to one question, as the reference population gives them. */
const REFERENCE: Readonly<Record<LoveAgreementAnswer, readonly LoveProfile[LoveAgreementAnswer][]>> = {
  timeTogether: [0, 0.5, 1],
  distance: [0, 0.5, 1],
  workLifeBalance: [0, 0.5, 1],
  weekends: ['home', 'active', 'social', 'travel'],
  sharedInterests: [1, 2, 3, 4, 5],
  attraction: Array.from({ length: 63 }, (_, i) =>
    ['appearance', 'intellect', 'humour', 'kindness', 'ambition', 'confidence'].filter((_, bit) => ((i + 1) >> bit) & 1),
  ),
  meetingPeople: ['friends', 'online', 'work', 'events', 'rarely'],
  loveLanguage: ['words', 'time', 'gifts', 'help', 'touch'],
};

const person = fc
  .record({ bigFive: fc.option(bigFiveScores, { nil: null }), love: fc.option(loveProfile, { nil: null }), who: normPerson })
  .map(({ who, ...rest }) => toPairPerson({ ...rest, ...who }));

/** Any weights the loader accepts, the answers' weights drawn at random. */
const acceptedWeights: fc.Arbitrary<ModelWeights> = fc
  .tuple(
    fc.array(fc.double({ min: 0, max: 0.3, noNaN: true }), { minLength: LOVE_AGREEMENT_ANSWERS.length, maxLength: LOVE_AGREEMENT_ANSWERS.length }),
    fc.array(fc.double({ min: 0, max: 0.3, noNaN: true }), { minLength: 5, maxLength: 5 }),
  )
  .map(([agreement, [ownD, ownS, partnerD, partnerS, pattern]]) => {
    const data = JSON.parse(JSON.stringify(DEFAULT_MODEL_WEIGHTS_DATA)) as {
      love: { answers: Record<'agreement' | 'own' | 'partner', Record<string, { value: number }>> & { demandWithdraw: { value: number } } };
    };
    const answers = data.love.answers;
    LOVE_AGREEMENT_ANSWERS.forEach((answer, i) => (answers.agreement[answer]!.value = agreement[i]!));
    answers.own.difficulties!.value = ownD!;
    answers.own.secondChance!.value = ownS!;
    answers.partner.difficulties!.value = partnerD!;
    answers.partner.secondChance!.value = partnerS!;
    answers.demandWithdraw.value = pattern!;
    return loadModelWeights(data);
  });

/** The second person's answer moved towards the first's: one step nearer, or the same. */
function closer(answer: LoveAgreementAnswer, target: NonNullable<LoveProfile[LoveAgreementAnswer]>, from: LoveProfile[LoveAgreementAnswer]) {
  if (from === null) return target;
  if (typeof target === 'number' && typeof from === 'number') {
    const step = answer === 'sharedInterests' ? 1 : 0.5;
    return Math.abs(target - from) <= step ? target : from + Math.sign(target - from) * step;
  }
  if (Array.isArray(target) && Array.isArray(from)) {
    const missing = target.find((option) => !from.includes(option));
    if (missing !== undefined) return [...from, missing];
    const extra = from.find((option) => !target.includes(option));
    return extra !== undefined && from.length > 1 ? from.filter((option) => option !== extra) : from;
  }
  return target;
}

describe('a couple who answered the love questionnaire', () => {
  it('gets a score with reasons and some precision, without the Big Five', () => {
    const result = relationshipCompatibility(toPairPerson({ love: anna }), toPairPerson({ love: boris }));
    expect(result.score).not.toBeCloseTo(50, 0);
    expect(result.score).toBeGreaterThan(50);
    expect(result.reasons.length).toBeGreaterThan(0);
    expect(result.reasons.every((reason) => (LOVE_ANSWERS as readonly string[]).includes(reason.subject))).toBe(true);
    // Both talk difficulties through, at once or after a pause: the largest reason.
    expect(result.reasons[0]).toMatchObject({ code: 'difficulties.high', effect: 'up', who: 'both' });
    expect(result.reasons.map((reason) => reason.code)).toEqual(expect.arrayContaining(['weekends.alike', 'loveLanguage.alike']));
    expect(result.precision).toBeGreaterThan(0);
    expect(result.precision).toBeLessThan(0.5);
  });

  it('rests fully on the people themselves when both also took the test', () => {
    const result = relationshipCompatibility(toPairPerson({ love: anna, bigFive: traits }), toPairPerson({ love: boris, bigFive: traits }));
    expect(result.precision).toBeCloseTo(1, 12);
    // The traits count as well: the pair is calmer and more agreeable than average.
    const answersOnly = relationshipCompatibility(toPairPerson({ love: anna }), toPairPerson({ love: boris }));
    expect(result.score).toBeGreaterThan(answersOnly.score);
    expect(result.reasons.map((reason) => reason.subject)).toContain('negativeEmotionality');
  });

  it('has each reason named in both languages', () => {
    fc.assert(
      fc.property(person, person, fc.constantFrom('LOVE' as const, 'FRIEND' as const), (first, second, relation) => {
        for (const reason of relationshipCompatibility(first, second, relation).reasons) {
          expect(reasonLabel(reason, 'ru'), reason.code).toEqual(expect.any(String));
          expect(reasonLabel(reason, 'en'), reason.code).toEqual(expect.any(String));
        }
      }),
    );
  });

  it('loses points when one talks a difficulty through at once and the other avoids it', () => {
    const avoider = toPairPerson({ love: { ...blank, difficulties: 'avoid' } });
    const talking = relationshipCompatibility(toPairPerson({ love: { ...blank, difficulties: 'talk' } }), avoider);
    const pausing = relationshipCompatibility(toPairPerson({ love: { ...blank, difficulties: 'pause' } }), avoider);
    expect(talking.score).toBeLessThan(pausing.score);
    expect(talking.reasons).toContainEqual(expect.objectContaining({ code: 'difficulties.gap', effect: 'down', who: 'both' }));
    // Avoiding difficulties lowers the score of both, most of all when both avoid them.
    const bothAvoid = relationshipCompatibility(avoider, avoider);
    expect(bothAvoid.score).toBeLessThan(50);
    expect(bothAvoid.reasons[0]).toMatchObject({ code: 'difficulties.low', who: 'both' });
  });

  it('counts for friends only what friendship shares with love', () => {
    const friend = (profile: LoveProfile) => relationshipCompatibility(toPairPerson({ love: anna }), toPairPerson({ love: profile }), 'FRIEND').score;
    const romantic = { ...boris, timeTogether: 0, distance: 1, workLifeBalance: 0, attraction: ['appearance'], loveLanguage: 'gifts' };
    expect(friend(romantic)).toBeCloseTo(friend(boris), 12);
    expect(friend({ ...boris, weekends: 'home' })).toBeLessThan(friend(boris));
  });
});

describe('the measures of the answers', () => {
  it('average 0 and spread 1 between two people answering at random', () => {
    for (const answer of LOVE_AGREEMENT_ANSWERS) {
      const values = REFERENCE[answer].flatMap((a) =>
        REFERENCE[answer].map((b) => answerAgreement({ ...blank, [answer]: a }, { ...blank, [answer]: b }, answer)!),
      );
      const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
      const variance = values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / values.length;
      expect(mean, answer).toBeCloseTo(0, 12);
      expect(variance, answer).toBeCloseTo(1, 12);
    }
    const levels = [0, 0.5, 1].map((secondChance) => answerLevel({ ...blank, secondChance }, 'secondChance')!);
    expect(levels.reduce((sum, value) => sum + value, 0)).toBeCloseTo(0, 12);
  });

  it('are unknown when either did not answer', () => {
    expect(answerAgreement(anna, blank, 'weekends')).toBeNull();
    expect(answerAgreement(null, boris, 'timeTogether')).toBeNull();
    expect(answerLevel(blank, 'difficulties')).toBeNull();
    expect(relationshipCompatibility(toPairPerson({ love: anna }), toPairPerson({ love: blank })).reasons.map((reason) => reason.subject)).toEqual(
      expect.not.arrayContaining(['weekends', 'timeTogether']),
    );
  });
});

describe('relationship properties with the love answers', () => {
  it('are symmetric: swapping the two swaps the one-way scores and keeps the score', () => {
    fc.assert(
      fc.property(person, person, fc.constantFrom('LOVE' as const, 'FRIEND' as const), (first, second, relation) => {
        const forward = relationshipCompatibility(first, second, relation);
        const backward = relationshipCompatibility(second, first, relation);
        expect(backward.score).toBeCloseTo(forward.score, 10);
        expect(backward.oneWay.firstWithSecond).toBeCloseTo(forward.oneWay.secondWithFirst, 10);
        expect(backward.oneWay.secondWithFirst).toBeCloseTo(forward.oneWay.firstWithSecond, 10);
        expect(backward.precision).toBeCloseTo(forward.precision, 12);
      }),
    );
  });

  it('keep every score within 0..100 and the precision within 0..1', () => {
    fc.assert(
      fc.property(person, person, fc.constantFrom('LOVE' as const, 'FRIEND' as const), (first, second, relation) => {
        const result = relationshipCompatibility(first, second, relation);
        for (const value of [result.score, result.oneWay.firstWithSecond, result.oneWay.secondWithFirst]) {
          expect(value).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThanOrEqual(100);
        }
        expect(result.precision).toBeGreaterThanOrEqual(0);
        expect(result.precision).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('never lower a score for more agreement on an answer, under any accepted weights', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constant(MODEL_WEIGHTS), acceptedWeights),
        loveProfile,
        loveProfile,
        fc.constantFrom(...LOVE_AGREEMENT_ANSWERS),
        fc.option(bigFiveScores, { nil: null }),
        fc.option(bigFiveScores, { nil: null }),
        (weights, mine, theirs, answer, myTraits, theirTraits) => {
          const target = mine[answer];
          fc.pre(target !== null);
          const nearer = { ...theirs, [answer]: closer(answer, target, theirs[answer]) };
          const me = toPairPerson({ love: mine, bigFive: myTraits });
          const before = relationshipCompatibility(me, toPairPerson({ love: theirs, bigFive: theirTraits }), 'LOVE', weights);
          const after = relationshipCompatibility(me, toPairPerson({ love: nearer, bigFive: theirTraits }), 'LOVE', weights);
          const tolerance = 1e-9;
          expect(after.score).toBeGreaterThanOrEqual(before.score - tolerance);
          expect(after.oneWay.firstWithSecond).toBeGreaterThanOrEqual(before.oneWay.firstWithSecond - tolerance);
          expect(after.oneWay.secondWithFirst).toBeGreaterThanOrEqual(before.oneWay.secondWithFirst - tolerance);
        },
      ),
    );
  });

  it('never lower a score for a partner readier to give a second chance', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constant(MODEL_WEIGHTS), acceptedWeights), loveProfile, loveProfile, (weights, mine, theirs) => {
        const me = toPairPerson({ love: mine });
        const less = relationshipCompatibility(me, toPairPerson({ love: { ...theirs, secondChance: 0 } }), 'LOVE', weights);
        const more = relationshipCompatibility(me, toPairPerson({ love: { ...theirs, secondChance: 1 } }), 'LOVE', weights);
        expect(more.score).toBeGreaterThanOrEqual(less.score - 1e-9);
        expect(more.oneWay.firstWithSecond).toBeGreaterThanOrEqual(less.oneWay.firstWithSecond - 1e-9);
      }),
    );
  });

  it('grow in precision with what is known, and never lose it', () => {
    const forget = (profile: LoveProfile, keep: readonly boolean[]): LoveProfile =>
      Object.fromEntries(LOVE_ANSWERS.map((answer, i) => [answer, keep[i] ? profile[answer] : null])) as unknown as LoveProfile;
    const mask = fc.array(fc.boolean(), { minLength: LOVE_ANSWERS.length, maxLength: LOVE_ANSWERS.length });
    fc.assert(
      fc.property(
        loveProfile,
        loveProfile,
        mask,
        mask,
        bigFiveScores,
        bigFiveScores,
        fc.constantFrom('LOVE' as const, 'FRIEND' as const),
        (first, second, keepFirst, keepSecond, firstTraits, secondTraits, relation) => {
          const precision = (a: LoveProfile, b: LoveProfile, withTraits: boolean) =>
            relationshipCompatibility(
              toPairPerson({ love: a, bigFive: withTraits ? firstTraits : null }),
              toPairPerson({ love: b, bigFive: withTraits ? secondTraits : null }),
              relation,
            ).precision;
          const partly = precision(forget(first, keepFirst), forget(second, keepSecond), false);
          expect(precision(first, second, false)).toBeGreaterThanOrEqual(partly - 1e-12);
          expect(precision(forget(first, keepFirst), forget(second, keepSecond), true)).toBeGreaterThan(partly);
          expect(precision(first, second, true)).toBeGreaterThanOrEqual(precision(forget(first, keepFirst), forget(second, keepSecond), true) - 1e-12);
        },
      ),
    );
    const known = (profile: LoveProfile) =>
      relationshipCompatibility(toPairPerson({ love: profile }), toPairPerson({ love: boris })).precision;
    expect(relationshipCompatibility(toPairPerson({ love: blank }), toPairPerson({ love: blank })).precision).toBe(0);
    // Boris's own ways with difficulties and second chances are known even before Anna answers.
    expect(known(blank)).toBeGreaterThan(0);
    expect(known({ ...blank, timeTogether: 0.5 })).toBeGreaterThan(known(blank));
    expect(known(anna)).toBeGreaterThan(known({ ...anna, weekends: null }));
  });
});
