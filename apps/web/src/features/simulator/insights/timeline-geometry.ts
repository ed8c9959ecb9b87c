/** Where a timeline chart draws: the plot's box inside the drawing, in pixels. */
export interface PlotBox {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

export type Scale = (value: number) => number;

/** A linear map of [from0, from1] onto [to0, to1]; a domain of no width maps everything to its start. */
export function linearScale([from0, from1]: readonly [number, number], [to0, to1]: readonly [number, number]): Scale {
  const span = from1 - from0;
  if (span === 0) return () => to0;
  const ratio = (to1 - to0) / span;
  return (value) => to0 + (value - from0) * ratio;
}

/** A step of 1, 2, 2.5 or 5 times a power of ten, the smallest not below `rough`. */
function niceStep(rough: number): number {
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].find((factor) => factor * power >= rough * (1 - 1e-9)) ?? 10;
  return step * power;
}

/**
 * The y axis's range and ticks: a fixed domain keeps the ticks given; an open top ('auto') ends at the
 * first round value above the highest point, in about four even steps, as chart libraries do.
 */
export function valueAxis(domain: readonly [number, number | 'auto'], ticks: readonly number[] | undefined, values: Iterable<number | null>): { domain: [number, number]; ticks: number[] } {
  const [low, top] = domain;
  if (top !== 'auto') return { domain: [low, top], ticks: ticks ? [...ticks] : [low, top] };
  let highest = low;
  for (const value of values) if (value !== null && value > highest) highest = value;
  if (highest <= low) return { domain: [low, low + 1], ticks: [low, low + 1] };
  const step = niceStep((highest - low) / 4);
  const end = Number((low + Math.ceil((highest - low) / step - 1e-9) * step).toPrecision(12));
  const count = Math.round((end - low) / step);
  return { domain: [low, end], ticks: Array.from({ length: count + 1 }, (_, index) => Number((low + index * step).toPrecision(12))) };
}

/**
 * One series as an SVG path: a segment for each run of values, broken where a value is missing, so the
 * past's line and the forecast's each cover only their own days. One decimal is as fine as a screen shows.
 */
export function linePath(days: readonly number[], values: readonly (number | null)[], x: Scale, y: Scale): string {
  let path = '';
  let drawing = false;
  for (let index = 0; index < days.length; index += 1) {
    const value = values[index];
    if (value === null || value === undefined) {
      drawing = false;
      continue;
    }
    path += `${drawing ? 'L' : 'M'}${x(days[index]!).toFixed(1)},${y(value).toFixed(1)}`;
    drawing = true;
  }
  return path;
}

/** The index of the day nearest to `day` in days sorted ascending. */
export function nearestIndex(days: readonly number[], day: number): number {
  if (days.length === 0) return -1;
  let low = 0;
  let high = days.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (days[middle]! < day) low = middle + 1;
    else high = middle;
  }
  return low > 0 && day - days[low - 1]! <= days[low]! - day ? low - 1 : low;
}

/** A label's width in pixels at the axis's 12 px, near enough to keep labels apart without measuring text. */
export const labelWidth = (label: string): number => label.length * 6.6;

/**
 * The time axis's ticks that fit: every tick if their labels keep `gap` pixels apart, else every second, third…
 * counted from the first, so the ticks left stay evenly spaced and the first is always named.
 */
export function fittingTicks(ticks: readonly number[], x: Scale, labelOf: (tick: number) => string, gap = 10): number[] {
  const boxes = ticks.map((tick) => ({ tick, centre: x(tick), half: labelWidth(labelOf(tick)) / 2 }));
  for (let step = 1; step <= Math.max(1, boxes.length); step += 1) {
    const kept = boxes.filter((_, index) => index % step === 0);
    if (kept.every((box, index) => index === 0 || box.centre - box.half >= kept[index - 1]!.centre + kept[index - 1]!.half + gap)) return kept.map((box) => box.tick);
  }
  return ticks.slice(0, 1);
}
