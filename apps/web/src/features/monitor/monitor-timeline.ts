import type { MonitorResultView } from '@teamcast/contract';
import type { Locale } from '@teamcast/domain';

export type MonitorTeamView = MonitorResultView['teams'][number];
export type MonitorPersonView = MonitorResultView['people'][number];
export type MonitorIndicator = 'power' | 'cohesion' | 'microclimate';
export const MONITOR_INDICATORS: readonly MonitorIndicator[] = ['power', 'cohesion', 'microclimate'];

const DAY_MS = 86_400_000;
const utc = (date: string): number => Date.parse(`${date}T00:00:00Z`);
const isoOf = (time: number): string => new Date(time).toISOString().slice(0, 10);

/** The date `days` after an ISO date. */
export function addDays(date: string, days: number): string {
  return isoOf(utc(date) + days * DAY_MS);
}

/**
 * The teams' years on one calendar: teams may start on different days, so each team's series is moved
 * to its start's place counted from the earliest start, and every line is drawn against the same dates.
 */
export interface SharedTimeline {
  /** 0, 1, 2… one per calendar day from the earliest start to the latest end. */
  readonly days: readonly number[];
  readonly dates: readonly string[];
  /** Each team's values on those days, by indicator, null outside its year. */
  readonly series: ReadonlyMap<string, Readonly<Record<MonitorIndicator, readonly (number | null)[]>>>;
}

export function sharedTimeline(teams: readonly MonitorTeamView[]): SharedTimeline {
  if (teams.length === 0) return { days: [], dates: [], series: new Map() };
  const origin = teams.reduce((earliest, team) => (team.startDate < earliest ? team.startDate : earliest), teams[0]!.startDate);
  const offsets = teams.map((team) => Math.round((utc(team.startDate) - utc(origin)) / DAY_MS));
  const length = Math.max(...teams.map((team, index) => offsets[index]! + Math.max(team.power.length, team.cohesion.length, team.microclimate.length)));
  const days = Array.from({ length }, (_, day) => day);
  const dates = days.map((day) => addDays(origin, day));
  const series = new Map(
    teams.map((team, index) => {
      const shift = (values: readonly (number | null)[]) => days.map((day) => values[day - offsets[index]!] ?? null);
      return [team.sceneId, { power: shift(team.power), cohesion: shift(team.cohesion), microclimate: shift(team.microclimate) }] as const;
    }),
  );
  return { days, dates, series };
}

/** The first day of each month on the timeline, every second or third month's on a long one. */
export function monthTicks(dates: readonly string[], most = 13): number[] {
  const starts = dates.flatMap((date, day) => (day === 0 || date.slice(0, 7) !== dates[day - 1]!.slice(0, 7) ? [day] : []));
  const step = Math.max(1, Math.ceil(starts.length / most));
  return starts.filter((day) => (Number(dates[day]!.slice(5, 7)) - 1) % step === 0);
}

/** "янв. 2027" on a January and on the first day, otherwise the month alone. */
export function monthLabeller(dates: readonly string[], locale: Locale): (day: number) => string {
  const month = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
  return (day) => {
    const date = dates[day];
    if (!date) return '';
    const name = month.format(utc(date));
    return day === 0 || date.slice(5, 7) === '01' ? `${name} ${date.slice(0, 4)}` : name;
  };
}

/** A date in full ("14 апреля 2027 г."), or without the year ("14 апреля") where the year goes without saying. */
export function dateFormatter(locale: Locale, withYear = true): (date: string) => string {
  const format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', ...(withYear ? { year: 'numeric' } : {}), timeZone: 'UTC' });
  return (date) => format.format(utc(date));
}

/**
 * Colours told apart at a glance, in an order where neighbours differ most; past ten teams they repeat
 * with a dashed line, so two teams never look the same.
 */
const PALETTE = ['blue', 'orange', 'teal', 'grape', 'red', 'lime', 'indigo', 'yellow', 'cyan', 'pink'] as const;

export function teamStyle(index: number): { color: string; dashed: boolean } {
  const shade = index % (PALETTE.length * 2) < PALETTE.length ? 7 : 5;
  return { color: `var(--mantine-color-${PALETTE[index % PALETTE.length]}-${shade})`, dashed: index >= PALETTE.length };
}
