import type { PairCompatibilityView } from '@teamcast/contract';

/** What the love site checks a pair for: love, or friendship. Work is the business site's. */
export const LOVE_RELATIONS = ['love', 'friend'] as const;
export type LoveRelation = (typeof LOVE_RELATIONS)[number];

/**
 * The relation a stored result was computed for. A run stored before friendship was a run type of its
 * own (relation LOVE for both) reads as love; a work run has no relationship score to show here.
 */
export function relationOfResult(compatibility: PairCompatibilityView): LoveRelation | null {
  if (!compatibility.love) return null;
  return compatibility.relation === 'FRIEND' ? 'friend' : 'love';
}
