/** The code shown instead of an end year still to come; the app translates it. */
export const PRESENT_TIME = 'present_time';

export interface YearRangeLabel {
  readonly from: number;
  readonly to: number | typeof PRESENT_TIME;
}

/**
 * The label of a year range: the end year reads 'present time' when it is greater than the
 * current year, which the caller passes in (the domain reads no clock).
 */
export function yearRangeLabel(startYear: number, endYear: number, currentYear: number): YearRangeLabel {
  return { from: startYear, to: endYear > currentYear ? PRESENT_TIME : endYear };
}
