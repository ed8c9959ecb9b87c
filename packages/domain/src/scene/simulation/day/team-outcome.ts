import { normalCdf } from '../../../model/math';
import { gaussian } from '../../hash-random';
import { SIMULATION_RATES as R, STREAMS } from '../rates';
import type { DayRun } from './day-run';

/** How the team did today; one object per run, overwritten each day. */
export interface TeamOutcome {
  microclimate: number;
  microclimateSpread: number;
  performance: number;
  power: number;
}

export const emptyOutcome = (): TeamOutcome => ({ microclimate: 0, microclimateSpread: 0, performance: 0, power: 0 });

/**
 * The members' make-up, summed in the roster's order: it changes only when someone's level does, so the run
 * works it out on those days alone.
 */
export function weighMakeup(run: DayRun): void {
  const { zA, zC, qualification, professionalism } = run.prepared;
  const { member, makeup } = run;
  let sumA = 0;
  let sumA2 = 0;
  let minA = Number.POSITIVE_INFINITY;
  let sumC = 0;
  let sumC2 = 0;
  let sumK = 0;
  let sumP = 0;
  for (let i = 0; i < run.actors; i += 1) {
    if (member[i] === 0) continue;
    const a = zA[i]!;
    const c = zC[i]!;
    sumA += a;
    sumA2 += a * a;
    minA = Math.min(minA, a);
    sumC += c;
    sumC2 += c * c;
    sumK += qualification[i]!;
    sumP += professionalism[i]!;
  }
  makeup.sumA = sumA;
  makeup.sumA2 = sumA2;
  makeup.minA = minA;
  makeup.sumC = sumC;
  makeup.sumC2 = sumC2;
  makeup.sumK = sumK;
  makeup.sumP = sumP;
}

/**
 * Microclimate from the members' moods (summed by the mood phase); cohesion moves toward the contact-weighted quality and is pulled
 * by yesterday's performance; performance from composition and process; power from performance and
 * capacity. Updates the state's cohesion and performance and writes `outcome`. Sums run in the roster's order.
 */
export function teamOutcome(run: DayRun, t: number, outcome: TeamOutcome): void {
  const { leaderZ, seed } = run.prepared;
  const { state, members, lead, manager, makeup, moodSum, moodSquares, capacity } = run;
  const { sumA, sumA2, minA, sumC, sumC2, sumK, sumP } = makeup;
  let performance = 0;
  let power = 0;
  const microclimate = members ? moodSum / members : 0;
  const microclimateSpread = members ? Math.sqrt(Math.max(0, moodSquares / members - microclimate * microclimate)) : 0;
  if (members > 0) {
    const meanQuality = run.exposure > 0 ? run.qualityExposure / run.exposure : 0;
    const size = members <= R.cohesionSize ? 1 : Math.sqrt(R.cohesionSize / members);
    const cohesionTarget = Math.max(0, Math.min(1, ((meanQuality + 1) / 2) * size + R.cohesionPerformancePull * (state.performance - 0.5)));
    state.cohesion += (cohesionTarget > state.cohesion ? R.cohesionRise : R.cohesionFall) * (cohesionTarget - state.cohesion);
    const meanA = sumA / members;
    const meanC = sumC / members;
    const make =
      R.meanAgreeableness * meanA +
      R.meanConscientiousness * meanC -
      R.spreadConscientiousness * Math.sqrt(Math.max(0, sumC2 / members - meanC * meanC)) -
      R.spreadAgreeableness * Math.sqrt(Math.max(0, sumA2 / members - meanA * meanA)) +
      R.minimumAgreeableness * minA +
      R.meanQualification * (sumK / members - 0.5) +
      R.meanProfessionalism * (sumP / members - 0.5);
    const process =
      R.cohesionWeight * (state.cohesion - 0.5) +
      R.familiarityWeight * ((run.exposure > 0 ? run.familiarityExposure / run.exposure : 0) - 0.5) +
      (lead >= 0 ? R.leadQuality * leaderZ[lead]! : 0) +
      (manager >= 0 ? R.managerQuality * leaderZ[manager]! : 0);
    performance = normalCdf(make + process + R.performanceNoise * gaussian(seed, STREAMS.performance, t, 0));
    power = performance * capacity * members ** -R.coordinationLoss;
  }
  state.performance = performance;
  outcome.microclimate = microclimate;
  outcome.microclimateSpread = microclimateSpread;
  outcome.performance = performance;
  outcome.power = power;
}
