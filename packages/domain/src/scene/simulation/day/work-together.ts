import { DEFAULT_INTERACTION_HOURS } from '../../scene-types';
import { SIMULATION_RATES as R } from '../rates';
import type { PairRun } from './cast';
import type { Roster } from './roll-call';

/** The team's exposure over all pairs of members today, and its quality- and familiarity-weighted sums. */
export interface Contact {
  readonly exposure: number;
  readonly quality: number;
  readonly familiarity: number;
}

/**
 * A day of the pairs: familiarity grows with contact on workdays (and decays for pairs not both in the
 * team), relationship quality moves to its target, and each member tallies the contact, the quality and
 * the moods around them that the mood phase needs.
 */
export function workTogether(pairs: readonly PairRun[], roster: Roster, workday: boolean): Contact {
  const { members, lead } = roster;
  const defaultHours = members > 1 ? Math.min(DEFAULT_INTERACTION_HOURS, R.fullWeekHours / (members - 1)) : 0;
  let exposureSum = 0;
  let qualitySum = 0;
  let familiaritySum = 0;
  for (const pair of pairs) {
    const { a, b } = pair;
    if (!a.member || !b.member) {
      if (workday) pair.familiarity = pair.familiarity * (1 - R.familiarityDecay);
      continue;
    }
    const h = Number.isNaN(pair.hours) ? defaultHours : pair.hours;
    const f = pair.familiarity;
    const exposure = (h / R.fullWeekHours) * (pair.remote ? 1 - R.remotePenalty * (1 - f) : 1);
    a.weekHours += h;
    b.weekHours += h;
    if (workday) {
      pair.familiarity = f + R.familiarityGain * exposure * (1 - f);
      const fit = pair.fit - (pair.remote ? R.remoteAgreeablenessLoss * Math.max(0, pair.agreeableness) : 0);
      const target = (1 - f) * R.surfaceWeight * pair.surface + f * fit;
      const rate = R.qualityRate * Math.min(1, exposure / (DEFAULT_INTERACTION_HOURS / R.fullWeekHours));
      pair.quality = Math.max(-1, Math.min(1, pair.quality + rate * (target - pair.quality)));
    }
    const q = pair.quality;
    a.contact += exposure;
    b.contact += exposure;
    a.qualityContact += exposure * q;
    b.qualityContact += exposure * q;
    // The lead's mood spreads more than anyone else's.
    const towardsA = exposure * (b === lead ? R.leadContagion : 1);
    const towardsB = exposure * (a === lead ? R.leadContagion : 1);
    a.contagionSum += towardsA * b.mood;
    a.contagionWeight += towardsA;
    b.contagionSum += towardsB * a.mood;
    b.contagionWeight += towardsB;
    exposureSum += exposure;
    qualitySum += exposure * q;
    familiaritySum += exposure * pair.familiarity;
  }
  return { exposure: exposureSum, quality: qualitySum, familiarity: familiaritySum };
}
