import { describe, expect, it } from 'vitest';
import { locales } from '../locale';
import { BIG_FIVE_DOMAINS } from '../model/big-five';
import { PAIR_TRAITS } from '../model/weights';
import { SCORE_BANDS } from '../texts/phrases';
import {
  FLAME_REASON_KINDS,
  FLAME_TRAIT_PAIRS,
  fillNames,
  flameBandSummaries,
  flameBandTitles,
  flameDomainNames,
  flamePortraits,
  flameReasonNotes,
  flameTraitPairTexts,
  flameWords,
  type FlameTraitPairKind,
} from './flame-phrases';
import { FLAME_DOMAIN_LEVELS } from './flame-profile';
import { flameSources } from './flame-sources';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
const cyrillic = /[а-яё]/i;

/** The names a trait pair's text must put in, and may: it speaks of both, of the two ends, or of one and the other. */
const pairNames: Record<FlameTraitPairKind, { must: string[]; may: string[] }> = {
  both_high: { must: [], may: ['first', 'second'] },
  both_low: { must: [], may: ['first', 'second'] },
  both_average: { must: [], may: ['first', 'second'] },
  apart: { must: ['high', 'low'], may: ['high', 'low'] },
  one_high: { must: ['high', 'other'], may: ['high', 'other'] },
  one_low: { must: ['low', 'other'], may: ['low', 'other'] },
};

describe('the consumer test has a text for every band, domain level, trait pair and reason in both languages', () => {
  it.each(locales)('%s', (locale) => {
    const inLanguage = (text: string, where: string) => {
      expect(text, where).toMatch(/\S/);
      if (locale === 'ru') expect(text, where).toMatch(cyrillic);
      else expect(text, where).not.toMatch(cyrillic);
    };
    for (const band of SCORE_BANDS) {
      inLanguage(flameBandTitles[locale][band], `band ${band}`);
      inLanguage(flameBandSummaries[locale][band], `summary ${band}`);
      expect(placeholders(flameBandSummaries[locale][band]), band).toEqual(['first', 'second']);
    }
    for (const domain of BIG_FIVE_DOMAINS) {
      inLanguage(flameDomainNames[locale][domain], domain);
      for (const level of FLAME_DOMAIN_LEVELS) {
        const text = flamePortraits[locale][domain][level];
        inLanguage(text, `${domain} ${level}`);
        expect(placeholders(text), `${domain} ${level}`).toEqual(['name']);
      }
      for (const kind of FLAME_TRAIT_PAIRS) {
        const text = flameTraitPairTexts[locale][domain][kind];
        inLanguage(text, `${domain} ${kind}`);
        const used = placeholders(text);
        for (const name of pairNames[kind].must) expect(used, `${domain} ${kind}`).toContain(name);
        for (const name of used) expect(pairNames[kind].may, `${domain} ${kind} uses {${name}}`).toContain(name);
      }
    }
    for (const trait of PAIR_TRAITS) {
      for (const kind of FLAME_REASON_KINDS) inLanguage(flameReasonNotes[locale][trait][kind], `${trait}.${kind}`);
    }
    for (const [word, text] of Object.entries(flameWords[locale])) inLanguage(text, word);
    const sources = flameSources(locale);
    expect(sources.length).toBeGreaterThan(1);
    for (const source of sources) expect(source.title).toMatch(/\S/);
  });

  it('has the same keys in both languages, so neither falls back to the other', () => {
    const shape = (value: unknown): unknown =>
      typeof value === 'object' && value !== null ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shape(inner)])) : typeof value;
    const tables = [flameBandTitles, flameBandSummaries, flameDomainNames, flamePortraits, flameTraitPairTexts, flameReasonNotes, flameWords];
    for (const table of tables) expect(shape(table.en)).toEqual(shape(table.ru));
  });
});

describe('fillNames', () => {
  it('fills each placeholder once, so a name that looks like a placeholder stays as typed', () => {
    expect(fillNames('{first} и {second}', { first: '{second}', second: 'Борис' })).toBe('{second} и Борис');
    expect(fillNames('{score} из 100', { score: 72 })).toBe('72 из 100');
  });

  it('leaves a placeholder it has no value for', () => {
    expect(fillNames('{first} и {unknown}', { first: 'Анна' })).toBe('Анна и {unknown}');
  });
});
