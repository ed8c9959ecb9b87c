import { describe, expect, it } from 'vitest';
import modelDocument from '../../../../docs/model.md?raw';
import { bigFiveDomainOf, BIG_FIVE_REVERSED_POSITIONS, scoreBigFive } from './big-five';
import type { Background } from './features';
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
    expect(love.oneWay.firstWithSecond.toFixed(2)).toBe(love.score.toFixed(2));
    expect(love.reasons.slice(0, 2).map((reason) => [reason.code, reason.points.toFixed(2), reason.who])).toEqual([
      ['negativeEmotionality.low', '28.81', 'both'],
      ['agreeableness.high', '2.92', 'first'],
    ]);
    const work = workCompatibility(first, second);
    expectDocumented('W(Ana, Boris)', work.score);
    expect(work.reasons.slice(0, 2).map((reason) => [reason.code, reason.points.toFixed(2)])).toEqual([
      ['negativeEmotionality.low', '14.25'],
      ['agreeableness.high', '8.03'],
    ]);
    expectDocumented('LMX(Ana leads Boris)', leaderMemberExchange(first, second).score);
    expectDocumented('LMX(Boris leads Ana)', leaderMemberExchange(second, first).score);
    expectDocumented('LQ(Ana)', leaderQuality(first).score);
    expectDocumented('LQ(Boris)', leaderQuality(second).score);
  });
});
