import type { SceneDay, SceneWarning } from './forecast-types';
import type { PreparedScene } from './prepare';

/** The state carried from one day to the next; a copy of it is a checkpoint. */
export interface SimulationState {
  /** The next day to compute. */
  day: number;
  readonly familiarity: Float64Array;
  readonly quality: Float64Array;
  readonly mood: Float64Array;
  /** The day each actor last became active (NaN: never). */
  readonly activeSince: Float64Array;
  /** Yesterday's mood band per actor (−1: not in the team). */
  readonly band: Int8Array;
  /** Hours per week and remote flag in force per pair (NaN: the default). */
  readonly hours: Float64Array;
  readonly remote: Uint8Array;
  /** Since when each actor's week has been over the warning (NaN: it is not). */
  readonly overSince: Float64Array;
  readonly overHours: Float64Array;
  cohesion: number;
  performance: number;
}

/** Raw daily outputs, indexed by day − firstDay, kept for a later re-simulation to start from. */
export interface SimulationOutput {
  readonly days: (SceneDay | undefined)[];
  /** Per actor: mood per day (NaN: not in the team) and updated flag (0 none, 1 positive, 2 negative). */
  readonly mood: Float64Array[];
  readonly updated: Uint8Array[];
  /** Per actor: contribution to power per day. */
  readonly power: Float64Array[];
  warnings: SceneWarning[];
  readonly checkpoints: Map<number, SimulationState>;
}

export function initialState(prepared: PreparedScene): SimulationState {
  const n = prepared.ids.length;
  const pairs = (n * (n - 1)) / 2;
  return {
    day: prepared.firstDay,
    familiarity: new Float64Array(pairs),
    quality: new Float64Array(pairs),
    mood: new Float64Array(n),
    activeSince: new Float64Array(n).fill(Number.NaN),
    band: new Int8Array(n).fill(-1),
    hours: new Float64Array(pairs).fill(Number.NaN),
    remote: new Uint8Array(pairs),
    overSince: new Float64Array(n).fill(Number.NaN),
    overHours: new Float64Array(n),
    cohesion: 0.5,
    performance: 0.5,
  };
}

export function copyState(state: SimulationState): SimulationState {
  return {
    ...state,
    familiarity: state.familiarity.slice(),
    quality: state.quality.slice(),
    mood: state.mood.slice(),
    activeSince: state.activeSince.slice(),
    band: state.band.slice(),
    hours: state.hours.slice(),
    remote: state.remote.slice(),
    overSince: state.overSince.slice(),
    overHours: state.overHours.slice(),
  };
}

export function emptyOutput(prepared: PreparedScene): SimulationOutput {
  const length = prepared.lastDay - prepared.firstDay + 1;
  return {
    days: new Array<SceneDay | undefined>(length),
    mood: prepared.ids.map(() => new Float64Array(length).fill(Number.NaN)),
    updated: prepared.ids.map(() => new Uint8Array(length)),
    power: prepared.ids.map(() => new Float64Array(length)),
    warnings: [],
    checkpoints: new Map(),
  };
}
