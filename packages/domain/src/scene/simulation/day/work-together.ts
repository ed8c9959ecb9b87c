import { DEFAULT_INTERACTION_HOURS } from '../../scene-types';
import { SIMULATION_RATES as R } from '../rates';
import type { DayRun } from './day-run';

// Exposure is compared with the default's (5 of 40 hours, an eighth): a power of two, so multiplying by its
// reciprocal gives what dividing would, to the bit.
const EXPOSURE_SCALE = R.fullWeekHours / DEFAULT_INTERACTION_HOURS;

/**
 * A day of the pairs: familiarity grows with contact on workdays (and decays for pairs not both in the
 * team), relationship quality moves to its target, and each member tallies the contact, the quality and
 * the moods around them that the mood phase needs; the team's exposure sums go on the run. In a team every
 * two members work together, at the default hours unless set; in an organisation only the pairs set do.
 */
export function workTogether(run: DayRun, workday: boolean): void {
  const { pairA, pairB, fit, remoteFit, surface, declared } = run.prepared;
  const { familiarity, quality, hours, remote, mood } = run.state;
  const { member, lead, contact, qualityContact, contagionSum, contagionWeight, weekHours, members } = run;
  const defaultHours = members > 1 ? Math.min(DEFAULT_INTERACTION_HOURS, R.fullWeekHours / (members - 1)) : 0;
  const keep = 1 - R.familiarityDecay;
  let exposureSum = 0;
  let qualitySum = 0;
  let familiaritySum = 0;
  for (let p = 0; p < pairA.length; p += 1) {
    const a = pairA[p]!;
    const b = pairB[p]!;
    let h = hours[p]!;
    if (Number.isNaN(h)) h = declared ? -1 : defaultHours;
    if ((member[a]! & member[b]!) === 0 || h < 0) {
      if (workday) familiarity[p] = familiarity[p]! * keep;
      continue;
    }
    const f = familiarity[p]!;
    const away = remote[p] === 1;
    const exposure = (h / R.fullWeekHours) * (away ? 1 - R.remotePenalty * (1 - f) : 1);
    weekHours[a]! += h;
    weekHours[b]! += h;
    let q = quality[p]!;
    if (workday) {
      familiarity[p] = f + R.familiarityGain * exposure * (1 - f);
      const target = (1 - f) * surface[p]! + f * (away ? remoteFit[p]! : fit[p]!);
      const rate = R.qualityRate * Math.min(1, exposure * EXPOSURE_SCALE);
      q = Math.max(-1, Math.min(1, q + rate * (target - q)));
      quality[p] = q;
    }
    const weighted = exposure * q;
    contact[a]! += exposure;
    contact[b]! += exposure;
    qualityContact[a]! += weighted;
    qualityContact[b]! += weighted;
    // The lead's mood spreads more than anyone else's.
    const towardsA = b === lead ? exposure * R.leadContagion : exposure;
    const towardsB = a === lead ? exposure * R.leadContagion : exposure;
    contagionSum[a]! += towardsA * mood[b]!;
    contagionWeight[a]! += towardsA;
    contagionSum[b]! += towardsB * mood[a]!;
    contagionWeight[b]! += towardsB;
    exposureSum += exposure;
    qualitySum += weighted;
    familiaritySum += exposure * familiarity[p]!;
  }
  run.exposure = exposureSum;
  run.qualityExposure = qualitySum;
  run.familiarityExposure = familiaritySum;
}
