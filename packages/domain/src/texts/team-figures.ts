import type { Locale } from '../locale';
import type { TeamOrientation } from '../model/person/orientation';

/**
 * The part of a forecast's power record that screens and texts of team results speak of (spec section 3:
 * the power record). Means over the forecast year: cohesion, performance and precision 0..1, microclimate
 * −100..100; power in the model's units, `staticMaxPower` the most the line-up could give.
 */
export interface TeamPowerFigures {
  readonly statisticPower: number;
  readonly currentPower: number;
  readonly minPower: number;
  readonly maxPower: number;
  readonly staticMaxPower: number;
  readonly cohesion: number;
  readonly performance: number;
  readonly microclimate: number;
  readonly precision: number;
  readonly groupOrientation: {
    readonly orientation: TeamOrientation | null;
    /** Share of each aspect in the sum of the three, percent. */
    readonly competence: number;
    readonly professionalism: number;
    readonly personalMaturity: number;
    /** The team's mean of each aspect, 0..1. */
    readonly competence_value: number;
    readonly professionalism_value: number;
    readonly personalMaturity_value: number;
  };
}

// A stored result is finite, but a text must never say "NaN"; `+ 0` turns −0 into 0.
export const finiteOrZero = (value: number): number => (Number.isFinite(value) ? value + 0 : 0);

/** How much of what its people could give the team gives over the year, 0..1. */
export function powerShare(power: Pick<TeamPowerFigures, 'statisticPower' | 'staticMaxPower'>): number {
  const max = finiteOrZero(power.staticMaxPower);
  if (max <= 0) return 0;
  return Math.min(1, Math.max(0, finiteOrZero(power.statisticPower) / max));
}

/** Numbers of one language, the same output for the same input. */
export function figureFormat(locale: Locale) {
  const tag = locale === 'ru' ? 'ru-RU' : 'en-GB';
  const decimal = new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const whole = new Intl.NumberFormat(tag, { maximumFractionDigits: 0 });
  const signed = new Intl.NumberFormat(tag, { maximumFractionDigits: 0, signDisplay: 'exceptZero' });
  const percent = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 0 });
  const round = (value: number, digits: number) => finiteOrZero(Math.round(finiteOrZero(value) * 10 ** digits) / 10 ** digits);
  return {
    /** Power in the model's units, two decimals. */
    power: (value: number) => decimal.format(round(value, 2)),
    whole: (value: number) => whole.format(round(value, 0)),
    signed: (value: number) => signed.format(round(value, 0)),
    /** A share 0..1 as a percent. */
    percent: (value: number) => percent.format(round(value, 2)),
    quote: (title: string) => (locale === 'ru' ? `«${title}»` : `“${title}”`),
    t: (ru: string, en: string) => (locale === 'ru' ? ru : en),
  };
}
export type FigureFormat = ReturnType<typeof figureFormat>;
