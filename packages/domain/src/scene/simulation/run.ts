import { normalCdf } from '../../model/math';
import { moodBand, MOOD_BANDS } from '../../model/person/mood';
import { civilFromDays, isWorkday } from '../calendar';
import { gaussian } from '../hash-random';
import { DEFAULT_INTERACTION_HOURS, WEEKLY_HOURS_WARNING } from '../scene-types';
import type { DayInteraction, SceneDay, SceneWarning } from './forecast-types';
import { pairIndex, type PreparedScene } from './prepare';
import { SIMULATION_RATES as R, STREAMS } from './rates';

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

const bandIndex = (mood: number): number => MOOD_BANDS.indexOf(moodBand(mood) as (typeof MOOD_BANDS)[number]);

/** Settings of each pair that take effect on a day, by day. */
function settingsByDay(prepared: PreparedScene): Map<number, { pair: number; hours: number; remote: boolean }[]> {
  const byDay = new Map<number, { pair: number; hours: number; remote: boolean }[]>();
  for (const [pair, list] of prepared.settings) {
    for (const setting of list) {
      const day = Math.max(setting.day, prepared.firstDay);
      byDay.set(day, [...(byDay.get(day) ?? []), { pair, hours: setting.hours, remote: setting.remote }]);
    }
  }
  return byDay;
}

/** Simulates from `state.day` to the last day, writing into `output` and checkpointing on the way. */
export function runDays(prepared: PreparedScene, state: SimulationState, output: SimulationOutput): void {
  const n = prepared.ids.length;
  const { familiarity: F, quality: Q, mood: M, hours, remote } = state;
  const changes = settingsByDay(prepared);
  const wSum = new Float64Array(n);
  const qSum = new Float64Array(n);
  const cSum = new Float64Array(n);
  const cWeight = new Float64Array(n);
  const weekHours = new Float64Array(n);
  const member = new Uint8Array(n);
  const settingPairs = [...prepared.settings.keys()];
  const pairOf: [number, number][] = [];
  for (let i = 0; i < n; i += 1) for (let j = i + 1; j < n; j += 1) pairOf.push([i, j]);

  for (let t = state.day; t <= prepared.lastDay; t += 1) {
    const index = t - prepared.firstDay;
    if (index % R.checkpointDays === 0) output.checkpoints.set(t, copyState({ ...state, day: t }));
    for (const change of changes.get(t) ?? []) {
      hours[change.pair] = change.hours;
      remote[change.pair] = change.remote ? 1 : 0;
    }

    let lead = -1;
    let manager = -1;
    let members = 0;
    for (let i = 0; i < n; i += 1) {
      const level = prepared.levels[i]![index]!;
      const before = index > 0 ? prepared.levels[i]![index - 1]! : -1;
      member[i] = level === 0 || level === 1 ? 1 : 0;
      if (level === 1) lead = i;
      if (level === 2) manager = i;
      if (member[i]) members += 1;
      if (level >= 0 && before < 0) {
        if (Number.isNaN(state.activeSince[i]!)) M[i] = prepared.baseline[i]!;
        state.activeSince[i] = t;
      }
      if (level < 0 && before >= 0) {
        // Someone leaves: those who knew them feel it.
        for (let k = 0; k < n; k += 1) {
          if (k === i || prepared.levels[k]![index]! < 0) continue;
          M[k] = M[k]! - R.dismissalShock * F[pairIndex(Math.min(i, k), Math.max(i, k), n)]!;
        }
      }
      wSum[i] = 0;
      qSum[i] = 0;
      cSum[i] = 0;
      cWeight[i] = 0;
      weekHours[i] = 0;
    }

    const workday = isWorkday(prepared.startEpochDay + t);
    const defaultHours = members > 1 ? Math.min(DEFAULT_INTERACTION_HOURS, R.fullWeekHours / (members - 1)) : 0;
    let exposureSum = 0;
    let qualitySum = 0;
    let familiaritySum = 0;
    for (let p = 0; p < pairOf.length; p += 1) {
      const [i, j] = pairOf[p]!;
      if (!member[i] || !member[j]) {
        if (workday) F[p] = F[p]! * (1 - R.familiarityDecay);
        continue;
      }
      const h = Number.isNaN(hours[p]!) ? defaultHours : hours[p]!;
      const isRemote = remote[p] === 1;
      const f = F[p]!;
      const exposure = (h / R.fullWeekHours) * (isRemote ? 1 - R.remotePenalty * (1 - f) : 1);
      weekHours[i] = weekHours[i]! + h;
      weekHours[j] = weekHours[j]! + h;
      if (workday) {
        F[p] = f + R.familiarityGain * exposure * (1 - f);
        const fit = prepared.fit[p]! - (isRemote ? R.remoteAgreeablenessLoss * Math.max(0, prepared.pairAgreeableness[p]!) : 0);
        const target = (1 - f) * R.surfaceWeight * prepared.surface[p]! + f * fit;
        const rate = R.qualityRate * Math.min(1, exposure / (DEFAULT_INTERACTION_HOURS / R.fullWeekHours));
        Q[p] = Math.max(-1, Math.min(1, Q[p]! + rate * (target - Q[p]!)));
      }
      const q = Q[p]!;
      wSum[i] = wSum[i]! + exposure;
      wSum[j] = wSum[j]! + exposure;
      qSum[i] = qSum[i]! + exposure * q;
      qSum[j] = qSum[j]! + exposure * q;
      const towardsI = exposure * (j === lead ? R.leadContagion : 1);
      const towardsJ = exposure * (i === lead ? R.leadContagion : 1);
      cSum[i] = cSum[i]! + towardsI * M[j]!;
      cWeight[i] = cWeight[i]! + towardsI;
      cSum[j] = cSum[j]! + towardsJ * M[i]!;
      cWeight[j] = cWeight[j]! + towardsJ;
      exposureSum += exposure;
      qualitySum += exposure * q;
      familiaritySum += exposure * F[p]!;
    }

    // Mood, microclimate and the team's composition.
    const managerWeight = R.managerContagionHours / R.fullWeekHours;
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
    for (let i = 0; i < n; i += 1) {
      const level = prepared.levels[i]![index]!;
      if (level < 0) continue;
      const noise = R.moodNoise * gaussian(prepared.seed, STREAMS.mood, t, prepared.hashes[i]!);
      const performancePull = R.moodPerformance * (state.performance - 0.5);
      if (level === 2) {
        M[i] = clampMood(M[i]! + R.moodRate * (prepared.baseline[i]! + performancePull - M[i]!) + noise);
        continue;
      }
      let leaderTerm = 0;
      let leaders = 0;
      if (lead >= 0 && lead !== i) {
        leaderTerm += prepared.lmx[lead * n + i]!;
        leaders += 1;
      }
      if (manager >= 0) {
        leaderTerm += prepared.lmx[manager * n + i]!;
        leaders += 1;
        cSum[i] = cSum[i]! + managerWeight * M[manager]!;
        cWeight[i] = cWeight[i]! + managerWeight;
      }
      const relationships = wSum[i]! > 0 ? qSum[i]! / wSum[i]! : 0;
      const target =
        prepared.baseline[i]! + R.moodRelationships * relationships + R.moodLeader * (leaders ? leaderTerm / leaders : 0) + performancePull;
      const contagion = cWeight[i]! > 0 ? cSum[i]! / cWeight[i]! - M[i]! : 0;
      M[i] = clampMood(M[i]! + R.moodRate * (target - M[i]!) + R.moodContagion * contagion + noise);
      moodSum += M[i]!;
      moodSquares += M[i]! * M[i]!;
      const a = prepared.zA[i]!;
      const c = prepared.zC[i]!;
      sumA += a;
      sumA2 += a * a;
      minA = Math.min(minA, a);
      sumC += c;
      sumC2 += c * c;
      sumK += prepared.indicators[i]!.qualification.value;
      sumP += prepared.indicators[i]!.professionalism.value;
      const availability = Math.min(1, (t - state.activeSince[i]! + 1) / R.rampDays);
      capacity += availability * prepared.unit[i]!;
    }

    let performance = 0;
    let power = 0;
    const microclimate = members ? moodSum / members : 0;
    const microclimateSpread = members ? Math.sqrt(Math.max(0, moodSquares / members - microclimate * microclimate)) : 0;
    if (members > 0) {
      const meanQuality = exposureSum > 0 ? qualitySum / exposureSum : 0;
      const size = members <= R.cohesionSize ? 1 : Math.sqrt(R.cohesionSize / members);
      const cohesionTarget = Math.max(0, Math.min(1, ((meanQuality + 1) / 2) * size + R.cohesionPerformancePull * (state.performance - 0.5)));
      state.cohesion += (cohesionTarget > state.cohesion ? R.cohesionRise : R.cohesionFall) * (cohesionTarget - state.cohesion);
      const meanA = sumA / members;
      const meanC = sumC / members;
      const composition =
        R.meanAgreeableness * meanA +
        R.meanConscientiousness * meanC -
        R.spreadConscientiousness * Math.sqrt(Math.max(0, sumC2 / members - meanC * meanC)) -
        R.spreadAgreeableness * Math.sqrt(Math.max(0, sumA2 / members - meanA * meanA)) +
        R.minimumAgreeableness * minA +
        R.meanQualification * (sumK / members - 0.5) +
        R.meanProfessionalism * (sumP / members - 0.5);
      const process =
        R.cohesionWeight * (state.cohesion - 0.5) +
        R.familiarityWeight * ((exposureSum > 0 ? familiaritySum / exposureSum : 0) - 0.5) +
        (lead >= 0 ? R.leadQuality * prepared.leaderZ[lead]! : 0) +
        (manager >= 0 ? R.managerQuality * prepared.leaderZ[manager]! : 0);
      performance = normalCdf(composition + process + R.performanceNoise * gaussian(prepared.seed, STREAMS.performance, t, 0));
      power = performance * capacity * members ** -R.coordinationLoss;
    }
    state.performance = performance;

    for (let i = 0; i < n; i += 1) {
      const level = prepared.levels[i]![index]!;
      if (level < 0) {
        state.band[i] = -1;
        closeWarning(prepared, state, output, i, t - 1);
        continue;
      }
      output.mood[i]![index] = M[i]!;
      const band = bandIndex(M[i]!);
      const previous = state.band[i]!;
      output.updated[i]![index] = previous < 0 || band === previous ? 0 : band > previous ? 1 : 2;
      state.band[i] = band;
      if (member[i] && members > 0) {
        const availability = Math.min(1, (t - state.activeSince[i]! + 1) / R.rampDays);
        output.power[i]![index] = performance * availability * prepared.unit[i]! * members ** -R.coordinationLoss;
      }
      if (weekHours[i]! > WEEKLY_HOURS_WARNING) {
        if (Number.isNaN(state.overSince[i]!)) state.overSince[i] = t;
        state.overHours[i] = Math.max(state.overHours[i]!, weekHours[i]!);
      } else {
        closeWarning(prepared, state, output, i, t - 1);
      }
    }

    const interactions: DayInteraction[] = [];
    for (const p of settingPairs) {
      const [i, j] = pairOf[p]!;
      if (member[i] && member[j] && !Number.isNaN(hours[p]!)) {
        interactions.push({ actorIds: [prepared.ids[i]!, prepared.ids[j]!], hours: hours[p]!, remote: remote[p] === 1 });
      }
    }
    output.days[index] = {
      day: t,
      date: civilFromDays(prepared.startEpochDay + t),
      managers: { lead: lead >= 0 ? prepared.ids[lead]! : null, manager: manager >= 0 ? prepared.ids[manager]! : null },
      interactions,
      members,
      familiarity: exposureSum > 0 ? familiaritySum / exposureSum : 0,
      cohesion: members ? state.cohesion : 0,
      microclimate,
      microclimateSpread,
      performance,
      power,
    };
    state.day = t + 1;
  }
  for (let i = 0; i < n; i += 1) closeWarning(prepared, state, output, i, prepared.lastDay);
}

function closeWarning(prepared: PreparedScene, state: SimulationState, output: SimulationOutput, i: number, toDay: number): void {
  const since = state.overSince[i]!;
  if (Number.isNaN(since)) return;
  output.warnings.push({ code: 'weekly_hours_over_50', actorId: prepared.ids[i]!, fromDay: since, toDay, hours: state.overHours[i]! });
  state.overSince[i] = Number.NaN;
  state.overHours[i] = 0;
}

const clampMood = (mood: number): number => (mood < -100 ? -100 : mood > 100 ? 100 : mood);
