import type { Locale } from '../locale';
import type { MoodBand } from '../model/person/mood';
import type { ReasonKind, ReasonSubject } from '../model/pair/reasons';

/** Five equal bands of a score on 0..100 (or an indicator on 0..1 times 100); 50 is an average pair. */
export const SCORE_BANDS = ['very_low', 'low', 'average', 'high', 'very_high'] as const;
export type ScoreBand = (typeof SCORE_BANDS)[number];

/** How much of a forecast rests on the people's own data. */
export const PRECISION_BANDS = ['low', 'medium', 'high'] as const;
export type PrecisionBand = (typeof PRECISION_BANDS)[number];

export const REASON_SUBJECTS = [
  'negativeEmotionality',
  'agreeableness',
  'conscientiousness',
  'extraversion',
  'openMindedness',
  'qualification',
] as const satisfies readonly ReasonSubject[];
export const REASON_KINDS = ['high', 'low', 'gap', 'alike', 'below_lead'] as const satisfies readonly ReasonKind[];

export const TREND_KINDS = ['rises', 'falls', 'steady'] as const;
export type Trend = (typeof TREND_KINDS)[number];

type PerLocale<T> = Readonly<Record<Locale, T>>;

export const scoreBandWords: PerLocale<Readonly<Record<ScoreBand, string>>> = {
  ru: { very_low: 'очень низкий', low: 'ниже среднего', average: 'средний', high: 'выше среднего', very_high: 'очень высокий' },
  en: { very_low: 'very low', low: 'below average', average: 'average', high: 'above average', very_high: 'very high' },
};

export const precisionBandWords: PerLocale<Readonly<Record<PrecisionBand, string>>> = {
  ru: {
    low: 'Данных о людях мало, поэтому прогноз во многом опирается на средние по населению',
    medium: 'Прогноз опирается на данные людей лишь отчасти',
    high: 'Прогноз опирается на собственные данные людей',
  },
  en: {
    low: 'Little is known about the people, so the forecast leans largely on population averages',
    medium: 'The forecast rests partly on the people’s own data',
    high: 'The forecast rests on the people’s own data',
  },
};

export const moodBandWords: PerLocale<Readonly<Record<MoodBand, string>>> = {
  ru: { depressed: 'подавленное', bad: 'плохое', anxious: 'тревожное', good: 'хорошее', excellent: 'отличное', unclear: 'неясное' },
  en: { depressed: 'depressed', bad: 'bad', anxious: 'anxious', good: 'good', excellent: 'excellent', unclear: 'unclear' },
};

const trait: PerLocale<Readonly<Record<ReasonSubject, { high: string; low: string; topic: string }>>> = {
  ru: {
    negativeEmotionality: { high: 'Высокая эмоциональная чувствительность', low: 'Эмоциональная устойчивость', topic: 'эмоциональной устойчивости' },
    agreeableness: { high: 'Высокая доброжелательность', low: 'Низкая доброжелательность', topic: 'доброжелательности' },
    conscientiousness: { high: 'Высокая добросовестность', low: 'Низкая добросовестность', topic: 'добросовестности' },
    extraversion: { high: 'Высокая общительность', low: 'Сдержанность в общении', topic: 'общительности' },
    openMindedness: { high: 'Высокая открытость новому', low: 'Низкая открытость новому', topic: 'открытости новому' },
    qualification: { high: 'Высокая квалификация', low: 'Невысокая квалификация', topic: 'квалификации' },
  },
  en: {
    negativeEmotionality: { high: 'High emotional sensitivity', low: 'Emotional stability', topic: 'emotional stability' },
    agreeableness: { high: 'High agreeableness', low: 'Low agreeableness', topic: 'agreeableness' },
    conscientiousness: { high: 'High conscientiousness', low: 'Low conscientiousness', topic: 'conscientiousness' },
    extraversion: { high: 'High sociability', low: 'Reserve', topic: 'sociability' },
    openMindedness: { high: 'High openness to new things', low: 'Low openness to new things', topic: 'openness to new things' },
    qualification: { high: 'High qualification', low: 'Modest qualification', topic: 'qualification' },
  },
};

/** The noun phrase of a reason code, singular, so that a present-tense verb after it agrees in either language. */
export function reasonPhrase(subject: ReasonSubject, kind: ReasonKind, locale: Locale): string {
  const words = trait[locale][subject];
  switch (kind) {
    case 'high':
    case 'low':
      return words[kind];
    case 'gap':
      return locale === 'ru' ? `Разница в уровне ${words.topic}` : `The difference in ${words.topic}`;
    case 'alike':
      return locale === 'ru' ? `Сходство в уровне ${words.topic}` : `The similarity in ${words.topic}`;
    case 'below_lead':
      return locale === 'ru'
        ? `Отставание сотрудника от руководителя по уровню ${words.topic}`
        : `The member trailing the lead in ${words.topic}`;
  }
}

export const orientationWords: PerLocale<Readonly<Record<'launch' | 'growth' | 'support' | 'none', string>>> = {
  ru: {
    launch: 'Команда ориентирована на запуск (КПЛ): впереди квалификация.',
    growth: 'Команда ориентирована на рост (ПЛК): впереди профессионализм.',
    support: 'Команда ориентирована на поддержку (ЛКП): впереди личностная зрелость.',
    none: 'Выраженной ориентации у команды нет.',
  },
  en: {
    launch: 'The team leans to launch (K-P-L): qualification comes first.',
    growth: 'The team leans to growth (P-L-K): professionalism comes first.',
    support: 'The team leans to support (L-K-P): personal maturity comes first.',
    none: 'The team has no clear orientation.',
  },
};

export const trendWords: PerLocale<Readonly<Record<Trend, string>>> = {
  ru: { rises: 'растёт', falls: 'снижается', steady: 'почти не меняется' },
  en: { rises: 'rises', falls: 'falls', steady: 'stays nearly level' },
};

/** Word forms by the plural category of a number; Russian has four, English two. */
export const nouns = {
  point: { ru: { one: 'пункт', few: 'пункта', many: 'пунктов', other: 'пункта' }, en: { one: 'point', other: 'points' } },
  person: { ru: { one: 'человек', few: 'человека', many: 'человек', other: 'человека' }, en: { one: 'person', other: 'people' } },
  team: { ru: { one: 'команда', few: 'команды', many: 'команд', other: 'команды' }, en: { one: 'team', other: 'teams' } },
} as const;
export type Noun = keyof typeof nouns;
