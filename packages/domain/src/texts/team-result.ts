import type { Locale } from '../locale';
import { MOOD_BANDS, moodBand, type MoodBand } from '../model/person/mood';
import { TEAM_ORIENTATIONS, type TeamOrientation } from '../model/person/orientation';
import { precisionBand, scoreBand, trendOf } from './narrate';
import { moodBandWords, orientationWords, precisionBandWords, scoreBandWords, trendWords, type PrecisionBand, type ScoreBand } from './phrases';
import { figureFormat, finiteOrZero, powerShare, type FigureFormat, type TeamPowerFigures } from './team-figures';

/** The three aspects of a team's profile (model section 3): K qualification, P professionalism, L personal maturity. */
export const TEAM_ASPECTS = ['qualification', 'professionalism', 'maturity'] as const;
export type TeamAspect = (typeof TEAM_ASPECTS)[number];

type PerLocale<T> = Readonly<Record<Locale, T>>;

export const aspectLetters: PerLocale<Readonly<Record<TeamAspect, string>>> = {
  ru: { qualification: 'К', professionalism: 'П', maturity: 'Л' },
  en: { qualification: 'K', professionalism: 'P', maturity: 'L' },
};

export const aspectNames: PerLocale<Readonly<Record<TeamAspect, string>>> = {
  ru: { qualification: 'квалификация', professionalism: 'профессионализм', maturity: 'личностная зрелость' },
  en: { qualification: 'qualification', professionalism: 'professionalism', maturity: 'personal maturity' },
};

export const orientationNames: PerLocale<Readonly<Record<TeamOrientation, string>>> = {
  ru: { launch: 'запуск', growth: 'рост', support: 'поддержка' },
  en: { launch: 'launch', growth: 'growth', support: 'support' },
};

/** What each orientation is good for, in a sentence. */
const orientationUse: PerLocale<Readonly<Record<TeamOrientation, string>>> = {
  ru: {
    launch: 'Такой команде легче начинать новое: запускать проекты и браться за незнакомые задачи.',
    growth: 'Такой команде легче развивать начатое: наращивать результат и выстраивать процессы.',
    support: 'Такой команде легче поддерживать то, что уже работает: держать качество и заботиться о людях и клиентах.',
  },
  en: {
    launch: 'Such a team finds it easier to start new things: launching projects and taking on unfamiliar work.',
    growth: 'Such a team finds it easier to build on what is started: growing results and shaping processes.',
    support: 'Such a team finds it easier to keep what works going: holding quality and looking after people and clients.',
  },
};

const aspectOfLetter: Readonly<Record<string, TeamAspect>> = { К: 'qualification', П: 'professionalism', Л: 'maturity' };

/** The aspects in the order an orientation's letters put them: КПЛ, ПЛК or ЛКП (spec section 3). */
export function aspectOrder(orientation: TeamOrientation): readonly TeamAspect[] {
  return [...TEAM_ORIENTATIONS[orientation]].map((letter) => aspectOfLetter[letter]!);
}

export interface TeamProfileAspect {
  readonly aspect: TeamAspect;
  readonly letter: string;
  readonly name: string;
  /** The team's mean, 0..1. */
  readonly value: number;
  /** The share in the sum of the three, 0..1. */
  readonly share: number;
}

export interface TeamProfile {
  readonly orientation: TeamOrientation;
  /** The profile's letters in the language, the leading aspect first: "ЛКП", "LKP". */
  readonly letters: string;
  readonly aspects: readonly TeamProfileAspect[];
}

/** The team profile of a power record's group orientation; null for a team without one. */
export function teamProfile(group: TeamPowerFigures['groupOrientation'], locale: Locale): TeamProfile | null {
  if (group.orientation === null) return null;
  const values: Record<TeamAspect, { value: number; share: number }> = {
    qualification: { value: group.competence_value, share: group.competence / 100 },
    professionalism: { value: group.professionalism_value, share: group.professionalism / 100 },
    maturity: { value: group.personalMaturity_value, share: group.personalMaturity / 100 },
  };
  const aspects = aspectOrder(group.orientation).map((aspect) => ({
    aspect,
    letter: aspectLetters[locale][aspect],
    name: aspectNames[locale][aspect],
    value: finiteOrZero(values[aspect].value),
    share: finiteOrZero(values[aspect].share),
  }));
  return { orientation: group.orientation, letters: aspects.map((aspect) => aspect.letter).join(''), aspects };
}

/** One simulated day, as far as the texts of a result look at it. */
export interface TeamDayFigures {
  readonly power: number;
  readonly cohesion: number;
  readonly familiarity: number;
  readonly performance: number;
  readonly microclimate: number;
  readonly microclimateSpread: number;
  readonly members: number;
}

export interface TeamResultInput {
  readonly power: TeamPowerFigures;
  readonly days: readonly TeamDayFigures[];
  /** Each person's mood band at the year's end. */
  readonly conditions: readonly MoodBand[];
}

/** An indicator in words: its level in a few words and the reasons behind it, one sentence each. */
export interface IndicatorWords<B extends string = string> {
  readonly band: B | null;
  readonly level: string;
  readonly reasons: readonly string[];
}

export interface TeamResultWords {
  readonly power: IndicatorWords<ScoreBand>;
  readonly cohesion: IndicatorWords<ScoreBand>;
  readonly microclimate: IndicatorWords<MoodBand>;
  readonly orientation: IndicatorWords<TeamOrientation>;
  readonly profile: IndicatorWords<TeamOrientation> & { readonly profile: TeamProfile | null };
  readonly precision: { readonly band: PrecisionBand; readonly level: string; readonly text: string };
}

/** Teams larger than this find cohesion harder (Wheelan 2009, model section 5). */
const LARGE_TEAM = 6;
/** A lead of one aspect over the next this small (on 0..1) makes a weak orientation. */
const WEAK_LEAD = 0.02;
/** Spread of moods (on −100..100) below which people feel alike, and above which they feel far apart. */
const CLOSE_MOODS = 15;
const FAR_MOODS = 35;

const mean = (values: readonly number[]) => (values.length ? values.reduce((sum, value) => sum + finiteOrZero(value), 0) / values.length : 0);

function bandWord(value01: number, locale: Locale): { band: ScoreBand; word: string } {
  const band = scoreBand(100 * finiteOrZero(value01));
  return { band, word: scoreBandWords[locale][band] };
}

function levelOf(percent: string, word: string, f: FigureFormat): string {
  return f.t(`${percent}, уровень ${word}`, `${percent}, ${word}`);
}

function powerWords(input: TeamResultInput, f: FigureFormat, locale: Locale): IndicatorWords<ScoreBand> {
  const { power, days } = input;
  const share = powerShare(power);
  const { band, word } = bandWord(share, locale);
  const start = days[0]?.power ?? power.currentPower;
  const end = days[days.length - 1]?.power ?? power.currentPower;
  const trend = trendOf(start, end);
  const performance = bandWord(power.performance, locale);
  return {
    band,
    level: f.t(`${f.power(power.statisticPower)} — ${f.percent(share)} возможного, уровень ${word}`, `${f.power(power.statisticPower)}, ${f.percent(share)} of what it could be (${word})`),
    reasons: [
      f.t(
        `Люди этой команды вместе могли бы дать до ${f.power(power.staticMaxPower)}; в среднем за год команда даёт ${f.percent(share)} от этого.`,
        `Together these people could give up to ${f.power(power.staticMaxPower)}; over the year the team gives ${f.percent(share)} of that on average.`,
      ),
      f.t(
        `Результативность — ${levelOf(f.percent(power.performance), performance.word, f)}: она главный множитель мощности.`,
        `Performance is ${levelOf(f.percent(power.performance), performance.word, f)}; it is what power is multiplied by.`,
      ),
      f.t(
        `За год мощность ${trendWords.ru[trend]}: с ${f.power(start)} до ${f.power(end)}; самая низкая — ${f.power(power.minPower)}, самая высокая — ${f.power(power.maxPower)}.`,
        `Over the year power ${trendWords.en[trend]}: from ${f.power(start)} to ${f.power(end)}; lowest ${f.power(power.minPower)}, highest ${f.power(power.maxPower)}.`,
      ),
    ],
  };
}

function cohesionWords(input: TeamResultInput, f: FigureFormat, locale: Locale): IndicatorWords<ScoreBand> {
  const { power, days } = input;
  const { band, word } = bandWord(power.cohesion, locale);
  const first = days[0];
  const last = days[days.length - 1];
  const reasons: string[] = [];
  if (first && last) {
    const trend = trendOf(first.cohesion, last.cohesion);
    const known = trendOf(first.familiarity, last.familiarity);
    reasons.push(
      f.t(
        `Знакомство людей друг с другом за год ${trendWords.ru[known]}: с ${f.percent(first.familiarity)} до ${f.percent(last.familiarity)}. Чем лучше люди знакомы, тем больше значит, подходят ли они друг другу по характеру.`,
        `How well the people know each other ${trendWords.en[known]} over the year: from ${f.percent(first.familiarity)} to ${f.percent(last.familiarity)}. The better they know each other, the more it matters whether their characters suit each other.`,
      ),
      f.t(`За год сплочённость ${trendWords.ru[trend]}: с ${f.percent(first.cohesion)} до ${f.percent(last.cohesion)}.`, `Over the year cohesion ${trendWords.en[trend]}: from ${f.percent(first.cohesion)} to ${f.percent(last.cohesion)}.`),
    );
  }
  const performance = bandWord(power.performance, locale);
  reasons.push(
    power.performance >= 0.5
      ? f.t(`Результативность (уровень ${performance.word}) поддерживает сплочённость: общий успех сближает.`, `Performance (${performance.word}) holds cohesion up: shared success brings people together.`)
      : f.t(`Результативность (уровень ${performance.word}) сдерживает сплочённость: неудачи отдаляют людей друг от друга.`, `Performance (${performance.word}) holds cohesion back: setbacks drive people apart.`),
  );
  const largest = Math.max(0, ...days.map((day) => day.members));
  if (largest > LARGE_TEAM) {
    reasons.push(f.t(`В команде больше ${LARGE_TEAM} человек, а в большой команде сплотиться труднее.`, `The team has more than ${LARGE_TEAM} people, and a large team finds it harder to pull together.`));
  }
  return { band, level: levelOf(f.percent(power.cohesion), word, f), reasons };
}

/** Moods listed from the best to the worst, then those without one. */
const moodOrder: readonly MoodBand[] = [...[...MOOD_BANDS].reverse(), 'unclear'];

function microclimateWords(input: TeamResultInput, f: FigureFormat, locale: Locale): IndicatorWords<MoodBand> {
  const { power, days, conditions } = input;
  const band = moodBand(power.microclimate);
  const spread = mean(days.filter((day) => day.members > 0).map((day) => day.microclimateSpread));
  const reasons = [
    spread < CLOSE_MOODS
      ? f.t(`Настроения людей близки (разброс ±${f.whole(spread)}).`, `People’s moods are close (spread ±${f.whole(spread)}).`)
      : spread < FAR_MOODS
        ? f.t(`Настроения людей заметно различаются (разброс ±${f.whole(spread)}).`, `People’s moods differ noticeably (spread ±${f.whole(spread)}).`)
        : f.t(`Настроения людей сильно различаются (разброс ±${f.whole(spread)}): кому-то в команде гораздо хуже, чем остальным.`, `People’s moods differ widely (spread ±${f.whole(spread)}): someone feels much worse than the rest.`),
  ];
  const first = days[0];
  const last = days[days.length - 1];
  if (first && last) {
    const trend = trendOf(first.microclimate, last.microclimate);
    reasons.push(
      f.t(`За год настроение ${trendWords.ru[trend]}: с ${f.signed(first.microclimate)} до ${f.signed(last.microclimate)}.`, `Over the year the mood ${trendWords.en[trend]}: from ${f.signed(first.microclimate)} to ${f.signed(last.microclimate)}.`),
    );
  }
  if (conditions.length > 0) {
    const parts = moodOrder
      .map((mood) => ({ mood, count: conditions.filter((condition) => condition === mood).length }))
      .filter(({ count }) => count > 0)
      .map(({ mood, count }) => `${moodBandWords[locale][mood]} — ${f.whole(count)}`);
    reasons.push(f.t(`К концу года настроение у людей: ${parts.join(', ')}.`, `Moods at the year’s end: ${parts.join(', ')}.`));
  }
  return { band, level: f.t(`${moodBandWords.ru[band]} (${f.signed(power.microclimate)})`, `${moodBandWords.en[band]} (${f.signed(power.microclimate)})`), reasons };
}

function orientationWordsOf(profile: TeamProfile | null, f: FigureFormat, locale: Locale): IndicatorWords<TeamOrientation> {
  if (!profile) return { band: null, level: orientationWords[locale].none, reasons: [] };
  const [leading, next] = [...profile.aspects].sort((a, b) => b.value - a.value);
  const lead = leading && next ? leading.value - next.value : 0;
  const means = profile.aspects.map((aspect) => `${aspect.name} ${f.percent(aspect.value)}`).join(', ');
  return {
    band: profile.orientation,
    level: f.t(`${orientationNames.ru[profile.orientation]} (${profile.letters})`, `${orientationNames.en[profile.orientation]} (${profile.letters})`),
    reasons: [
      orientationWords[locale][profile.orientation],
      f.t(`Средние по команде: ${means}.`, `The team’s means: ${means}.`),
      lead < WEAK_LEAD
        ? f.t('Перевес ведущей стороны совсем небольшой, поэтому ориентация выражена слабо.', 'The leading aspect is only just ahead, so the orientation is weak.')
        : f.t(`Ведущая сторона впереди следующей на ${f.whole(100 * lead)} п.`, `The leading aspect is ${f.whole(100 * lead)} points ahead of the next.`),
      orientationUse[locale][profile.orientation],
    ],
  };
}

function profileWords(profile: TeamProfile | null, f: FigureFormat, locale: Locale): TeamResultWords['profile'] {
  if (!profile) return { band: null, level: '—', reasons: [orientationWords[locale].none], profile };
  return {
    band: profile.orientation,
    level: profile.letters,
    profile,
    reasons: [
      f.t(
        'Буквы стоят в порядке ориентации команды: первая — её ведущая сторона (КПЛ — запуск, ПЛК — рост, ЛКП — поддержка).',
        'The letters follow the team’s orientation, its leading aspect first (KPL launch, PLK growth, LKP support).',
      ),
      ...profile.aspects.map((aspect) =>
        f.t(
          `${aspect.letter} — ${aspect.name}: в среднем ${f.percent(aspect.value)}, ${f.percent(aspect.share)} суммы трёх.`,
          `${aspect.letter}: ${aspect.name}, ${f.percent(aspect.value)} on average, ${f.percent(aspect.share)} of the three together.`,
        ),
      ),
    ],
  };
}

/**
 * A team result in words: for its power, cohesion, microclimate, orientation and profile, the level and
 * the reasons the figures give for it, and how far the forecast rests on the people's own data.
 */
export function describeTeamResult(input: TeamResultInput, locale: Locale): TeamResultWords {
  const f = figureFormat(locale);
  const profile = teamProfile(input.power.groupOrientation, locale);
  const precision = precisionBand(input.power.precision);
  return {
    power: powerWords(input, f, locale),
    cohesion: cohesionWords(input, f, locale),
    microclimate: microclimateWords(input, f, locale),
    orientation: orientationWordsOf(profile, f, locale),
    profile: profileWords(profile, f, locale),
    precision: { band: precision, level: f.percent(input.power.precision), text: precisionBandWords[locale][precision] },
  };
}
