/** One day of a pair's year as the charts draw it: relationship indicators in percent, each person's mood −100..100. */
export interface TimelinePoint {
  /** YYYY-MM-DD. */
  date: string;
  familiarity: number;
  cohesion: number;
  /** Null where the person is not in the forecast that day. */
  first: number | null;
  second: number | null;
}

/** A month of the year for the table: the means of its days, rounded for reading. */
export interface TimelineMonth {
  /** YYYY-MM. */
  month: string;
  familiarity: number;
  cohesion: number;
  first: number | null;
  second: number | null;
}

/** What the series are read from: a stored forecast's days and its people's moods. */
export interface TimelineSource {
  readonly days: readonly { readonly date: string; readonly familiarity: number; readonly cohesion: number }[];
  readonly actors: readonly { readonly id: string; readonly satisfaction: readonly (number | null)[] }[];
}

export interface PairTimeline {
  days: TimelinePoint[];
  months: TimelineMonth[];
  /** The first forecast day of each month, where the axis puts its month labels. */
  monthStarts: string[];
}

const percent = (share: number) => (Number.isFinite(share) ? share * 100 : 0);

function mean(values: readonly (number | null)[]): number | null {
  const present = values.filter((value): value is number => value !== null && Number.isFinite(value));
  return present.length === 0 ? null : present.reduce((sum, value) => sum + value, 0) / present.length;
}

const rounded = (value: number | null) => (value === null ? null : Math.round(value));

/**
 * The pair's forecast year as series: each day's familiarity and cohesion with each person's mood, and the
 * same by month for a table. The people are taken in the order given, which is the pair's order.
 */
export function pairTimeline(forecast: TimelineSource, actorIds: readonly [string, string]): PairTimeline {
  const moods = actorIds.map((id) => forecast.actors.find((actor) => actor.id === id)?.satisfaction ?? []);
  const days: TimelinePoint[] = forecast.days.map((day, index) => ({
    date: day.date,
    familiarity: percent(day.familiarity),
    cohesion: percent(day.cohesion),
    first: moods[0]?.[index] ?? null,
    second: moods[1]?.[index] ?? null,
  }));
  const byMonth = new Map<string, TimelinePoint[]>();
  for (const day of days) {
    const month = day.date.slice(0, 7);
    const list = byMonth.get(month);
    if (list) list.push(day);
    else byMonth.set(month, [day]);
  }
  const months = [...byMonth].map(([month, list]) => ({
    month,
    familiarity: rounded(mean(list.map((day) => day.familiarity))) ?? 0,
    cohesion: rounded(mean(list.map((day) => day.cohesion))) ?? 0,
    first: rounded(mean(list.map((day) => day.first))),
    second: rounded(mean(list.map((day) => day.second))),
  }));
  const monthStarts = [...byMonth.values()].map((list) => list[0]!.date);
  return { days, months, monthStarts };
}

/** A date of the forecast (YYYY-MM-DD or YYYY-MM) as a calendar day at noon UTC, so no time zone moves it to another day. */
export function calendarDate(date: string): Date {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day, 12));
}
