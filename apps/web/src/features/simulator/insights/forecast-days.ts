import type { SceneForecastView } from '@teamcast/contract';
import type { Locale } from '@teamcast/domain';
import { INDICATORS, type Indicator } from './indicators';

export type ForecastDay = SceneForecastView['days'][number];

/** A point of the charts: each indicator on the forecast's line, or on the past's line for a day already lived. */
export type ChartRow = { readonly day: number; readonly date: string } & {
  readonly [K in Indicator | `${Indicator}Past`]: number | null;
};

/** The past days, if the team has lived some, then the forecast days: one timeline, oldest first. */
export function timelineOf(forecast: SceneForecastView): ForecastDay[] {
  return [...forecast.past.days, ...forecast.days].sort((a, b) => a.day - b.day);
}

/** The record of one day, forecast or past. */
export function dayOf(forecast: SceneForecastView, day: number): ForecastDay | undefined {
  return forecast.days.find((record) => record.day === day) ?? forecast.past.days.find((record) => record.day === day);
}

export const isPast = (record: ForecastDay): boolean => record.day < 0;

export function chartRows(timeline: readonly ForecastDay[]): ChartRow[] {
  return timeline.map((record) => {
    const row: Record<string, number | string | null> = { day: record.day, date: record.date };
    for (const indicator of INDICATORS) {
      row[indicator] = isPast(record) ? null : record[indicator];
      row[`${indicator}Past`] = isPast(record) ? record[indicator] : null;
    }
    // The past's line runs on into the first forecast day, so the two lines meet.
    if (record.day === 0) for (const indicator of INDICATORS) row[`${indicator}Past`] = record[indicator];
    return row as ChartRow;
  });
}

const monthOf = (date: string): string => date.slice(0, 7);

/** The first day of each month on the timeline (the timeline's own first day for a month it starts in). */
export function monthStarts(timeline: readonly ForecastDay[]): ForecastDay[] {
  return timeline.filter((record, index) => index === 0 || monthOf(record.date) !== monthOf(timeline[index - 1]!.date));
}

/**
 * The days the time axis names: each month's first, or every second or third month's once the timeline
 * is longer than about a year, always counting from January so that the year's turn is named.
 */
export function monthTicks(timeline: readonly ForecastDay[], most = 13): number[] {
  const starts = monthStarts(timeline);
  const step = Math.max(1, Math.ceil(starts.length / most));
  return starts.filter((record) => (Number(record.date.slice(5, 7)) - 1) % step === 0).map((record) => record.day);
}

const utc = (date: string): Date => new Date(`${date}T00:00:00Z`);

/** "янв. 2027" on a January and on the timeline's first day, otherwise the month alone. */
export function monthLabeller(timeline: readonly ForecastDay[], locale: Locale): (day: number) => string {
  const dates = new Map(timeline.map((record) => [record.day, record.date]));
  const first = timeline[0]?.day;
  const month = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
  return (day) => {
    const date = dates.get(day);
    if (!date) return '';
    const name = month.format(utc(date));
    // The year is written in full, so that "Jan 27" cannot be read as the 27th of January.
    return day === first || date.slice(5, 7) === '01' ? `${name} ${date.slice(0, 4)}` : name;
  };
}

/** A day's date in full, as tooltips, the table and the selected-day captions write it. */
export function dateFormatter(locale: Locale): (date: string) => string {
  const format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return (date) => format.format(utc(date));
}
