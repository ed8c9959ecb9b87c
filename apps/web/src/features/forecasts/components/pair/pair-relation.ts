import type { EndpointInput, PairCompatibilityView, runPair } from '@teamcast/contract';

/** What a pair is checked for: working together, love, or friendship. */
export const PAIR_RELATIONS = ['work', 'love', 'friend'] as const;
export type PairRelation = (typeof PAIR_RELATIONS)[number];

export const isPairRelation = (value: string | null): value is PairRelation => value !== null && (PAIR_RELATIONS as readonly string[]).includes(value);

/** The run a relation asks for: work is the run's default; love and friendship each run with the model's own weights. */
export function runBodyOf(relation: PairRelation): EndpointInput<typeof runPair>['body'] {
  return relation === 'work' ? {} : { type: relation };
}

const relationOfRun = { WORK: 'work', LOVE: 'love', FRIEND: 'friend' } as const satisfies Record<PairCompatibilityView['relation'], PairRelation>;

/**
 * The relation a stored result was computed for, whatever is chosen on the form now: a run is read as
 * what it was made for. A relationship run without its score has nothing but work to show.
 */
export function relationOfResult(compatibility: PairCompatibilityView): PairRelation {
  if (!compatibility.love) return 'work';
  return relationOfRun[compatibility.relation];
}
