import type { BigFiveDomain, Locale } from '@teamcast/domain';

/**
 * The documents' own words. They are printed on the server, away from the web app's translations, so they
 * live here, in both languages, beside the layout that uses them.
 */
export interface DocumentLabels {
  product: string;
  reportTitle: string;
  testName: string;
  and: string;
  /** Stands for a name of which the font could draw nothing. */
  someone: [string, string];
  compatibility: string;
  outOf100: string;
  precision: string;
  precisionNote: string;
  oneWay: string;
  oneWayNote: string;
  profiles: string;
  profilesNote: string;
  traits: Record<BigFiveDomain, string>;
  traitPairs: string;
  percentileOf: (name: string, percentile: number) => string;
  narrative: string;
  aboutCouple: string;
  reasons: string;
  reasonsNote: string;
  noReasons: string;
  sources: string;
  disclaimer: string;
  page: (page: number, pages: number) => string;
}

export const documentLabels: Record<Locale, DocumentLabels> = {
  ru: {
    product: 'Teamcast',
    reportTitle: 'Отчёт о совместимости пары',
    testName: 'Тест совместимости пары',
    and: 'и',
    someone: ['Первый партнёр', 'Второй партнёр'],
    compatibility: 'Совместимость',
    outOf100: 'из 100',
    precision: 'Точность прогноза',
    precisionNote: 'Чем больше известно о людях, тем точнее прогноз; при низкой точности он ближе к среднему по населению.',
    oneWay: 'Насколько каждый будет доволен партнёром',
    oneWayNote: 'Ожидания не всегда взаимны: у каждого своя оценка из 100.',
    profiles: 'Профили «Большой пятёрки»',
    profilesNote: 'Перцентиль: доля людей, у которых эта черта выражена слабее. 50 — как у большинства.',
    traits: {
      extraversion: 'Экстраверсия',
      agreeableness: 'Доброжелательность',
      conscientiousness: 'Добросовестность',
      negativeEmotionality: 'Негативная эмоциональность',
      openMindedness: 'Открытость опыту',
    },
    traitPairs: 'Черты вашей пары',
    percentileOf: (name, percentile) => `${name}: ${percentile}-й перцентиль`,
    narrative: 'Рассказ о паре',
    aboutCouple: 'Вы вдвоём',
    reasons: 'Что повлияло на оценку',
    reasonsNote: 'Пункты, на которые каждая причина подняла или опустила оценку.',
    noReasons: 'Ни одна черта не сдвинула оценку заметно: она близка к средней.',
    sources: 'Источники',
    disclaimer:
      'Прогноз построен по ответам на 30 утверждений и по результатам опубликованных исследований. Это не диагноз и не приговор: отношения зависят от того, что делают люди.',
    page: (page, pages) => `Страница ${page} из ${pages}`,
  },
  en: {
    product: 'Teamcast',
    reportTitle: 'Couple compatibility report',
    testName: 'Couple compatibility test',
    and: 'and',
    someone: ['First partner', 'Second partner'],
    compatibility: 'Compatibility',
    outOf100: 'out of 100',
    precision: 'Forecast precision',
    precisionNote: 'The more is known about the people, the more precise the forecast; with low precision it stays near the population average.',
    oneWay: 'How satisfied each is expected to be',
    oneWayNote: 'Expectations are not always mutual: each person has a score of their own, out of 100.',
    profiles: 'Big Five profiles',
    profilesNote: 'Percentile: the share of people in whom the trait is weaker. 50 is where most people are.',
    traits: {
      extraversion: 'Extraversion',
      agreeableness: 'Agreeableness',
      conscientiousness: 'Conscientiousness',
      negativeEmotionality: 'Negative emotionality',
      openMindedness: 'Open-mindedness',
    },
    traitPairs: 'Your traits together',
    percentileOf: (name, percentile) => `${name}: ${ordinal(percentile)} percentile`,
    narrative: 'About the two of you',
    aboutCouple: 'Together',
    reasons: 'What moved the score',
    reasonsNote: 'The points by which each reason raised or lowered the score.',
    noReasons: 'No trait moved the score noticeably: it stays near the average.',
    sources: 'Sources',
    disclaimer:
      'The forecast is built from the answers to 30 statements and from published research. It is not a diagnosis or a verdict: a relationship depends on what people do.',
    page: (page, pages) => `Page ${page} of ${pages}`,
  },
};

function ordinal(n: number): string {
  const suffix = new Intl.PluralRules('en', { type: 'ordinal' }).select(n);
  return `${n}${{ one: 'st', two: 'nd', few: 'rd' }[suffix as 'one' | 'two' | 'few'] ?? 'th'}`;
}
