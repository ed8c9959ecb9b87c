import { DEFAULT_INTERACTION_HOURS } from '../../scene-types';
import { SIMULATION_RATES as R } from '../rates';
import type { DayRun } from './day-run';

// Exposure is compared with the default's (5 of 40 hours, an eighth): a power of two, so multiplying by its
// reciprocal gives what dividing would, to the bit.
const EXPOSURE_SCALE = R.fullWeekHours / DEFAULT_INTERACTION_HOURS;
// The rates as plain numbers, so the pair loop reads no object.
const WEEK = R.fullWeekHours;
const REMOTE_PENALTY = R.remotePenalty;
const GAIN = R.familiarityGain;
const QUALITY_RATE = R.qualityRate;
const LEAD_CONTAGION = R.leadContagion;

/**
 * Who works with whom today, and how much: each pair's share of a full week (−1 when the pair does not work
 * together today) and each actor's weekly hours. These change only when someone's level or a setting changes,
 * so the run recomputes them on those days alone. In a team every two members work together, at the default
 * hours unless set; in an organisation only the pairs set do.
 */
export function planWeek(run: DayRun): void {
  const { pairA, pairB, declared } = run.prepared;
  const { hours } = run.state;
  const { member, share, weekHours, members } = run;
  const defaultHours = members > 1 ? Math.min(DEFAULT_INTERACTION_HOURS, WEEK / (members - 1)) : 0;
  weekHours.fill(0);
  for (let p = 0; p < pairA.length; p += 1) {
    const a = pairA[p]!;
    const b = pairB[p]!;
    let h = hours[p]!;
    if (Number.isNaN(h)) h = declared ? -1 : defaultHours;
    if ((member[a]! & member[b]!) === 0 || h < 0) {
      share[p] = -1;
      continue;
    }
    share[p] = h / WEEK;
    weekHours[a]! += h;
    weekHours[b]! += h;
  }
}

/**
 * A day of the pairs: familiarity grows with contact on workdays (and decays for pairs not working together),
 * relationship quality moves to its target, and each member tallies the contact, the quality and the moods
 * around them that the mood phase needs; the team's exposure sums go on the run.
 */
export function workTogether(run: DayRun, workday: boolean): void {
  const { fit, remoteFit, surface, pairA, pairB } = run.prepared;
  const { familiarity, quality, remote, mood } = run.state;
  const { share, lead, contact, qualityContact, contagionSum, contagionWeight } = run;
  const keep = 1 - R.familiarityDecay;
  let exposureSum = 0;
  let qualitySum = 0;
  let familiaritySum = 0;
  const pairs = share.length;
  for (let p = 0; p < pairs; p += 1) {
    const weekShare = share[p]!;
    if (weekShare < 0) {
      if (workday) familiarity[p] = familiarity[p]! * keep;
      continue;
    }
    const a = pairA[p]!;
    const b = pairB[p]!;
    const f = familiarity[p]!;
    const away = remote[p] === 1;
    const exposure = weekShare * (away ? 1 - REMOTE_PENALTY * (1 - f) : 1);
    let q = quality[p]!;
    if (workday) {
      familiarity[p] = f + GAIN * exposure * (1 - f);
      const target = (1 - f) * surface[p]! + f * (away ? remoteFit[p]! : fit[p]!);
      const scaled = exposure * EXPOSURE_SCALE;
      const rate = QUALITY_RATE * (scaled > 1 ? 1 : scaled);
      // Clamped to −1..1 with comparisons, which give what Math.min and Math.max would, NaN and −0 included.
      const moved = q + rate * (target - q);
      q = moved < -1 ? -1 : moved > 1 ? 1 : moved;
      quality[p] = q;
    }
    const weighted = exposure * q;
    contact[a]! += exposure;
    contact[b]! += exposure;
    qualityContact[a]! += weighted;
    qualityContact[b]! += weighted;
    // The lead's mood spreads more than anyone else's.
    const towardsA = b === lead ? exposure * LEAD_CONTAGION : exposure;
    const towardsB = a === lead ? exposure * LEAD_CONTAGION : exposure;
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
