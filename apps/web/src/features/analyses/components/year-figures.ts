import type { Locale } from '@teamcast/domain';

/** A forecast year's figures as the assembler and the advisor compare them. */
export interface YearFigures {
  score: number;
  power: number;
  cohesion: number;
  microclimate: number;
}

export const YEAR_PARTS = ['score', 'power', 'cohesion', 'microclimate'] as const;
export type YearPart = (typeof YEAR_PARTS)[number];

/**
 * Each figure in the user's language: the score and power in the power chart's units, cohesion as a
 * percentage (it is a share), the microclimate in the mood scale's points. A difference is signed, and
 * cohesion's difference is in percentage points.
 */
export function yearFormatter(locale: Locale) {
  const decimals = (digits: number, signed: boolean) =>
    new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits, signDisplay: signed ? 'exceptZero' : 'auto' });
  const value = { score: decimals(3, false), power: decimals(2, false), cohesion: decimals(0, false), microclimate: decimals(0, true) };
  const change = { score: decimals(3, true), power: decimals(2, true), cohesion: decimals(1, true), microclimate: decimals(1, true) };
  const clean = (figure: number) => (Object.is(figure, -0) ? 0 : figure);
  return {
    value: (part: YearPart, figure: number) => value[part].format(clean(part === 'cohesion' ? figure * 100 : figure)) + (part === 'cohesion' ? ' %' : ''),
    change: (part: YearPart, figure: number) => change[part].format(clean(part === 'cohesion' ? figure * 100 : figure)),
    /** A difference's size without its sign, for sentences that say which way it goes. */
    amount: (part: YearPart, figure: number) => change[part].format(Math.abs(part === 'cohesion' ? figure * 100 : figure)).replace(/^[+\u2212-]/, ''),
  };
}

/** Whether a difference is worth telling: smaller ones round to nothing at the precision shown. */
export function effectDirection(part: YearPart, difference: number): 'up' | 'down' | 'none' {
  const unit = { score: 0.0005, power: 0.005, cohesion: 0.0005, microclimate: 0.05 }[part];
  if (difference >= unit) return 'up';
  if (difference <= -unit) return 'down';
  return 'none';
}
