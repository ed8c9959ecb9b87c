import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MEANINGFUL_DIFFERENCE, teamDifferences, type ComparedTeam } from './team-differences';
import type { TeamPowerFigures } from './team-figures';

const figures = (overrides: Partial<TeamPowerFigures> = {}): TeamPowerFigures => ({
  statisticPower: 1,
  currentPower: 1,
  minPower: 0.8,
  maxPower: 1.2,
  staticMaxPower: 2,
  cohesion: 0.5,
  performance: 0.5,
  microclimate: 20,
  precision: 0.6,
  groupOrientation: {
    orientation: 'launch',
    competence: 36,
    professionalism: 33,
    personalMaturity: 31,
    competence_value: 0.6,
    professionalism_value: 0.55,
    personalMaturity_value: 0.52,
  },
  ...overrides,
});

const team = (title: string, overrides: Partial<TeamPowerFigures> = {}): ComparedTeam => ({ title, power: figures(overrides) });

describe('the differences between compared teams', () => {
  it('names none for teams alike in everything', () => {
    expect(teamDifferences([team('Продажи'), team('Маркетинг', { cohesion: 0.52, statisticPower: 0.97 })], 'ru')).toEqual([]);
  });

  it('picks the largest differences, largest first, and words them with both figures', () => {
    const teams = [team('Продажи', { cohesion: 0.7, statisticPower: 1.2 }), team('Маркетинг', { cohesion: 0.4, microclimate: 12 })];
    const ru = teamDifferences(teams, 'ru');
    expect(ru.map((difference) => difference.indicator)).toEqual(['cohesion', 'power']);
    expect(ru[0]).toMatchObject({ ahead: 0, behind: 1, size: expect.closeTo(30) });
    expect(ru[0]?.text).toBe('«Продажи» сплочённее, чем «Маркетинг»: 70\u00a0% против 40\u00a0%.');
    expect(ru[1]?.text).toBe('Мощность у «Продажи» выше: у «Маркетинг» она на 17\u00a0% меньше (1,00 против 1,20).');
    const en = teamDifferences(teams, 'en');
    expect(en[0]?.text).toBe('“Продажи” is more cohesive than “Маркетинг”: 70% against 40%.');
  });

  it('compares the furthest apart of several teams, and names them all when their orientations differ', () => {
    const growth = { ...figures().groupOrientation, orientation: 'growth' as const };
    const teams = [team('A', { performance: 0.5 }), team('B', { performance: 0.62, groupOrientation: growth }), team('C', { performance: 0.41 })];
    const found = teamDifferences(teams, 'en', 5);
    expect(found.find((difference) => difference.indicator === 'performance')).toMatchObject({ ahead: 1, behind: 2 });
    expect(found.find((difference) => difference.indicator === 'orientation')?.text).toBe(
      'The teams lean different ways: “A” — launch (KPL), “B” — growth (PLK), “C” — launch (KPL).',
    );
  });

  it('words the mood with its band and warns when one forecast rests on less data', () => {
    const teams = [team('A', { microclimate: 40, precision: 0.9 }), team('B', { microclimate: -30, precision: 0.3 })];
    // Precision 60 points apart; moods 70 apart on a scale twice as long, so 35.
    const [first, second] = teamDifferences(teams, 'ru');
    expect(first?.indicator).toBe('precision');
    expect(first?.text).toContain('о людях команды «B» известно меньше');
    expect(second?.text).toBe('Настроение в «A» лучше, чем в «B»: +40 (хорошее) против -30 (плохое).');
  });

  it('never names more than asked, nor a difference below the threshold, nor one of a team with itself', () => {
    const arbitraryTeam = fc.record({
      statisticPower: fc.double({ min: 0, max: 3, noNaN: true }),
      cohesion: fc.double({ min: 0, max: 1, noNaN: true }),
      performance: fc.double({ min: 0, max: 1, noNaN: true }),
      microclimate: fc.double({ min: -100, max: 100, noNaN: true }),
      precision: fc.double({ min: 0, max: 1, noNaN: true }),
    });
    fc.assert(
      fc.property(fc.array(arbitraryTeam, { minLength: 2, maxLength: 4 }), fc.integer({ min: 0, max: 6 }), (values, limit) => {
        const found = teamDifferences(
          values.map((value, index) => team(`T${index}`, value)),
          'en',
          limit,
        );
        expect(found.length).toBeLessThanOrEqual(limit);
        for (const difference of found) {
          expect(difference.size).toBeGreaterThanOrEqual(MEANINGFUL_DIFFERENCE);
          expect(difference.ahead).not.toBe(difference.behind);
          expect(difference.text).not.toMatch(/NaN|undefined/);
        }
        expect(found.map((difference) => difference.size)).toEqual([...found.map((difference) => difference.size)].sort((a, b) => b - a));
      }),
    );
  });
});
