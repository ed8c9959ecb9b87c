/** A comparison takes two to four teams (spec section 3: compare-teams request). */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;

export type CompareIssue = 'tooFew' | 'tooMany';

export function compareIssue(selected: readonly string[]): CompareIssue | null {
  if (selected.length < COMPARE_MIN) return 'tooFew';
  if (selected.length > COMPARE_MAX) return 'tooMany';
  return null;
}

/**
 * The teams another screen asked to compare (`?teams=<id>,<id>`): each once, in the order given, at most
 * as many as a comparison takes.
 */
export function teamsFromQuery(value: string | null): string[] {
  if (!value) return [];
  const ids = value
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
  return [...new Set(ids)].slice(0, COMPARE_MAX);
}

/** The colour of each compared team, the same in the chart, the table and the legend. */
export const teamColors = ['blue.6', 'orange.6', 'teal.6', 'grape.6'] as const;

/** The forecast year cut into twelve parts of nearly equal length, as [first, last] day indexes. */
export function monthsOf(days: number): [number, number][] {
  return Array.from({ length: 12 }, (_, month): [number, number] => [Math.floor((month * days) / 12), Math.floor(((month + 1) * days) / 12) - 1]).filter(
    ([first, last]) => last >= first,
  );
}
