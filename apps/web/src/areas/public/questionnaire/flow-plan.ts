import type { UpgradeTarget } from './upgrade-target';

/**
 * What one run of the questionnaire flow does: which questionnaire it fills (the link's own, or the
 * one an upgrade grows a sent one into), whether personal details come first, which steps it shows,
 * and what sending ends in.
 */
export interface FlowPlan {
  /** The upgrade being filled, or null for the link's own questionnaire. */
  readonly upgrade: UpgradeTarget | null;
  readonly askDetails: boolean;
  /** Every step, or only those with a question not answered before. */
  readonly steps: 'all' | 'new';
  /**
   * After sending: the sent screen, which offers an upgrade where there is one; or, after an upgrade,
   * back to the link's sent questionnaire, which offers the next upgrade if any.
   */
  readonly end: 'sent-screen' | 'back-to-sent';
}

/** The plan for a link, by its `upgrade` parameter. */
export function flowPlan(upgrade: UpgradeTarget | null): FlowPlan {
  if (upgrade) return { upgrade, askDetails: false, steps: 'new', end: 'back-to-sent' };
  return { upgrade: null, askDetails: true, steps: 'all', end: 'sent-screen' };
}
