import { calendarDate } from './timeline-series';

/**
 * The room a month's label needs on the chart's axis, in pixels: the longest short month name at the
 * axis' 12 px ("сент.", "Sept") with a gap either side.
 */
export const MONTH_LABEL_ROOM = 44;

/** What the chart takes beside its plot: the value axis on the left and the margins. */
export const VALUE_AXIS_ROOM = 70;

/** Every month, else every second, third, fourth or sixth: a regular rhythm reads as a calendar. */
const STEPS = [1, 2, 3, 4, 6] as const;

const DAY = 24 * 60 * 60 * 1000;
const daysBetween = (from: string, to: string) => Math.round((calendarDate(to).getTime() - calendarDate(from).getTime()) / DAY);

/**
 * The month starts to label on an axis of the given plot width, so no two labels run into each other:
 * the whole months in a regular rhythm, and a first month cut short by a start within it only where its
 * label has room before the next. An unknown width (not measured yet) labels every month, as a wide
 * screen does.
 */
export function monthTicks(monthStarts: readonly string[], dayCount: number, plotWidth: number): string[] {
  const [first] = monthStarts;
  if (first === undefined || plotWidth <= 0 || dayCount <= 1) return [...monthStarts];
  const pixelsPerDay = plotWidth / (dayCount - 1);
  const apart = (from: string, to: string) => daysBetween(from, to) * pixelsPerDay >= MONTH_LABEL_ROOM;
  const partial = first.endsWith('-01') ? null : first;
  const whole = partial ? monthStarts.slice(1) : [...monthStarts];
  const inRhythm = (step: number) => whole.filter((_, index) => index % step === 0);
  const step = STEPS.find((candidate) => inRhythm(candidate).every((date, index, kept) => index === 0 || apart(kept[index - 1]!, date))) ?? STEPS[4];
  const kept = inRhythm(step);
  return partial && (kept[0] === undefined || apart(partial, kept[0])) ? [partial, ...kept] : kept;
}
