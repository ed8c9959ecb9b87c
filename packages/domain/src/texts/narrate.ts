import type { Locale } from '../locale';
import { MOOD_BANDS, moodBand, type MoodBand } from '../model/person/mood';
import type { Narrative, NarrativeInput, NarrativePerson, NarrativeReason, NarrativeScore, NarrativeTeamFigures } from './narrative-types';
import {
  moodBandWords,
  nouns,
  orientationWords,
  precisionBandWords,
  reasonPhrase,
  scoreBandWords,
  trendWords,
  type Noun,
  type PrecisionBand,
  type ScoreBand,
  type Trend,
} from './phrases';

/** How many reasons of a score a text names: the largest ones, as the result lists them. */
export const NARRATED_REASONS = 3;

/** A relative change of the team's power within this share of its start reads as level. */
const STEADY_SHARE = 0.05;

// A result read from storage is finite, but a text must never say "NaN", whatever it is given.
// `+ 0` turns −0 into 0, which would otherwise print as "-0".
const finite = (value: number): number => (Number.isFinite(value) ? value + 0 : 0);

export function scoreBand(score: number): ScoreBand {
  const value = finite(score);
  if (value < 20) return 'very_low';
  if (value < 40) return 'low';
  if (value < 60) return 'average';
  if (value < 80) return 'high';
  return 'very_high';
}

export function precisionBand(precision: number): PrecisionBand {
  const value = finite(precision);
  if (value < 0.4) return 'low';
  if (value < 0.75) return 'medium';
  return 'high';
}

export function trendOf(start: number, end: number): Trend {
  const from = finite(start);
  const to = finite(end);
  const scale = Math.max(Math.abs(from), Math.abs(to));
  if (scale === 0 || Math.abs(to - from) <= STEADY_SHARE * scale) return 'steady';
  return to > from ? 'rises' : 'falls';
}

/** Numbers, percents and word forms of one language; Intl gives the same output for the same input. */
function writer(locale: Locale) {
  const tag = locale === 'ru' ? 'ru-RU' : 'en-GB';
  const plural = new Intl.PluralRules(tag);
  const decimal = new Intl.NumberFormat(tag, { maximumFractionDigits: 1 });
  const whole = new Intl.NumberFormat(tag, { maximumFractionDigits: 0 });
  const signed = new Intl.NumberFormat(tag, { maximumFractionDigits: 0, signDisplay: 'exceptZero' });
  const percent = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 0 });
  const round1 = (value: number) => finite(Math.round(finite(value) * 10) / 10);
  const round0 = (value: number) => finite(Math.round(finite(value)));
  return {
    locale,
    decimal: (value: number) => decimal.format(round1(value)),
    whole: (value: number) => whole.format(round0(value)),
    signed: (value: number) => signed.format(round0(value)),
    percent: (value: number) => percent.format(finite(value)),
    /** A count or amount with its noun in the form the number asks for: "2 пункта", "5 points". */
    count(value: number, noun: Noun, digits: 0 | 1 = 0): string {
      const shown = digits === 1 ? round1(value) : round0(value);
      const forms: Readonly<Partial<Record<Intl.LDMLPluralRule, string>>> = nouns[noun][locale];
      const form = forms[plural.select(shown)] ?? forms.other ?? '';
      return `${digits === 1 ? decimal.format(shown) : whole.format(shown)} ${form}`;
    },
    quote: (title: string) => (locale === 'ru' ? `«${title}»` : `“${title}”`),
    t: (ru: string, en: string) => (locale === 'ru' ? ru : en),
  };
}
type Writer = ReturnType<typeof writer>;

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function nameOf(person: NarrativePerson, position: 0 | 1, w: Writer): string {
  if (person.name !== null && person.name.trim() !== '') return person.name.trim();
  return position === 0 ? w.t('первый участник', 'the first person') : w.t('второй участник', 'the second person');
}

function reasonSentence(reason: NarrativeReason, people: readonly [NarrativePerson, NarrativePerson], w: Writer): string {
  let carrier: string;
  if (reason.who === 'both') {
    carrier = w.t(' (у обоих)', ' (both)');
  } else {
    const index = reason.who === 'first' ? 0 : 1;
    const person = people[index];
    // A person whose details the viewer may not see is not named as the bearer of a trait.
    carrier = person.detailsHidden ? w.t(' (у одного из двоих)', ' (one of the two)') : w.t(` (прежде всего — ${nameOf(person, index, w)})`, ` (mainly ${nameOf(person, index, w)})`);
  }
  const up = finite(reason.points) >= 0;
  const verb = up ? w.t('повышает оценку на', 'raises the score by') : w.t('снижает оценку на', 'lowers the score by');
  return `${reasonPhrase(reason.subject, reason.kind, w.locale)}${carrier} ${verb} ${w.count(Math.abs(finite(reason.points)), 'point', 1)}.`;
}

function reasonsParagraph(score: NarrativeScore, people: readonly [NarrativePerson, NarrativePerson], w: Writer): string {
  const named = score.reasons.slice(0, NARRATED_REASONS);
  if (named.length === 0) return w.t('Ни одна черта не сдвигает оценку заметно: пара близка к средней.', 'No trait moves the score noticeably: the pair is close to an average one.');
  return [w.t('Главные причины.', 'The main reasons.'), ...named.map((reason) => reasonSentence(reason, people, w))].join(' ');
}

function scoreWithBand(score: number, w: Writer): string {
  const band = scoreBandWords[w.locale][scoreBand(score)];
  return w.t(`${w.whole(score)} из 100 (уровень ${band})`, `${w.whole(score)} of 100 (${band})`);
}

function honesty(precision: number, w: Writer): string {
  const band = precisionBandWords[w.locale][precisionBand(precision)];
  return `${band} (${w.t('точность', 'precision')} ${w.percent(precision)}). ${w.t(
    'Веса модели взяты из исследований населения, а не из этих людей.',
    'The model’s weights come from population studies, not from these people.',
  )}`;
}

function pairNarrative(input: Extract<NarrativeInput, { kind: 'pair' }>, w: Writer): string[] {
  const first = nameOf(input.people[0], 0, w);
  const second = nameOf(input.people[1], 1, w);
  const couple = capitalise(w.t(`${first} и ${second}`, `${first} and ${second}`));
  const paragraphs: string[] = [];
  const love = input.relation === 'LOVE' ? input.love : null;
  if (love) {
    paragraphs.push(
      `${w.t(`${couple}: совместимость в отношениях — ${scoreWithBand(love.score, w)}; у средней пары 50.`, `${couple}: relationship compatibility is ${scoreWithBand(love.score, w)}; an average pair scores 50.`)} ${w.t(
        `С точки зрения каждого: ${first} — ${w.whole(love.oneWay.firstWithSecond)}, ${second} — ${w.whole(love.oneWay.secondWithFirst)}.`,
        `Seen from each side: ${first} ${w.whole(love.oneWay.firstWithSecond)}, ${second} ${w.whole(love.oneWay.secondWithFirst)}.`,
      )}`,
    );
    paragraphs.push(reasonsParagraph(love, input.people, w));
    paragraphs.push(w.t(`Совместимость в работе — ${scoreWithBand(input.work.score, w)}.`, `Working together they score ${scoreWithBand(input.work.score, w)}.`));
  } else {
    paragraphs.push(
      w.t(`${couple}: совместимость в работе — ${scoreWithBand(input.work.score, w)}; у средней пары 50.`, `${couple}: work compatibility is ${scoreWithBand(input.work.score, w)}; an average pair scores 50.`),
    );
    paragraphs.push(reasonsParagraph(input.work, input.people, w));
  }
  const leadFirst = finite(input.leadFirst.score);
  const leadSecond = finite(input.leadSecond.score);
  const better = Math.round(leadFirst) === Math.round(leadSecond) ? null : leadFirst > leadSecond ? first : second;
  paragraphs.push(
    `${w.t(
      `Если руководит ${first}, пара «руководитель — сотрудник» получает ${w.whole(leadFirst)}; если ${second} — ${w.whole(leadSecond)}.`,
      `With ${first} leading, the lead-member score is ${w.whole(leadFirst)}; with ${second} leading, ${w.whole(leadSecond)}.`,
    )} ${better === null ? w.t('Кто из двоих руководит, почти не важно.', 'Which of the two leads hardly matters.') : w.t(`Удачнее, когда руководит ${better}.`, `It works better with ${better} leading.`)}`,
  );
  paragraphs.push(honesty((love ?? input.work).precision, w));
  return paragraphs;
}

function figuresSentence(figures: NarrativeTeamFigures, w: Writer): string {
  const performance = `${w.percent(figures.performance)} (${w.t('уровень ', '')}${scoreBandWords[w.locale][scoreBand(100 * figures.performance)]})`;
  const cohesion = `${w.percent(figures.cohesion)} (${w.t('уровень ', '')}${scoreBandWords[w.locale][scoreBand(100 * figures.cohesion)]})`;
  const mood = moodBandWords[w.locale][moodBand(figures.microclimate)];
  return w.t(
    `средняя результативность — ${performance}, сплочённость — ${cohesion}, среднее настроение — ${mood} (${w.signed(figures.microclimate)})`,
    `mean performance ${performance}, cohesion ${cohesion}, mean mood ${mood} (${w.signed(figures.microclimate)})`,
  );
}

/** Conditions listed from the best to the worst, then the people without one. */
const conditionOrder: readonly MoodBand[] = [...[...MOOD_BANDS].reverse(), 'unclear'];

function teamNarrative(input: Extract<NarrativeInput, { kind: 'team' }>, w: Writer): string[] {
  const paragraphs = [w.t(`Прогноз на год: ${figuresSentence(input.figures, w)}.`, `The year ahead: ${figuresSentence(input.figures, w)}.`)];
  const trend = trendOf(input.powerStart, input.powerEnd);
  paragraphs.push(
    `${orientationWords[w.locale][input.figures.orientation ?? 'none']} ${w.t(
      `Мощность команды за год ${trendWords.ru[trend]}: с ${w.decimal(input.powerStart)} до ${w.decimal(input.powerEnd)}.`,
      `Over the year the team’s power ${trendWords.en[trend]}: from ${w.decimal(input.powerStart)} to ${w.decimal(input.powerEnd)}.`,
    )}`,
  );
  if (input.actors.length > 0) {
    const parts = conditionOrder
      .map((band) => ({ band, count: input.actors.filter((actor) => actor.condition === band).length }))
      .filter(({ count }) => count > 0)
      .map(({ band, count }) => `${moodBandWords[w.locale][band]} — ${w.count(count, 'person')}`);
    const watched = input.actors
      .filter((actor) => actor.condition === 'bad' || actor.condition === 'depressed')
      .flatMap((actor) => (actor.person.name !== null && actor.person.name.trim() !== '' ? [actor.person.name.trim()] : []));
    const sentences = [w.t(`Настроение к концу года: ${parts.join(', ')}.`, `Mood at the year’s end: ${parts.join(', ')}.`)];
    if (watched.length > 0) sentences.push(w.t(`Стоит обратить внимание: ${watched.join(', ')}.`, `Worth watching: ${watched.join(', ')}.`));
    paragraphs.push(sentences.join(' '));
  }
  if (input.overworked > 0) {
    paragraphs.push(w.t(`Больше 50 часов в неделю в какие-то периоды: ${w.count(input.overworked, 'person')}.`, `Over 50 hours a week at times: ${w.count(input.overworked, 'person')}.`));
  }
  paragraphs.push(honesty(input.figures.precision, w));
  return paragraphs;
}

function compareNarrative(input: Extract<NarrativeInput, { kind: 'compare' }>, w: Writer): string[] {
  const teams = input.teams.map((team, index) => ({ ...team, index }));
  const ranked = [...teams].sort((a, b) => finite(b.figures.statisticPower) - finite(a.figures.statisticPower) || a.index - b.index);
  const opening = [w.t(`Команд в сравнении: ${w.whole(teams.length)}.`, `Teams compared: ${w.whole(teams.length)}.`)];
  const best = ranked[0];
  const worst = ranked[ranked.length - 1];
  if (best && worst && best !== worst) {
    opening.push(
      w.t(
        `Больше всего средняя мощность у команды ${w.quote(best.title)} (${w.decimal(best.figures.statisticPower)}), меньше всего — у команды ${w.quote(worst.title)} (${w.decimal(worst.figures.statisticPower)}).`,
        `${w.quote(best.title)} has the greatest mean power (${w.decimal(best.figures.statisticPower)}), ${w.quote(worst.title)} the least (${w.decimal(worst.figures.statisticPower)}).`,
      ),
    );
  }
  const paragraphs = [opening.join(' ')];
  for (const team of ranked) {
    paragraphs.push(
      `${w.quote(team.title)}: ${w.t('мощность', 'power')} ${w.decimal(team.figures.statisticPower)}, ${figuresSentence(team.figures, w)}. ${orientationWords[w.locale][team.figures.orientation ?? 'none']}`,
    );
  }
  const precision = teams.length === 0 ? 0 : teams.reduce((sum, team) => sum + finite(team.figures.precision), 0) / teams.length;
  paragraphs.push(honesty(precision, w));
  return paragraphs;
}

/**
 * The narrative of a pair, team or comparison result in one language, from templates only: the same
 * result always gives the same text. Numbers agree with their nouns by the language's plural rules.
 */
export function narrate(input: NarrativeInput, locale: Locale): Narrative {
  const w = writer(locale);
  switch (input.kind) {
    case 'pair':
      return { paragraphs: pairNarrative(input, w) };
    case 'team':
      return { paragraphs: teamNarrative(input, w) };
    case 'compare':
      return { paragraphs: compareNarrative(input, w) };
  }
}

/** The paragraphs as one text, a blank line between them. */
export const narrativeText = (narrative: Narrative): string => narrative.paragraphs.join('\n\n');
