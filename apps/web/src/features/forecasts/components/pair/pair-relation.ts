import type { EndpointInput, PairCompatibilityView, runPair } from '@teamcast/contract';

/** What a pair is checked for: working together, love, or friendship. */
export const PAIR_RELATIONS = ['work', 'love', 'friend'] as const;
export type PairRelation = (typeof PAIR_RELATIONS)[number];

export const isPairRelation = (value: string | null): value is PairRelation => value !== null && (PAIR_RELATIONS as readonly string[]).includes(value);

/**
 * The run a relation asks for. The model's friendship weights are its love weights (no comparable
 * meta-analysis of friendships exists), so a friendship check runs the relationship model as love does
 * and only names it differently.
 */
export function runBodyOf(relation: PairRelation): EndpointInput<typeof runPair>['body'] {
  return relation === 'work' ? {} : { type: 'love' };
}

/**
 * The relation a stored result speaks of: a work run is work whatever is chosen now; a relationship run
 * reads as the relationship the screen is about, love unless friendship is chosen.
 */
export function relationOfResult(compatibility: PairCompatibilityView, chosen: PairRelation): PairRelation {
  if (compatibility.relation === 'WORK' || !compatibility.love) return 'work';
  return chosen === 'friend' ? 'friend' : 'love';
}
