import type { AssemblySearch, YearScore } from './advice-types';

/** A forecast team as the confidence reads it: its members (pool indices) and its year. */
export interface RankedTeam {
  readonly members: readonly number[];
  readonly year: Pick<YearScore, 'score'>;
}

/**
 * How sure the answer is. Every team was forecast: high. Otherwise two signs: how many of the engine's climbs, each
 * from a different good team, ended on the first proposal (agreement), and how far the runner-up falls behind it,
 * relative to the score and per member the two teams differ in (a runner-up one swap away that is 0.01% worse is
 * a near tie; one four swaps away 0.01% worse is a tie). High: at least two thirds of the climbs agree and the
 * runner-up is not a near tie. Low: under a third agree and the runner-up is within 0.1% per swap. Medium otherwise.
 */
export function confidenceOf(exhaustive: boolean, restarts: number, agreeing: number, first: RankedTeam | undefined, second: RankedTeam | undefined): AssemblySearch['confidence'] {
  if (exhaustive) return 'high';
  const agreement = restarts ? agreeing / restarts : 0;
  let gap = Number.POSITIVE_INFINITY;
  if (first && second) {
    const differing = Math.max(1, first.members.filter((i) => !second.members.includes(i)).length);
    gap = (first.year.score - second.year.score) / Math.max(1e-9, Math.abs(first.year.score)) / differing;
  }
  if (agreement >= 2 / 3 && gap >= NEAR_TIE) return 'high';
  if (agreement < 1 / 3 && gap < CLOSE_RUNNER_UP) return 'low';
  return 'medium';
}

/** Relative gaps to the runner-up per swapped member: below the first a near tie, below the second a close one. */
const NEAR_TIE = 1e-4;
const CLOSE_RUNNER_UP = 1e-3;
