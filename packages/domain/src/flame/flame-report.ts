import type { Locale } from '../locale';
import { BIG_FIVE_DOMAINS, BIG_FIVE_NORMS, type BigFiveDomain, type BigFiveNorms } from '../model/big-five';
import type { PairReason } from '../model/pair';
import { PAIR_TRAITS, type PairTrait } from '../model/weights';
import { precisionBand } from '../texts/narrate';
import { nouns, precisionBandWords, type ScoreBand } from '../texts/phrases';
import { reasonLabel } from '../texts/reason-label';
import { flameCompatibility, type FlameCompatibility } from './flame-compatibility';
import {
  FLAME_REASON_KINDS,
  fillNames,
  flameBandSummaries,
  flameBandTitles,
  flamePortraits,
  flameReasonNotes,
  flameTraitPairTexts,
  flameWords,
  type FlameReasonKind,
  type FlameTraitPairKind,
} from './flame-phrases';
import { flameDomainLevel, flameProfile, type FlameTraitProfile } from './flame-profile';
import { flameSources, type FlameSource } from './flame-sources';

/** Two people of the consumer test: their names as typed, and their 30 answers each. */
export interface FlameCouple {
  readonly names: readonly [string, string];
  readonly answers: readonly [readonly number[], readonly number[]];
}

export interface FlameReasonText extends PairReason {
  /** The reason in plain words, with its points and why it counts. */
  readonly text: string;
}

export interface FlameTraitPairText {
  readonly domain: BigFiveDomain;
  /** The first person's percentile. */
  readonly first: number;
  readonly second: number;
  readonly text: string;
}

/** What anyone with the key sees once both have answered. */
export interface FlamePreviewContent {
  readonly score: number;
  readonly band: ScoreBand;
  readonly bandText: string;
  readonly precision: number;
  /** The couple narrative's first paragraph. */
  readonly teaser: string;
  /** How many sections the full report holds beyond the preview. */
  readonly lockedParts: number;
}

/** The full report, which the payment unlocks. */
export interface FlameReportContent {
  readonly narrative: { readonly first: string; readonly second: string; readonly couple: string };
  readonly traits: readonly FlameTraitPairText[];
  readonly oneWay: FlameCompatibility['oneWay'];
  readonly reasons: readonly FlameReasonText[];
  readonly sources: readonly FlameSource[];
}

export interface FlameOutcome {
  readonly profiles: readonly [FlameTraitProfile, FlameTraitProfile];
  readonly preview: FlamePreviewContent;
  readonly report: FlameReportContent;
}

/** How many reasons the couple's narrative names; the report lists them all. */
export const FLAME_NARRATED_REASONS = 3;

/** A name as the texts use it: as typed, or "the first partner" when nothing is left of it. */
function shownNames(names: FlameCouple['names'], locale: Locale): [string, string] {
  const words = flameWords[locale];
  const first = names[0].trim();
  const second = names[1].trim();
  return [first === '' ? words.firstFallback : first, second === '' ? words.secondFallback : second];
}

/** "Анна и Борис", "Anna and Boris": the title of a result. */
export function flameTitle(names: FlameCouple['names'], locale: Locale): string {
  const [first, second] = shownNames(names, locale);
  return fillNames(flameWords[locale].title, { first, second });
}

export function flameBandText(band: ScoreBand, locale: Locale): string {
  return flameBandTitles[locale][band];
}

function numbers(locale: Locale) {
  const tag = locale === 'ru' ? 'ru-RU' : 'en-GB';
  const plural = new Intl.PluralRules(tag);
  const decimal = new Intl.NumberFormat(tag, { maximumFractionDigits: 1 });
  const percent = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 0 });
  return {
    points(value: number): string {
      const shown = Math.round(Math.abs(value) * 10) / 10;
      const forms: Readonly<Partial<Record<Intl.LDMLPluralRule, string>>> = nouns.point[locale];
      return `${decimal.format(shown)} ${forms[plural.select(shown)] ?? forms.other ?? ''}`;
    },
    percent: (value: number) => percent.format(value),
  };
}

const isFlameReasonKind = (kind: string): kind is FlameReasonKind => (FLAME_REASON_KINDS as readonly string[]).includes(kind);
const isPairTrait = (subject: string): subject is PairTrait => (PAIR_TRAITS as readonly string[]).includes(subject);

/** A reason's sentence: what, whose, how many points; with `withNote`, why it counts. Null for a reason this version cannot word. */
function reasonSentence(reason: PairReason, names: readonly [string, string], locale: Locale, withNote: boolean): string | null {
  const phrase = reasonLabel(reason, locale);
  if (phrase === null) return null;
  const words = flameWords[locale];
  const carrier = reason.who === 'both' ? words.both : fillNames(words.mainly, { name: reason.who === 'first' ? names[0] : names[1] });
  const verb = reason.points >= 0 ? words.raises : words.lowers;
  const sentence = `${phrase} (${carrier}) ${verb} ${numbers(locale).points(reason.points)}.`;
  if (!withNote || !isPairTrait(reason.subject) || !isFlameReasonKind(reason.kind)) return sentence;
  return `${sentence} ${flameReasonNotes[locale][reason.subject][reason.kind]}`;
}

/** How the two levels of a domain combine, and who is who in the text. */
function traitPair(domain: BigFiveDomain, first: FlameTraitProfile, second: FlameTraitProfile): { kind: FlameTraitPairKind; high: 0 | 1; low: 0 | 1 } {
  const a = flameDomainLevel(first[domain].percentile);
  const b = flameDomainLevel(second[domain].percentile);
  const higher: 0 | 1 = second[domain].percentile > first[domain].percentile ? 1 : 0;
  const lower: 0 | 1 = higher === 0 ? 1 : 0;
  if (a === b) return { kind: `both_${a}`, high: higher, low: lower };
  if (a !== 'average' && b !== 'average') return { kind: 'apart', high: higher, low: lower };
  return { kind: a === 'high' || b === 'high' ? 'one_high' : 'one_low', high: higher, low: lower };
}

function traitTexts(profiles: FlameOutcome['profiles'], names: readonly [string, string], locale: Locale): FlameTraitPairText[] {
  const [first, second] = profiles;
  return BIG_FIVE_DOMAINS.map((domain) => {
    const { kind, high, low } = traitPair(domain, first, second);
    // In `one_high` the other is the lower one, in `one_low` the higher one.
    const other = kind === 'one_high' ? names[low] : names[high];
    const text = fillNames(flameTraitPairTexts[locale][domain][kind], { first: names[0], second: names[1], high: names[high], low: names[low], other });
    return { domain, first: first[domain].percentile, second: second[domain].percentile, text };
  });
}

/** A person's portrait: the two domains furthest from the middle first, then the other three. */
function portrait(profile: FlameTraitProfile, name: string, locale: Locale): string {
  const distance = (domain: BigFiveDomain) => Math.abs(profile[domain].percentile - 50);
  const order = [...BIG_FIVE_DOMAINS].sort((a, b) => distance(b) - distance(a) || BIG_FIVE_DOMAINS.indexOf(a) - BIG_FIVE_DOMAINS.indexOf(b));
  const sentence = (domain: BigFiveDomain) => fillNames(flamePortraits[locale][domain][flameDomainLevel(profile[domain].percentile)], { name });
  const leading = order.slice(0, 2);
  const rest = BIG_FIVE_DOMAINS.filter((domain) => !leading.includes(domain));
  return [leading.map(sentence).join(' '), rest.map(sentence).join(' ')].join('\n\n');
}

function coupleNarrative(compatibility: FlameCompatibility, names: readonly [string, string], locale: Locale): string[] {
  const words = flameWords[locale];
  const format = numbers(locale);
  const opening = `${fillNames(flameBandSummaries[locale][compatibility.band], { first: names[0], second: names[1] })} ${fillNames(words.score, { score: compatibility.score })}`;
  const named = compatibility.reasons
    .map((reason) => reasonSentence(reason, names, locale, false))
    .filter((sentence): sentence is string => sentence !== null)
    .slice(0, FLAME_NARRATED_REASONS);
  const reasons = named.length === 0 ? words.noReasons : [words.mainReasons, ...named].join(' ');
  const { firstWithSecond: a, secondWithFirst: b } = compatibility.oneWay;
  const oneWay = a === b ? fillNames(words.oneWaySame, { a }) : fillNames(words.oneWayDiffer, { first: names[0], second: names[1], a, b });
  const honesty = `${precisionBandWords[locale][precisionBand(compatibility.precision)]} (${words.precision} ${format.percent(compatibility.precision)}). ${words.notADiagnosis}`;
  return [opening, reasons, oneWay, honesty];
}

/**
 * Everything the consumer test shows of two people: both profiles, the free preview and the full report,
 * in one language. Pure and deterministic: the same answers and names always give the same texts.
 */
export function flameOutcome(couple: FlameCouple, locale: Locale, norms: BigFiveNorms = BIG_FIVE_NORMS): FlameOutcome {
  const names = shownNames(couple.names, locale);
  const profiles = [flameProfile(couple.answers[0], norms), flameProfile(couple.answers[1], norms)] as const;
  const compatibility = flameCompatibility(couple.answers[0], couple.answers[1], norms);
  const couplePart = coupleNarrative(compatibility, names, locale);
  const traits = traitTexts(profiles, names, locale);
  const reasons = compatibility.reasons.flatMap((reason) => {
    const text = reasonSentence(reason, names, locale, true);
    return text === null ? [] : [{ ...reason, text }];
  });
  const report: FlameReportContent = {
    narrative: { first: portrait(profiles[0], names[0], locale), second: portrait(profiles[1], names[1], locale), couple: couplePart.join('\n\n') },
    traits,
    oneWay: compatibility.oneWay,
    reasons,
    sources: flameSources(locale),
  };
  return {
    profiles,
    preview: {
      score: compatibility.score,
      band: compatibility.band,
      bandText: flameBandText(compatibility.band, locale),
      precision: compatibility.precision,
      teaser: couplePart[0]!,
      // Two portraits, the rest of the couple's narrative, each trait pair, the one-way scores, the reasons, the sources.
      lockedParts: 2 + 1 + traits.length + 1 + 1 + 1,
    },
    report,
  };
}
