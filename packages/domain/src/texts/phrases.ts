import type { Locale } from '../locale';
import type { MoodBand } from '../model/person/mood';
import type { ReasonKind, ReasonSubject } from '../model/pair/reasons';
import type { LoveAgreementAnswer, LoveLevelAnswer } from '../model/weights';

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
  'timeTogether',
  'distance',
  'workLifeBalance',
  'weekends',
  'sharedInterests',
  'attraction',
  'meetingPeople',
  'loveLanguage',
  'difficulties',
  'secondChance',
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

type AnswerSubject = LoveAgreementAnswer | LoveLevelAnswer;
type TraitSubject = Exclude<ReasonSubject, AnswerSubject>;

const trait: PerLocale<Readonly<Record<TraitSubject, { high: string; low: string; topic: string }>>> = {
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

/**
 * The love questionnaire's answers as reasons: `alike` and `gap` for the pair's agreement (for difficulties, `gap`
 * is one talking a difficulty through while the other avoids it), `high` and `low` for a level such as readiness
 * to give a second chance; `topic` serves the remaining kind.
 */
const answer: PerLocale<Readonly<Record<AnswerSubject, { high: string; low: string; alike: string; gap: string; topic: string }>>> = {
  ru: {
    timeTogether: {
      high: 'Желание проводить вместе почти всё время',
      low: 'Потребность в личном пространстве',
      alike: 'Совпадение желаний о времени вместе',
      gap: 'Расхождение в желаниях о времени вместе',
      topic: 'желания быть вместе',
    },
    distance: {
      high: 'Готовность к отношениям на расстоянии',
      low: 'Неготовность к отношениям на расстоянии',
      alike: 'Одинаковый взгляд на отношения на расстоянии',
      gap: 'Разный взгляд на отношения на расстоянии',
      topic: 'готовности к отношениям на расстоянии',
    },
    workLifeBalance: {
      high: 'Личная жизнь на первом месте',
      low: 'Работа на первом месте',
      alike: 'Общий взгляд на баланс работы и личной жизни',
      gap: 'Разный взгляд на баланс работы и личной жизни',
      topic: 'внимания к личной жизни',
    },
    weekends: {
      high: 'Активный отдых в выходные',
      low: 'Спокойный отдых в выходные',
      alike: 'Общий способ проводить выходные',
      gap: 'Несовпадение в том, как проводить выходные',
      topic: 'активности в выходные',
    },
    sharedInterests: {
      high: 'Важность общих интересов',
      low: 'Безразличие к общим интересам',
      alike: 'Одинаковое отношение к общим интересам',
      gap: 'Разное отношение к общим интересам',
      topic: 'важности общих интересов',
    },
    attraction: {
      high: 'Широкий круг того, что привлекает в человеке',
      low: 'Узкий круг того, что привлекает в человеке',
      alike: 'Сходство в том, что привлекает в человеке',
      gap: 'Различие в том, что привлекает в человеке',
      topic: 'требований к партнёру',
    },
    meetingPeople: {
      high: 'Лёгкость знакомств',
      low: 'Редкие знакомства',
      alike: 'Общий способ знакомиться с людьми',
      gap: 'Различие в том, где знакомиться с людьми',
      topic: 'лёгкости знакомств',
    },
    loveLanguage: {
      high: 'Выразительность в любви',
      low: 'Сдержанность в выражении любви',
      alike: 'Один язык любви',
      gap: 'Различие в языке любви',
      topic: 'выражения любви',
    },
    difficulties: {
      high: 'Готовность обсуждать трудности',
      low: 'Избегание трудных разговоров',
      alike: 'Согласие в том, как справляться с трудностями',
      gap: 'Сочетание «один обсуждает трудность, другой её избегает»',
      topic: 'готовности обсуждать трудности',
    },
    secondChance: {
      high: 'Готовность дать второй шанс',
      low: 'Неготовность дать второй шанс',
      alike: 'Одинаковый взгляд на второй шанс',
      gap: 'Разный взгляд на второй шанс',
      topic: 'готовности прощать',
    },
  },
  en: {
    timeTogether: {
      high: 'The wish to spend most free time together',
      low: 'The need for personal space',
      alike: 'Wanting the same time together',
      gap: 'Wanting different amounts of time together',
      topic: 'the wish to be together',
    },
    distance: {
      high: 'Openness to a long-distance relationship',
      low: 'Refusing a long-distance relationship',
      alike: 'The same view of long distance',
      gap: 'A different view of long distance',
      topic: 'openness to long distance',
    },
    workLifeBalance: {
      high: 'Putting personal life first',
      low: 'Putting work first',
      alike: 'A shared view of work and personal life',
      gap: 'A different view of work and personal life',
      topic: 'attention to personal life',
    },
    weekends: {
      high: 'An active weekend',
      low: 'A quiet weekend',
      alike: 'Spending weekends the same way',
      gap: 'Spending weekends differently',
      topic: 'weekend activity',
    },
    sharedInterests: {
      high: 'Valuing shared interests',
      low: 'Not minding shared interests',
      alike: 'Valuing shared interests alike',
      gap: 'Valuing shared interests differently',
      topic: 'the value of shared interests',
    },
    attraction: {
      high: 'Being drawn by many things in a person',
      low: 'Being drawn by few things in a person',
      alike: 'Being drawn to the same things in a person',
      gap: 'Being drawn to different things in a person',
      topic: 'what draws one to a person',
    },
    meetingPeople: {
      high: 'Meeting people easily',
      low: 'Rarely meeting new people',
      alike: 'Meeting people in the same places',
      gap: 'Meeting people in different places',
      topic: 'ease of meeting people',
    },
    loveLanguage: {
      high: 'Expressiveness in love',
      low: 'Reserve in showing love',
      alike: 'Sharing a love language',
      gap: 'Showing love in different ways',
      topic: 'showing love',
    },
    difficulties: {
      high: 'Willingness to talk difficulties through',
      low: 'Avoiding difficult talks',
      alike: 'Handling difficulties compatibly',
      gap: 'One talking a difficulty through while the other avoids it',
      topic: 'willingness to talk difficulties through',
    },
    secondChance: {
      high: 'Readiness to give a second chance',
      low: 'Unwillingness to give a second chance',
      alike: 'The same view of second chances',
      gap: 'A different view of second chances',
      topic: 'readiness to forgive',
    },
  },
};

const isAnswerSubject = (subject: ReasonSubject): subject is AnswerSubject => Object.hasOwn(answer.en, subject);

/** The noun phrase of a reason code, singular, so that a present-tense verb after it agrees in either language. */
export function reasonPhrase(subject: ReasonSubject, kind: ReasonKind, locale: Locale): string {
  if (isAnswerSubject(subject)) {
    const words = answer[locale][subject];
    return kind === 'below_lead' ? trailing(words.topic, locale) : words[kind];
  }
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
      return trailing(words.topic, locale);
  }
}

const trailing = (topic: string, locale: Locale): string =>
  locale === 'ru' ? `Отставание сотрудника от руководителя по уровню ${topic}` : `The member trailing the lead in ${topic}`;

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
