import type { PreparedScene } from '../prepare';
import type { SimulationOutput, SimulationState } from '../state';

/**
 * An actor during a run: what is fixed about them, what they carry from one day to the next (saved in
 * checkpoints), and what today has tallied so far. One object per actor, so that each phase of a day reads
 * and writes named fields instead of parallel arrays.
 */
export interface ActorRun {
  readonly index: number;
  readonly id: string;
  readonly hash: number;
  readonly baseline: number;
  readonly zA: number;
  readonly zC: number;
  readonly qualification: number;
  readonly professionalism: number;
  readonly unit: number;
  readonly leaderZ: number;
  /** Level per day (day − firstDay): −1 not in the team, 0 member, 1 lead, 2 manager. */
  readonly levels: Int8Array;
  /** LMX of this actor as a lead or manager with each actor, by index, as −1..1. */
  readonly lmxAsLeader: Float64Array;
  /** The actor's pairs, in the order of the other actor's index. */
  readonly links: { readonly other: ActorRun; readonly pair: PairRun }[];
  /** Where the day's outputs go, per day (day − firstDay). */
  readonly moodSeries: Float64Array;
  readonly updatedSeries: Uint8Array;
  readonly powerSeries: Float64Array;

  mood: number;
  /** The day the actor last became active (NaN: never). */
  activeSince: number;
  /** Yesterday's mood band (−1: not in the team). */
  band: number;
  /** Since when the actor's week has been over the warning (NaN: it is not), and its most hours since. */
  overSince: number;
  overHours: number;

  level: number;
  member: boolean;
  /** Today's exposure to the others, exposure-weighted quality, contagion pull and its weight, weekly hours. */
  contact: number;
  qualityContact: number;
  contagionSum: number;
  contagionWeight: number;
  weekHours: number;
}

/** A pair of actors (`a` before `b` in the roster's order) during a run. */
export interface PairRun {
  readonly a: ActorRun;
  readonly b: ActorRun;
  readonly fit: number;
  readonly surface: number;
  readonly agreeableness: number;
  familiarity: number;
  quality: number;
  /** Weekly hours set for the pair (NaN: the default) and whether it works remotely. */
  hours: number;
  remote: boolean;
}

export interface SettingChange {
  readonly pair: PairRun;
  readonly hours: number;
  readonly remote: boolean;
}

export interface Cast {
  readonly actors: readonly ActorRun[];
  /** In the order of `pairIndex`, which is also the order the state's per-pair arrays use. */
  readonly pairs: readonly PairRun[];
  /** Setting changes taking effect on each day. */
  readonly changes: ReadonlyMap<number, readonly SettingChange[]>;
  /** Pairs that have settings, in the order the day's interactions list them. */
  readonly setPairs: readonly PairRun[];
}

/** An element the scene prepared for every actor or pair: a missing one means the scene is malformed. */
function item<T>(list: ArrayLike<T>, index: number, what: string): T {
  const value = list[index];
  if (value === undefined) throw new RangeError(`The prepared scene has no ${what} at ${index}`);
  return value;
}

/** The run's actors and pairs, starting from `state`. */
export function castOf(prepared: PreparedScene, state: SimulationState, output: SimulationOutput): Cast {
  const n = prepared.ids.length;
  const actors = prepared.ids.map(
    (id, i): ActorRun => ({
      index: i,
      id,
      hash: item(prepared.hashes, i, 'hash'),
      baseline: item(prepared.baseline, i, 'baseline'),
      zA: item(prepared.zA, i, 'agreeableness'),
      zC: item(prepared.zC, i, 'conscientiousness'),
      qualification: item(prepared.indicators, i, 'indicators').qualification.value,
      professionalism: item(prepared.indicators, i, 'indicators').professionalism.value,
      unit: item(prepared.unit, i, 'power unit'),
      leaderZ: item(prepared.leaderZ, i, 'leader quality'),
      levels: item(prepared.levels, i, 'timeline'),
      lmxAsLeader: prepared.lmx.subarray(i * n, (i + 1) * n),
      links: [],
      moodSeries: item(output.mood, i, 'mood series'),
      updatedSeries: item(output.updated, i, 'updated series'),
      powerSeries: item(output.power, i, 'power series'),
      mood: item(state.mood, i, 'mood'),
      activeSince: item(state.activeSince, i, 'start'),
      band: item(state.band, i, 'band'),
      overSince: item(state.overSince, i, 'overwork start'),
      overHours: item(state.overHours, i, 'overwork hours'),
      level: -1,
      member: false,
      contact: 0,
      qualityContact: 0,
      contagionSum: 0,
      contagionWeight: 0,
      weekHours: 0,
    }),
  );
  const pairs: PairRun[] = [];
  for (const [i, a] of actors.entries()) {
    for (const b of actors.slice(i + 1)) {
      const p = pairs.length;
      const pair: PairRun = {
        a,
        b,
        fit: item(prepared.fit, p, 'fit'),
        surface: item(prepared.surface, p, 'surface similarity'),
        agreeableness: item(prepared.pairAgreeableness, p, 'pair agreeableness'),
        familiarity: item(state.familiarity, p, 'familiarity'),
        quality: item(state.quality, p, 'quality'),
        hours: item(state.hours, p, 'hours'),
        remote: state.remote[p] === 1,
      };
      pairs.push(pair);
      // The outer loop runs in the roster's order, so every actor's links come out in the other's order.
      a.links.push({ other: b, pair });
      b.links.push({ other: a, pair });
    }
  }
  const changes = new Map<number, SettingChange[]>();
  for (const [p, list] of prepared.settings) {
    const pair = item(pairs, p, 'pair');
    for (const setting of list) {
      const day = Math.max(setting.day, prepared.firstDay);
      changes.set(day, [...(changes.get(day) ?? []), { pair, hours: setting.hours, remote: setting.remote }]);
    }
  }
  const setPairs = [...prepared.settings.keys()].map((p) => item(pairs, p, 'pair'));
  return { actors, pairs, changes, setPairs };
}

/** Writes what the cast carries from day to day back into `state`, for a checkpoint or the run's end. */
export function saveCast(cast: Cast, state: SimulationState): void {
  for (const actor of cast.actors) {
    state.mood[actor.index] = actor.mood;
    state.activeSince[actor.index] = actor.activeSince;
    state.band[actor.index] = actor.band;
    state.overSince[actor.index] = actor.overSince;
    state.overHours[actor.index] = actor.overHours;
  }
  for (const [p, pair] of cast.pairs.entries()) {
    state.familiarity[p] = pair.familiarity;
    state.quality[p] = pair.quality;
    state.hours[p] = pair.hours;
    state.remote[p] = pair.remote ? 1 : 0;
  }
}
