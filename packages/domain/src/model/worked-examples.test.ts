import { describe, expect, it } from 'vitest';
import modelDocument from '../../../../docs/model.md?raw';
import type { Answers } from '../questionnaire/definition';
import { bigFiveDomainOf, BIG_FIVE_NORMS, BIG_FIVE_REVERSED_POSITIONS, scoreBigFive, type BigFiveScores } from './big-five';
import { loveProfileFromAnswers, type Background } from './features';
import { leaderMemberExchange, leaderQuality, relationshipCompatibility, toPairPerson, workCompatibility } from './pair';
import { personIndicators, teamOrientation } from './person';

/** The document states the figure to two decimals, as `name = value`. */
function expectDocumented(name: string, value: number): void {
  expect(modelDocument, name).toContain(`\`${name} = ${value.toFixed(2)}\``);
}

const anaAnswers = Array.from({ length: 30 }, (_, i) => {
  const position = i + 1;
  const stability = bigFiveDomainOf(position) === 'negativeEmotionality';
  return BIG_FIVE_REVERSED_POSITIONS.includes(position) !== stability ? 2 : 4;
});
const ana = scoreBigFive(anaAnswers);
const boris = scoreBigFive(Array.from({ length: 30 }, () => 3));

const anaBackground: Background = {
  ageYears: 33,
  educationLevel: 0.75,
  experienceYears: 10,
  managementYears: 3,
  managedTeamLevel: 0.5,
  entrepreneurship: 0.6,
  additionalTraining: 2 / 3,
  languageLevel: 0.75,
};
const borisBackground: Background = {
  ageYears: 24,
  educationLevel: 0.25,
  experienceYears: 2,
  managementYears: 0,
  managedTeamLevel: 0,
  entrepreneurship: 0,
  additionalTraining: 0,
  languageLevel: 0.25,
};

describe('the worked examples of docs/model.md', () => {
  const anaIndicators = personIndicators({ background: anaBackground, bigFive: ana });
  const borisIndicators = personIndicators({ background: borisBackground, bigFive: boris });
  const borisUntested = personIndicators({ background: borisBackground });

  it('scores the two people\u2019s answers', () => {
    expect(ana).toEqual({ extraversion: 4, agreeableness: 4, conscientiousness: 4, negativeEmotionality: 2, openMindedness: 4 });
    expect(boris).toEqual({ extraversion: 3, agreeableness: 3, conscientiousness: 3, negativeEmotionality: 3, openMindedness: 3 });
  });

  it('gives their indicators', () => {
    expectDocumented('K(Ana)', anaIndicators.qualification.value);
    expectDocumented('P(Ana)', anaIndicators.professionalism.value);
    expectDocumented('L(Ana)', anaIndicators.maturity.value);
    expectDocumented('precision(Ana)', anaIndicators.precision);
    expect(anaIndicators.grade).toBe('senior');
    expectDocumented('K(Boris)', borisIndicators.qualification.value);
    expectDocumented('P(Boris)', borisIndicators.professionalism.value);
    expectDocumented('L(Boris)', borisIndicators.maturity.value);
    expect(borisIndicators.grade).toBe('junior_plus');
    expectDocumented('P(Boris, no Big Five)', borisUntested.professionalism.value);
    expectDocumented('L(Boris, no Big Five)', borisUntested.maturity.value);
    expectDocumented('precision(Boris, no Big Five)', borisUntested.precision);
    expect(borisUntested.professionalism.precision).toBeCloseTo(0.7, 12);
    expect(borisUntested.maturity.precision).toBeCloseTo(0.35, 12);
    const kpl = (indicators: typeof anaIndicators) => ({
      qualification: indicators.qualification.value,
      professionalism: indicators.professionalism.value,
      maturity: indicators.maturity.value,
    });
    expect(teamOrientation([kpl(anaIndicators), kpl(borisIndicators)])?.order).toBe('ПЛК');
  });

  it('gives their pair scores and the reasons named', () => {
    const first = toPairPerson({ bigFive: ana, qualification: anaIndicators.qualification.value });
    const second = toPairPerson({ bigFive: boris, qualification: borisIndicators.qualification.value });
    const love = relationshipCompatibility(first, second, 'LOVE');
    expectDocumented('C(Ana, Boris)', love.score);
    expectDocumented('precision(love, Ana, Boris)', love.precision);
    expect(love.oneWay.firstWithSecond.toFixed(2)).toBe(love.score.toFixed(2));
    expect(love.reasons.slice(0, 3).map((reason) => [reason.code, reason.points.toFixed(2), reason.who])).toEqual([
      ['agreeableness.low', '-10.56', 'second'],
      ['conscientiousness.low', '-6.88', 'second'],
      ['negativeEmotionality.low', '6.44', 'first'],
    ]);
    const ownGroups = relationshipCompatibility(
      toPairPerson({ bigFive: ana, sex: 'female', age: 33 }),
      toPairPerson({ bigFive: boris, sex: 'male', age: 24 }),
    );
    expectDocumented('C(Ana, Boris, own groups)', ownGroups.score);
    const work = workCompatibility(first, second);
    expectDocumented('W(Ana, Boris)', work.score);
    expect(work.reasons.slice(0, 2).map((reason) => [reason.code, reason.points.toFixed(2)])).toEqual([
      ['agreeableness.low', '-14.47'],
      ['conscientiousness.low', '-9.55'],
    ]);
    expectDocumented('LMX(Ana leads Boris)', leaderMemberExchange(first, second).score);
    expectDocumented('LMX(Boris leads Ana)', leaderMemberExchange(second, first).score);
    expectDocumented('LQ(Ana)', leaderQuality(first).score);
    expectDocumented('LQ(Boris)', leaderQuality(second).score);
  });

  it('gives their love score from the questionnaire\u2019s answers, alone and with their traits', () => {
    const answered = (values: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(values).map(([name, value]) => [name, { value }])) as Answers;
    const anaLove = loveProfileFromAnswers(
      answered({
        time_together: 'half',
        distance: 'short_term',
        work_life_balance: 'balanced',
        weekends: 'active',
        shared_interests: 4,
        attraction: ['humour', 'kindness'],
        meeting_people: 'friends',
        love_language: 'time',
        difficulties: 'talk',
        second_chance: 'depends',
      }),
    );
    const borisLove = loveProfileFromAnswers(
      answered({
        time_together: 'most',
        distance: 'no',
        work_life_balance: 'balanced',
        weekends: 'active',
        shared_interests: 5,
        attraction: ['kindness', 'intellect'],
        meeting_people: 'events',
        love_language: 'time',
        difficulties: 'pause',
        second_chance: 'yes',
      }),
    );
    const answersOnly = relationshipCompatibility(toPairPerson({ love: anaLove }), toPairPerson({ love: borisLove }));
    expectDocumented('C(Ana, Boris, answers only)', answersOnly.score);
    expectDocumented('precision(love, answers only)', answersOnly.precision);
    expect(answersOnly.reasons.slice(0, 5).map((reason) => [reason.code, reason.points.toFixed(2), reason.who])).toEqual([
      ['difficulties.high', '9.00', 'both'],
      ['weekends.alike', '6.24', 'both'],
      ['loveLanguage.alike', '4.70', 'both'],
      ['workLifeBalance.alike', '3.48', 'both'],
      ['secondChance.high', '2.80', 'second'],
    ]);
    const both = relationshipCompatibility(toPairPerson({ bigFive: ana, love: anaLove }), toPairPerson({ bigFive: boris, love: borisLove }));
    expectDocumented('C(Ana, Boris, traits and answers)', both.score);
    expect(both.precision).toBeCloseTo(1, 12);
  });

  it('gives a typical couple and an average one their scores', () => {
    const typical: BigFiveScores = { extraversion: 3.4, agreeableness: 3.7, conscientiousness: 3.4, negativeEmotionality: 2.9, openMindedness: 3.4 };
    expectDocumented('C(typical couple)', relationshipCompatibility(toPairPerson({ bigFive: typical }), toPairPerson({ bigFive: typical })).score);
    const means = Object.fromEntries(Object.entries(BIG_FIVE_NORMS.domains).map(([domain, norm]) => [domain, norm.mean])) as unknown as BigFiveScores;
    expectDocumented('C(average couple)', relationshipCompatibility(toPairPerson({ bigFive: means }), toPairPerson({ bigFive: means })).score);
  });
});
