import type { SceneDay, SceneWarning } from './forecast-types';
import type { PreparedScene } from './prepare';
import { SIMULATION_RATES as R } from './rates';

/**
 * The state carried from one day to the next; a copy of it is a checkpoint. Every per-pair and per-actor array is a
 * view of one buffer, so a checkpoint is one copy and one allocation.
 */
export interface SimulationState {
  /** The next day to compute. */
  day: number;
  readonly data: Float64Array;
  /** Per pair (in the prepared scene's pair order). */
  readonly familiarity: Float64Array;
  readonly quality: Float64Array;
  /** Hours per week in force (NaN: the default) and 1 where the pair works remotely. */
  readonly hours: Float64Array;
  readonly remote: Float64Array;
  /** Per actor. */
  readonly mood: Float64Array;
  /** The day each actor last became active (NaN: never). */
  readonly activeSince: Float64Array;
  /** Yesterday's mood band per actor (−1: not in the team). */
  readonly band: Float64Array;
  /** Since when each actor's week has been over the warning (NaN: it is not), and its most hours since. */
  readonly overSince: Float64Array;
  readonly overHours: Float64Array;
  cohesion: number;
  performance: number;
}

/** Raw daily outputs, indexed by day − firstDay, kept for a later re-simulation to start from. */
export interface SimulationOutput {
  readonly days: (SceneDay | undefined)[];
  /**
   * Mood per day (NaN: not in the team), updated flag (0 none, 1 positive, 2 negative) and power per day, actor
   * after actor: actor i's day d at i·days + d.
   */
  readonly mood: Float64Array;
  readonly updated: Uint8Array;
  readonly power: Float64Array;
  warnings: SceneWarning[];
  readonly checkpoints: Checkpoints;
}

/**
 * The state every `every` days from `first`: checkpoint k (day first + k·every) holds the state's data, then
 * cohesion and performance. A checkpoint never changes once saved, so a resumed run shares the ones before
 * its start with the run it resumes instead of copying them.
 */
export interface Checkpoints {
  readonly first: number;
  readonly every: number;
  readonly saved: Float64Array[];
}

/** Saves `state` as checkpoint k. */
export function saveCheckpoint(checkpoints: Checkpoints, k: number, state: SimulationState): void {
  const size = state.data.length;
  const saved = new Float64Array(size + 2);
  saved.set(state.data);
  saved[size] = state.cohesion;
  saved[size + 1] = state.performance;
  checkpoints.saved[k] = saved;
}

/** A new state as checkpoint k saved it. */
export function stateAt(checkpoints: Checkpoints, k: number, actors: number, pairs: number): SimulationState | undefined {
  const saved = checkpoints.saved[k];
  if (saved === undefined) return undefined;
  const size = saved.length - 2;
  return stateOver(saved.slice(0, size), actors, pairs, checkpoints.first + k * checkpoints.every, saved[size]!, saved[size + 1]!);
}

function stateOver(data: Float64Array, actors: number, pairs: number, day: number, cohesion: number, performance: number): SimulationState {
  const a = 4 * pairs;
  return {
    day,
    data,
    familiarity: data.subarray(0, pairs),
    quality: data.subarray(pairs, 2 * pairs),
    hours: data.subarray(2 * pairs, 3 * pairs),
    remote: data.subarray(3 * pairs, a),
    mood: data.subarray(a, a + actors),
    activeSince: data.subarray(a + actors, a + 2 * actors),
    band: data.subarray(a + 2 * actors, a + 3 * actors),
    overSince: data.subarray(a + 3 * actors, a + 4 * actors),
    overHours: data.subarray(a + 4 * actors, a + 5 * actors),
    cohesion,
    performance,
  };
}

export function initialState(prepared: PreparedScene): SimulationState {
  const n = prepared.ids.length;
  const pairs = prepared.pairA.length;
  const state = stateOver(new Float64Array(4 * pairs + 5 * n), n, pairs, prepared.firstDay, 0.5, 0.5);
  state.hours.fill(Number.NaN);
  state.activeSince.fill(Number.NaN);
  state.band.fill(-1);
  state.overSince.fill(Number.NaN);
  return state;
}

export function emptyOutput(prepared: PreparedScene): SimulationOutput {
  const length = prepared.lastDay - prepared.firstDay + 1;
  const n = prepared.ids.length;
  return {
    days: new Array<SceneDay | undefined>(length),
    mood: new Float64Array(n * length).fill(Number.NaN),
    updated: new Uint8Array(n * length),
    power: new Float64Array(n * length),
    warnings: [],
    checkpoints: { first: prepared.firstDay, every: R.checkpointDays, saved: [] },
  };
}

/** A copy of `buffer`, actor after actor of `length` days, keeping each actor's first `keep` days and the rest `blank`. */
function resumeSeries<T extends Float64Array | Uint8Array>(buffer: T, length: number, keep: number, blank: number, make: (size: number) => T): T {
  const copy = make(buffer.length);
  for (let at = 0; at < buffer.length; at += length) {
    copy.set(buffer.subarray(at, at + keep), at);
    copy.fill(blank, at + keep, at + length);
  }
  return copy;
}

/** A copy of `output` that keeps the first `keep` days and clears the rest, for a run that resumes there. */
export function outputUpTo(output: SimulationOutput, keep: number, checkpointDay: number): SimulationOutput {
  const length = output.days.length;
  return {
    days: [...output.days.slice(0, keep), ...new Array<SceneDay | undefined>(length - keep)],
    mood: resumeSeries(output.mood, length, keep, Number.NaN, (size) => new Float64Array(size)),
    updated: resumeSeries(output.updated, length, keep, 0, (size) => new Uint8Array(size)),
    power: resumeSeries(output.power, length, keep, 0, (size) => new Float64Array(size)),
    warnings: output.warnings.filter((warning) => warning.toDay < checkpointDay),
    checkpoints: { ...output.checkpoints, saved: output.checkpoints.saved.slice(0, (checkpointDay - output.checkpoints.first) / output.checkpoints.every) },
  };
}
