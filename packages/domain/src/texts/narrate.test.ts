import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { locales } from '../locale';
import { MOOD_BANDS } from '../model/person/mood';
import { narrate, narrativeText, precisionBand, scoreBand, trendOf } from './narrate';
import type { NarrativeInput, NarrativePerson, NarrativeScore, NarrativeTeamFigures } from './narrative-types';
import {
  moodBandWords,
  orientationWords,
  PRECISION_BANDS,
  precisionBandWords,
  REASON_KINDS,
  REASON_SUBJECTS,
  reasonPhrase,
  SCORE_BANDS,
  scoreBandWords,
  TREND_KINDS,
  trendWords,
} from './phrases';

const people: readonly [NarrativePerson, NarrativePerson] = [
  { name: 'Анна', detailsHidden: false },
  { name: 'Борис', detailsHidden: false },
];

const score = (value: number, reasons: NarrativeScore['reasons'] = []): NarrativeScore => ({ score: value, precision: 1, reasons });

const workPair: NarrativeInput = {
  kind: 'pair',
  people,
  relation: 'WORK',
  work: score(81.99, [
    { subject: 'agreeableness', kind: 'high', points: 12.3, who: 'both' },
    { subject: 'conscientiousness', kind: 'gap', points: -2, who: 'second' },
    { subject: 'qualification', kind: 'high', points: 1, who: 'first' },
  ]),
  leadFirst: score(78),
  leadSecond: score(70),
  love: null,
};

const figures: NarrativeTeamFigures = { cohesion: 0.55, performance: 0.62, microclimate: 34, precision: 0.8, statisticPower: 1.5, orientation: 'growth' };

const team: NarrativeInput = {
  kind: 'team',
  figures,
  powerStart: 1.2,
  powerEnd: 1.6,
  actors: [
    { person: { name: 'Анна', detailsHidden: false }, condition: 'good' },
    { person: { name: 'Борис', detailsHidden: true }, condition: 'good' },
    { person: { name: 'Вера', detailsHidden: false }, condition: 'bad' },
  ],
  overworked: 1,
};

describe('every band, reason code and word has a text in both languages', () => {
  it.each(locales)('%s', (locale) => {
    for (const band of SCORE_BANDS) expect(scoreBandWords[locale][band]).toMatch(/\S/);
    for (const band of PRECISION_BANDS) expect(precisionBandWords[locale][band]).toMatch(/\S/);
    for (const band of [...MOOD_BANDS, 'unclear'] as const) expect(moodBandWords[locale][band]).toMatch(/\S/);
    for (const orientation of ['launch', 'growth', 'support', 'none'] as const) expect(orientationWords[locale][orientation]).toMatch(/\S/);
    for (const trend of TREND_KINDS) expect(trendWords[locale][trend]).toMatch(/\S/);
    const phrases = new Set<string>();
    for (const subject of REASON_SUBJECTS) {
      for (const kind of REASON_KINDS) {
        const phrase = reasonPhrase(subject, kind, locale);
        expect(phrase).toMatch(/^\p{Lu}/u);
        phrases.add(phrase);
      }
    }
    // Each code reads differently.
    expect(phrases.size).toBe(REASON_SUBJECTS.length * REASON_KINDS.length);
  });
});

describe('bands', () => {
  it('splits scores into five equal bands and precision into three', () => {
    expect([0, 19.9, 20, 59.9, 60, 80, 100].map(scoreBand)).toEqual(['very_low', 'very_low', 'low', 'average', 'high', 'very_high', 'very_high']);
    expect([0, 0.39, 0.4, 0.75, 1].map(precisionBand)).toEqual(['low', 'low', 'medium', 'high', 'high']);
    expect([trendOf(1, 1.02), trendOf(1, 1.5), trendOf(1.5, 1), trendOf(0, 0)]).toEqual(['steady', 'rises', 'falls', 'steady']);
  });
});

describe('narrate', () => {
  it('writes a work pair in Russian with numbers agreeing with their nouns', () => {
    const text = narrativeText(narrate(workPair, 'ru'));
    expect(text).toContain('Анна и Борис: совместимость в работе — 82 из 100 (уровень очень высокий)');
    expect(text).toContain('Высокая доброжелательность (у обоих) повышает оценку на 12,3 пункта.');
    expect(text).toContain('Разница в уровне добросовестности (прежде всего — Борис) снижает оценку на 2 пункта.');
    expect(text).toContain('Высокая квалификация (прежде всего — Анна) повышает оценку на 1 пункт.');
    expect(text).toContain('Удачнее, когда руководит Анна.');
  });

  it('writes the same pair in English', () => {
    const text = narrativeText(narrate(workPair, 'en'));
    expect(text).toContain('Анна and Борис: work compatibility is 82 of 100 (very high)');
    expect(text).toContain('High agreeableness (both) raises the score by 12.3 points.');
    expect(text).toContain('raises the score by 1 point.');
  });

  it('uses the Russian forms for 1, 2, 5 and 21', () => {
    const points = [1, 2, 5, 21].map((value) =>
      narrativeText(narrate({ ...workPair, work: score(60, [{ subject: 'extraversion', kind: 'low', points: value, who: 'both' }]) } as NarrativeInput, 'ru')),
    );
    expect(points[0]).toContain('на 1 пункт.');
    expect(points[1]).toContain('на 2 пункта.');
    expect(points[2]).toContain('на 5 пунктов.');
    expect(points[3]).toContain('на 21 пункт.');
  });

  it('does not put a trait down by name to a person whose details are hidden', () => {
    const hidden = { ...workPair, people: [people[0], { name: 'Борис', detailsHidden: true }] } as NarrativeInput;
    const text = narrativeText(narrate(hidden, 'ru'));
    expect(text).not.toContain('прежде всего — Борис');
    expect(text).toContain('(у одного из двоих)');
  });

  it('writes a love pair with both one-way scores', () => {
    const love: NarrativeInput = { ...workPair, relation: 'LOVE', love: { ...score(93.02), oneWay: { firstWithSecond: 93, secondWithFirst: 90 } } } as NarrativeInput;
    expect(narrativeText(narrate(love, 'en'))).toContain('relationship compatibility is 93 of 100 (very high)');
    expect(narrativeText(narrate(love, 'ru'))).toContain('С точки зрения каждого: Анна — 93, Борис — 90.');
  });

  it('writes a team: figures, orientation, trend, moods and overwork', () => {
    const ru = narrativeText(narrate(team, 'ru'));
    expect(ru).toContain('среднее настроение — хорошее (+34)');
    expect(ru).toContain('Команда ориентирована на рост (ПЛК)');
    expect(ru).toContain('Мощность команды за год растёт: с 1,2 до 1,6.');
    expect(ru).toContain('Настроение к концу года: хорошее — 2 человека, плохое — 1 человек.');
    expect(ru).toContain('Стоит обратить внимание: Вера.');
    const en = narrativeText(narrate(team, 'en'));
    expect(en).toContain('Mood at the year’s end: good — 2 people, bad — 1 person.');
    expect(en).toContain('Over 50 hours a week at times: 1 person.');
  });

  it('writes a comparison, best team first', () => {
    const input: NarrativeInput = {
      kind: 'compare',
      teams: [
        { title: 'Alpha', figures: { ...figures, statisticPower: 1 } },
        { title: 'Beta', figures: { ...figures, statisticPower: 2 } },
      ],
    };
    const en = narrativeText(narrate(input, 'en'));
    expect(en).toContain('“Beta” has the greatest mean power (2), “Alpha” the least (1).');
    expect(en.indexOf('“Beta”: power')).toBeLessThan(en.indexOf('“Alpha”: power'));
    expect(narrativeText(narrate(input, 'ru'))).toContain('Команд в сравнении: 2.');
  });
});

// Arbitrary valid results: any scores, reasons, people and figures in their ranges.
const name = fc.option(fc.string({ minLength: 0, maxLength: 12 }), { nil: null });
const person = fc.record({ name, detailsHidden: fc.boolean() });
const reason = fc.record({
  subject: fc.constantFrom(...REASON_SUBJECTS),
  kind: fc.constantFrom(...REASON_KINDS),
  points: fc.double({ min: -100, max: 100, noNaN: true }),
  who: fc.constantFrom('both' as const, 'first' as const, 'second' as const),
});
const unit = fc.double({ min: 0, max: 1, noNaN: true });
const scoreArb = fc.record({ score: fc.double({ min: 0, max: 100, noNaN: true }), precision: unit, reasons: fc.array(reason, { maxLength: 6 }) });
const figuresArb = fc.record({
  cohesion: unit,
  performance: unit,
  microclimate: fc.double({ min: -100, max: 100, noNaN: true }),
  precision: unit,
  statisticPower: fc.double({ min: 0, max: 50, noNaN: true }),
  orientation: fc.constantFrom('launch' as const, 'growth' as const, 'support' as const, null),
});
const inputArb: fc.Arbitrary<NarrativeInput> = fc.oneof(
  fc.record({
    kind: fc.constant('pair' as const),
    people: fc.tuple(person, person),
    relation: fc.constantFrom('WORK' as const, 'LOVE' as const),
    work: scoreArb,
    leadFirst: scoreArb,
    leadSecond: scoreArb,
    love: fc.option(
      fc.record({
        score: fc.double({ min: 0, max: 100, noNaN: true }),
        precision: unit,
        reasons: fc.array(reason, { maxLength: 6 }),
        oneWay: fc.record({ firstWithSecond: fc.double({ min: 0, max: 100, noNaN: true }), secondWithFirst: fc.double({ min: 0, max: 100, noNaN: true }) }),
      }),
      { nil: null },
    ),
  }),
  fc.record({
    kind: fc.constant('team' as const),
    figures: figuresArb,
    powerStart: fc.double({ min: 0, max: 50, noNaN: true }),
    powerEnd: fc.double({ min: 0, max: 50, noNaN: true }),
    actors: fc.array(fc.record({ person, condition: fc.constantFrom(...MOOD_BANDS, 'unclear' as const) }), { maxLength: 12 }),
    overworked: fc.nat({ max: 12 }),
  }),
  fc.record({ kind: fc.constant('compare' as const), teams: fc.array(fc.record({ title: fc.string({ maxLength: 20 }), figures: figuresArb }), { maxLength: 4 }) }),
);

describe('properties of any valid result', () => {
  it('gives the same text every time, never undefined, NaN or Infinity, in both languages', () => {
    fc.assert(
      fc.property(inputArb, fc.constantFrom(...locales), (input, locale) => {
        const text = narrativeText(narrate(input, locale));
        expect(narrativeText(narrate(JSON.parse(JSON.stringify(input)) as NarrativeInput, locale))).toBe(text);
        expect(text).not.toMatch(/undefined|NaN|Infinity|null|\[object|-0\b/);
        expect(narrate(input, locale).paragraphs.every((paragraph) => paragraph.trim() !== '')).toBe(true);
      }),
      { seed: 20261124, numRuns: 400 },
    );
  });
});
