import { normalCdf } from '../../../model/math';
import { gaussian } from '../../hash-random';
import { SIMULATION_RATES as R, STREAMS } from '../rates';
import type { SimulationState } from '../state';
import type { ActorRun } from './cast';
import type { Roster } from './roll-call';
import type { Contact } from './work-together';

/** How the team did today. */
export interface TeamOutcome {
  readonly microclimate: number;
  readonly microclimateSpread: number;
  readonly performance: number;
  readonly power: number;
}

/** Availability ramps up over the first weeks after an actor becomes active. */
export const availability = (actor: ActorRun, t: number): number => Math.min(1, (t - actor.activeSince + 1) / R.rampDays);

/** The members' moods and make-up, summed in the roster's order. */
function composition(actors: readonly ActorRun[], t: number) {
  let moodSum = 0;
  let moodSquares = 0;
  let sumA = 0;
  let sumA2 = 0;
  let minA = Number.POSITIVE_INFINITY;
  let sumC = 0;
  let sumC2 = 0;
  let sumK = 0;
  let sumP = 0;
  let capacity = 0;
  for (const actor of actors) {
    if (!actor.member) continue;
    moodSum += actor.mood;
    moodSquares += actor.mood * actor.mood;
    const a = actor.zA;
    const c = actor.zC;
    sumA += a;
    sumA2 += a * a;
    minA = Math.min(minA, a);
    sumC += c;
    sumC2 += c * c;
    sumK += actor.qualification;
    sumP += actor.professionalism;
    capacity += availability(actor, t) * actor.unit;
  }
  return { moodSum, moodSquares, sumA, sumA2, minA, sumC, sumC2, sumK, sumP, capacity };
}

/**
 * Microclimate from the members' moods; cohesion moves toward the contact-weighted quality and is pulled
 * by yesterday's performance; performance from composition and process; power from performance and
 * capacity. Updates the state's cohesion and performance.
 */
export function teamOutcome(
  actors: readonly ActorRun[],
  roster: Roster,
  contact: Contact,
  state: SimulationState,
  seed: number,
  t: number,
): TeamOutcome {
  const { members, lead, manager } = roster;
  const sums = composition(actors, t);
  let performance = 0;
  let power = 0;
  const microclimate = members ? sums.moodSum / members : 0;
  const microclimateSpread = members ? Math.sqrt(Math.max(0, sums.moodSquares / members - microclimate * microclimate)) : 0;
  if (members > 0) {
    const meanQuality = contact.exposure > 0 ? contact.quality / contact.exposure : 0;
    const size = members <= R.cohesionSize ? 1 : Math.sqrt(R.cohesionSize / members);
    const cohesionTarget = Math.max(0, Math.min(1, ((meanQuality + 1) / 2) * size + R.cohesionPerformancePull * (state.performance - 0.5)));
    state.cohesion += (cohesionTarget > state.cohesion ? R.cohesionRise : R.cohesionFall) * (cohesionTarget - state.cohesion);
    const meanA = sums.sumA / members;
    const meanC = sums.sumC / members;
    const make =
      R.meanAgreeableness * meanA +
      R.meanConscientiousness * meanC -
      R.spreadConscientiousness * Math.sqrt(Math.max(0, sums.sumC2 / members - meanC * meanC)) -
      R.spreadAgreeableness * Math.sqrt(Math.max(0, sums.sumA2 / members - meanA * meanA)) +
      R.minimumAgreeableness * sums.minA +
      R.meanQualification * (sums.sumK / members - 0.5) +
      R.meanProfessionalism * (sums.sumP / members - 0.5);
    const process =
      R.cohesionWeight * (state.cohesion - 0.5) +
      R.familiarityWeight * ((contact.exposure > 0 ? contact.familiarity / contact.exposure : 0) - 0.5) +
      (lead !== null ? R.leadQuality * lead.leaderZ : 0) +
      (manager !== null ? R.managerQuality * manager.leaderZ : 0);
    performance = normalCdf(make + process + R.performanceNoise * gaussian(seed, STREAMS.performance, t, 0));
    power = performance * sums.capacity * members ** -R.coordinationLoss;
  }
  state.performance = performance;
  return { microclimate, microclimateSpread, performance, power };
}
