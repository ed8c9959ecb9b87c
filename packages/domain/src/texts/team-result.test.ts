import { describe, expect, it } from 'vitest';
import { locales } from '../locale';
import { createScene } from '../scene/scene-build';
import { simulateScene } from '../scene/simulation';
import { powerShare, type TeamPowerFigures } from './team-figures';
import { aspectOrder, describeTeamResult, teamProfile, type TeamDayFigures } from './team-result';

const group = (orientation: 'launch' | 'growth' | 'support' | null, values: [number, number, number]): TeamPowerFigures['groupOrientation'] => {
  const total = values[0] + values[1] + values[2];
  return {
    orientation,
    competence: (100 * values[0]) / total,
    professionalism: (100 * values[1]) / total,
    personalMaturity: (100 * values[2]) / total,
    competence_value: values[0],
    professionalism_value: values[1],
    personalMaturity_value: values[2],
  };
};

const power = (overrides: Partial<TeamPowerFigures> = {}): TeamPowerFigures => ({
  statisticPower: 0.9,
  currentPower: 0.8,
  minPower: 0.5,
  maxPower: 1.1,
  staticMaxPower: 1.8,
  cohesion: 0.64,
  performance: 0.58,
  microclimate: 34,
  precision: 0.5,
  groupOrientation: group('growth', [0.5, 0.7, 0.6]),
  ...overrides,
});

const day = (overrides: Partial<TeamDayFigures> = {}): TeamDayFigures => ({
  power: 0.8,
  cohesion: 0.3,
  familiarity: 0,
  performance: 0.5,
  microclimate: 10,
  microclimateSpread: 12,
  members: 4,
  ...overrides,
});

describe('the team profile', () => {
  it('orders the aspects as the orientation\u2019s letters do: КПЛ, ПЛК, ЛКП', () => {
    expect(aspectOrder('launch')).toEqual(['qualification', 'professionalism', 'maturity']);
    expect(aspectOrder('growth')).toEqual(['professionalism', 'maturity', 'qualification']);
    expect(aspectOrder('support')).toEqual(['maturity', 'qualification', 'professionalism']);
  });

  it('gives the letters in either language with each aspect\u2019s mean and share', () => {
    const ru = teamProfile(group('support', [0.5, 0.4, 0.6]), 'ru');
    expect(ru?.letters).toBe('ЛКП');
    expect(ru?.aspects.map((aspect) => [aspect.letter, aspect.name, aspect.value])).toEqual([
      ['Л', 'личностная зрелость', 0.6],
      ['К', 'квалификация', 0.5],
      ['П', 'профессионализм', 0.4],
    ]);
    expect(ru?.aspects[0]?.share).toBeCloseTo(0.4);
    expect(teamProfile(group('launch', [0.7, 0.5, 0.4]), 'en')?.letters).toBe('KPL');
    expect(teamProfile(group(null, [0, 0, 0]), 'en')).toBeNull();
  });
});

describe('a team result in words', () => {
  it('rates power by the share of what the people could give', () => {
    expect(powerShare({ statisticPower: 0.9, staticMaxPower: 1.8 })).toBe(0.5);
    expect(powerShare({ statisticPower: 1, staticMaxPower: 0 })).toBe(0);
    const words = describeTeamResult({ power: power(), days: [day({ power: 0.6 }), day({ power: 1.0 })], conditions: [] }, 'ru');
    expect(words.power.band).toBe('average');
    expect(words.power.level).toBe('0,90 — 50\u00a0% возможного, уровень средний');
    expect(words.power.reasons.join(' ')).toContain('За год мощность растёт: с 0,60 до 1,00');
  });

  it('says why cohesion is where it is: familiarity, its course and performance, and size for a large team', () => {
    const days = [day({ familiarity: 0, cohesion: 0.2 }), day({ familiarity: 0.8, cohesion: 0.7, members: 8 })];
    const en = describeTeamResult({ power: power({ performance: 0.3 }), days, conditions: [] }, 'en');
    expect(en.cohesion.band).toBe('high');
    expect(en.cohesion.level).toBe('64%, above average');
    expect(en.cohesion.reasons).toEqual([
      expect.stringContaining('from 0% to 80%'),
      'Over the year cohesion rises: from 20% to 70%.',
      expect.stringContaining('holds cohesion back'),
      expect.stringContaining('more than 6 people'),
    ]);
    const small = describeTeamResult({ power: power(), days: [day(), day()], conditions: [] }, 'en');
    expect(small.cohesion.reasons.join(' ')).toContain('holds cohesion up');
    expect(small.cohesion.reasons.join(' ')).not.toContain('more than 6');
  });

  it('words the microclimate by the mood band, the spread and the people\u2019s moods at the end', () => {
    const ru = describeTeamResult(
      { power: power({ microclimate: -30 }), days: [day({ microclimate: -10, microclimateSpread: 40 }), day({ microclimate: -40, microclimateSpread: 40 })], conditions: ['bad', 'good', 'bad'] },
      'ru',
    );
    expect(ru.microclimate.band).toBe('bad');
    expect(ru.microclimate.level).toBe('плохое (-30)');
    expect(ru.microclimate.reasons).toEqual([
      expect.stringContaining('сильно различаются (разброс ±40)'),
      'За год настроение снижается: с -10 до -40.',
      'К концу года настроение у людей: хорошее — 1, плохое — 2.',
    ]);
  });

  it('names the orientation, the means behind it and whether it is clear', () => {
    const clear = describeTeamResult({ power: power(), days: [], conditions: [] }, 'en');
    expect(clear.orientation.band).toBe('growth');
    expect(clear.orientation.level).toBe('growth (PLK)');
    expect(clear.orientation.reasons).toContain('The leading aspect is 10 points ahead of the next.');
    const weak = describeTeamResult({ power: power({ groupOrientation: group('launch', [0.51, 0.5, 0.5]) }), days: [], conditions: [] }, 'ru');
    expect(weak.orientation.reasons).toContain('Перевес ведущей стороны совсем небольшой, поэтому ориентация выражена слабо.');
    expect(weak.profile.level).toBe('КПЛ');
    expect(weak.profile.reasons[1]).toBe('К — квалификация: в среднем 51\u00a0%, 34\u00a0% суммы трёх.');
    const none = describeTeamResult({ power: power({ groupOrientation: group(null, [1, 1, 1]) }), days: [], conditions: [] }, 'ru');
    expect(none.orientation).toEqual({ band: null, level: 'Выраженной ориентации у команды нет.', reasons: [] });
  });

  it('says how far the forecast rests on the people\u2019s data', () => {
    expect(describeTeamResult({ power: power({ precision: 0.2 }), days: [], conditions: [] }, 'en').precision).toEqual({
      band: 'low',
      level: '20%',
      text: 'Little is known about the people, so the forecast leans largely on population averages',
    });
  });

  it.each(locales)('words a simulated year in %s without a gap or an unprinted number', (locale) => {
    const forecast = simulateScene(createScene({ actors: ['a', 'b', 'c', 'd'].map((id) => ({ id })), lifespan: '1y', startDate: '2026-12-01', seed: 7 }));
    const words = describeTeamResult({ power: forecast.power, days: forecast.days, conditions: forecast.actors.map((actor) => actor.indicators.condition) }, locale);
    const all = [words.power, words.cohesion, words.microclimate, words.orientation, words.profile].flatMap((indicator) => [indicator.level, ...indicator.reasons]);
    for (const text of all) {
      expect(text).toMatch(/\S/);
      expect(text).not.toMatch(/NaN|undefined|Infinity/);
    }
  });
});
