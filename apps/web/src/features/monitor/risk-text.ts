import type { Locale } from '@teamcast/domain';
import type { TFunction } from 'i18next';
import { addDays, dateFormatter, type MonitorPersonView } from './monitor-timeline';

type Risk = MonitorPersonView['risks'][number];

/**
 * A risk in words with its figure: when the mood falls below "anxious" and how low, how many hours a
 * week from when, how few contacts. A risk's day counts from the start of the person's first team.
 */
export function riskTexter(t: TFunction, locale: Locale, startOf: (person: MonitorPersonView) => string | undefined): (person: MonitorPersonView, risk: Risk) => string {
  const date = dateFormatter(locale, false);
  // A typographic minus, as the figures in the texts are written.
  const mood = new Intl.NumberFormat(locale, { maximumFractionDigits: 0, signDisplay: 'exceptZero' });
  const hours = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const dayOf = (person: MonitorPersonView, day: number) => {
    const start = startOf(person);
    return start ? date(addDays(start, day)) : t('monitor.risks.day', { day: day + 1 });
  };
  return (person, risk) => {
    if (risk.code === 'low_mood') return t('monitor.risks.text.low_mood', { date: dayOf(person, risk.day), mood: mood.format(Math.round(risk.mood)).replace('-', '\u2212') });
    if (risk.code === 'overwork') return t('monitor.risks.text.overwork', { date: dayOf(person, risk.day), hours: hours.format(risk.hours) });
    return t('monitor.risks.text.isolated', { count: risk.contacts });
  };
}
