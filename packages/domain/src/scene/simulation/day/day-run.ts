import type { GaussianDay } from '../../hash-random';
import type { PreparedScene } from '../prepare';
import type { SimulationOutput, SimulationState } from '../state';

/**
 * A run in progress: the prepared scene, the state it carries from day to day, and today's tallies, all as
 * arrays indexed by actor or pair (struct of arrays). The phases of a day read and write these and allocate
 * nothing, so a year costs what its loops cost.
 */
export interface DayRun {
  readonly prepared: PreparedScene;
  readonly state: SimulationState;
  readonly output: SimulationOutput;
  readonly actors: number;
  /** Today's level per actor (−1 not in the team, 0 member, 1 lead, 2 manager), and 1 for a member (level 0 or 1). */
  readonly level: Int8Array;
  readonly member: Uint8Array;
  /** Each pair's share of a full week together (−1: not working together), kept until someone's level or a setting changes. */
  readonly share: Float64Array;
  /** Today's exposure to the others, exposure-weighted quality, contagion pull and its weight; weekly hours, kept like `share`. */
  readonly contact: Float64Array;
  readonly qualityContact: Float64Array;
  readonly contagionSum: Float64Array;
  readonly contagionWeight: Float64Array;
  readonly weekHours: Float64Array;
  /** Setting changes by day (day − firstDay): the pair, its hours and whether remote (1) or not (0), in the order they apply. */
  readonly changes: readonly (Float64Array | undefined)[];
  /** Pairs that have settings, in the order the day's interactions list them. */
  readonly setPairs: Int32Array;
  /** The day's prefixes of the mood noise. */
  readonly draws: GaussianDay;
  /** Who the team is today: lead and manager (−1: none) and how many members. */
  lead: number;
  manager: number;
  members: number;
  /** Whether anyone's level or any pair's setting changed today: yesterday's interaction list no longer holds. */
  changed: boolean;
  /** The members' make-up (sums of z of A and C and their squares, least z of A, sums of K and P), kept like `share`. */
  readonly makeup: Makeup;
  /** Today's members' moods, their squares and the members' capacity, summed as the mood phase moves them. */
  moodSum: number;
  moodSquares: number;
  capacity: number;
  /** Today's team exposure and its quality- and familiarity-weighted sums. */
  exposure: number;
  qualityExposure: number;
  familiarityExposure: number;
}

export interface Makeup {
  sumA: number;
  sumA2: number;
  minA: number;
  sumC: number;
  sumC2: number;
  sumK: number;
  sumP: number;
}

/** A run of `prepared` from `state`, writing into `output`. */
export function startRun(prepared: PreparedScene, state: SimulationState, output: SimulationOutput): DayRun {
  const n = prepared.ids.length;
  const perActor = () => new Float64Array(n);
  const changes = new Map<number, number[]>();
  for (const [p, list] of prepared.settings) {
    for (const setting of list) {
      const day = Math.max(setting.day, prepared.firstDay);
      const today = changes.get(day);
      const change = [p, setting.hours, setting.remote ? 1 : 0];
      if (today) today.push(...change);
      else changes.set(day, change);
    }
  }
  return {
    prepared,
    state,
    output,
    actors: n,
    // No one has a level before the first day, so the first day always counts as a change.
    level: new Int8Array(n).fill(-2),
    member: new Uint8Array(n),
    contact: perActor(),
    qualityContact: perActor(),
    contagionSum: perActor(),
    contagionWeight: perActor(),
    weekHours: perActor(),
    share: new Float64Array(prepared.pairA.length).fill(-1),
    changes: Array.from({ length: prepared.lastDay - prepared.firstDay + 1 }, (_, index) => {
      const list = changes.get(prepared.firstDay + index);
      return list && Float64Array.from(list);
    }),
    setPairs: Int32Array.from(prepared.settings.keys()),
    draws: { u: 0, v: 0 },
    lead: -1,
    manager: -1,
    members: 0,
    changed: true,
    makeup: { sumA: 0, sumA2: 0, minA: Number.POSITIVE_INFINITY, sumC: 0, sumC2: 0, sumK: 0, sumP: 0 },
    moodSum: 0,
    moodSquares: 0,
    capacity: 0,
    exposure: 0,
    qualityExposure: 0,
    familiarityExposure: 0,
  };
}

/** Applies the setting changes that take effect on the day (index: day − firstDay). */
export function applySettings(run: DayRun, index: number): void {
  const list = run.changes[index];
  if (list === undefined) return;
  const { hours, remote } = run.state;
  for (let k = 0; k < list.length; k += 3) {
    const p = list[k]!;
    hours[p] = list[k + 1]!;
    remote[p] = list[k + 2]!;
  }
  run.changed = true;
}

/** Availability ramps up over the first weeks after an actor becomes active. */
export const availability = (activeSince: number, t: number, rampDays: number): number => Math.min(1, (t - activeSince + 1) / rampDays);
