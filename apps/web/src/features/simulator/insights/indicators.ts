import type { Locale } from '@teamcast/domain';

/** The team's indicators a forecast day holds, in the order the charts and the table show them. */
export const INDICATORS = ['cohesion', 'microclimate', 'performance', 'power'] as const;
export type Indicator = (typeof INDICATORS)[number];

export interface IndicatorScale {
  /** The y-axis range: a fixed one where the model bounds the indicator, from zero up where it does not. */
  readonly domain: readonly [number, number | 'auto'];
  readonly ticks?: readonly number[];
}

// Cohesion and performance are shares (0..1), the microclimate is the members' mean mood on the mood
// scale (−100..100), and power is performance times the members' working strength, with no upper bound.
export const INDICATOR_SCALES: Readonly<Record<Indicator, IndicatorScale>> = {
  cohesion: { domain: [0, 1], ticks: [0, 0.25, 0.5, 0.75, 1] },
  microclimate: { domain: [-100, 100], ticks: [-100, -50, 0, 50, 100] },
  performance: { domain: [0, 1], ticks: [0, 0.25, 0.5, 0.75, 1] },
  power: { domain: [0, 'auto'] },
};

const formats: Record<Indicator, Intl.NumberFormatOptions> = {
  cohesion: { style: 'percent', maximumFractionDigits: 0 },
  microclimate: { maximumFractionDigits: 0, signDisplay: 'exceptZero' },
  performance: { style: 'percent', maximumFractionDigits: 0 },
  power: { minimumFractionDigits: 2, maximumFractionDigits: 2 },
};

/** A formatter of one indicator's values in the user's language, as the axes, tooltips and table show them. */
export function indicatorFormatter(indicator: Indicator, locale: Locale): (value: number) => string {
  const format = new Intl.NumberFormat(locale, formats[indicator]);
  // −0 would read as "−0" next to a rounded zero.
  return (value) => format.format(Object.is(value, -0) ? 0 : value);
}
