import type { FlameProfile, FlameReport } from '@teamcast/contract';
import type { Locale } from '@teamcast/domain';
import type { FlameReportPdfInput } from './flame-report-layout';

/** A filled report as the paid unlock gives it, in either language: for the tests and the benchmark. */
export function sampleFlameReport(locale: Locale, names: [string, string] = locale === 'ru' ? ['Анна', 'Борис'] : ['Anna', 'Boris']): FlameReportPdfInput {
  const text = sampleTexts[locale];
  const [first, second] = names;
  return {
    locale,
    names,
    createdAt: '2026-11-24T10:30:00.000Z',
    score: 78,
    bandText: text.band,
    precision: 0.64,
    profiles: [profile([71, 82, 46, 35, 90]), profile([28, 64, 77, 58, 55])],
    report: {
      narrative: {
        first: text.first(first),
        second: text.second(second),
        couple: text.couple(first, second),
      },
      traits: [
        { domain: 'extraversion', first: 71, second: 28, text: text.traits.extraversion },
        { domain: 'agreeableness', first: 82, second: 64, text: text.traits.agreeableness },
        { domain: 'conscientiousness', first: 46, second: 77, text: text.traits.conscientiousness },
        { domain: 'negativeEmotionality', first: 35, second: 58, text: text.traits.negativeEmotionality },
        { domain: 'openMindedness', first: 90, second: 55, text: text.traits.openMindedness },
      ],
      oneWay: { firstWithSecond: 81, secondWithFirst: 74 },
      reasons: [
        { code: 'agreeableness.high', subject: 'agreeableness', kind: 'high', effect: 'up', points: 9.4, who: 'both', text: text.reasons[0]! },
        { code: 'negativeEmotionality.low', subject: 'negativeEmotionality', kind: 'low', effect: 'up', points: 4.1, who: 'first', text: text.reasons[1]! },
        { code: 'extraversion.gap', subject: 'extraversion', kind: 'gap', effect: 'down', points: 2.6, who: 'both', text: text.reasons[2]! },
      ],
      sources: [
        { title: 'Malouff, J. M., Thorsteinsson, E. B., Schutte, N. S., Bhullar, N., & Rooke, S. E. (2010). The Five-Factor Model of personality and relationship satisfaction of intimate partners: A meta-analysis. Journal of Research in Personality, 44(1), 124–127.', url: 'https://doi.org/10.1016/j.jrp.2009.09.004' },
        { title: 'Soto, C. J., & John, O. P. (2017). The next Big Five Inventory (BFI-2). Journal of Personality and Social Psychology, 113(1), 117–143.', url: 'https://doi.org/10.1037/pspp0000096' },
        { title: text.assumption },
      ],
    } satisfies FlameReport,
  };
}

function profile(percentiles: [number, number, number, number, number]): FlameProfile {
  const domain = (percentile: number) => ({ score: 1 + (4 * percentile) / 100, percentile });
  return {
    extraversion: domain(percentiles[0]),
    agreeableness: domain(percentiles[1]),
    conscientiousness: domain(percentiles[2]),
    negativeEmotionality: domain(percentiles[3]),
    openMindedness: domain(percentiles[4]),
  };
}

const sampleTexts = {
  ru: {
    band: 'выше среднего',
    first: (name: string) =>
      `${name} открыта новому и охотно делится впечатлениями. Ей легко начать разговор и поддержать настроение в компании.\n\nЕй важно чувствовать интерес партнёра к её идеям; рутина утомляет её быстрее, чем других.`,
    second: (name: string) =>
      `${name} собран и надёжен: на его обещания можно положиться. В новой компании он сначала присматривается.\n\nЕму нужно время побыть одному, и это не знак охлаждения.`,
    couple: (first: string, second: string) =>
      `${first} и ${second} дополняют друг друга: одна приносит в пару новые впечатления, другой — порядок и надёжность. Оба доброжелательны, поэтому споры у них чаще заканчиваются договорённостью, чем обидой.\n\nГлавное, о чём стоит договориться заранее, — сколько времени проводить с друзьями и сколько вдвоём.`,
    traits: {
      extraversion: 'Разный уровень общительности: одной нужна компания, другому — тишина. Договоритесь о ритме встреч с друзьями.',
      agreeableness: 'Оба склонны уступать и поддерживать: это смягчает конфликты.',
      conscientiousness: 'Один планирует, другая импровизирует; распределите, кто за что отвечает.',
      negativeEmotionality: 'Оба довольно спокойны; в трудный момент им легче поддержать друг друга.',
      openMindedness: 'Любопытство одной может увлечь другого, если не торопить.',
    },
    reasons: [
      'Высокая доброжелательность (у обоих) повышает оценку.',
      'Эмоциональная устойчивость (у Анны) повышает оценку.',
      'Разница в уровне общительности понижает оценку.',
    ],
    assumption: 'Допущение модели: сходство ценностей и интересов повышает удовлетворённость (см. описание модели).',
  },
  en: {
    band: 'above average',
    first: (name: string) =>
      `${name} is open to new things and readily shares her impressions. She finds it easy to start a conversation and lift a group's mood.\n\nShe needs to feel her partner's interest in her ideas; routine tires her sooner than most.`,
    second: (name: string) =>
      `${name} is organised and dependable: his promises can be relied on. In a new group he first looks around.\n\nHe needs time alone, and that is no sign of cooling.`,
    couple: (first: string, second: string) =>
      `${first} and ${second} complement each other: one brings new experiences, the other order and reliability. Both are agreeable, so their arguments end in agreement more often than in hurt.\n\nThe main thing to settle early is how much time to spend with friends and how much together.`,
    traits: {
      extraversion: 'Different needs for company: one wants people around, the other quiet. Agree on a rhythm of seeing friends.',
      agreeableness: 'Both tend to give way and support: this softens conflicts.',
      conscientiousness: 'One plans, the other improvises; share out who is responsible for what.',
      negativeEmotionality: 'Both are fairly calm; in a hard moment it is easier for them to support each other.',
      openMindedness: "One's curiosity can carry the other along, if not rushed.",
    },
    reasons: [
      'High agreeableness (in both) raises the score.',
      'Emotional stability (in Anna) raises the score.',
      'The difference in sociability lowers the score.',
    ],
    assumption: "The model's assumption: shared values and interests raise satisfaction (see the model's description).",
  },
} as const;
