import { dayGaussian, startGaussianDay } from '../../hash-random';
import { SIMULATION_RATES as R, STREAMS } from '../rates';
import { availability, type DayRun } from './day-run';

const MANAGER_WEIGHT = R.managerContagionHours / R.fullWeekHours;

/** The LMX row of today's lead or manager; it exists for everyone who leads or manages on some day. */
function lmxRow(run: DayRun, leader: number): Float64Array | undefined {
  if (leader < 0) return undefined;
  const row = run.prepared.lmx[leader];
  if (row === undefined) throw new RangeError(`No LMX row for ${run.prepared.ids[leader]}`);
  return row;
}

/**
 * Each present actor's mood moves toward its target, with contagion and the day's noise. In the roster's
 * order: a member who comes after the manager feels the manager's mood of today, one before it
 * yesterday's, and the recorded forecasts depend on that.
 */
export function moveMoods(run: DayRun, t: number): void {
  const { seed, hashes, baseline } = run.prepared;
  const { mood } = run.state;
  const { level, lead, manager, contact, qualityContact, contagionSum, contagionWeight } = run;
  const performancePull = R.moodPerformance * (run.state.performance - 0.5);
  const { activeSince } = run.state;
  const { unit } = run.prepared;
  let moodSum = 0;
  let moodSquares = 0;
  let capacity = 0;
  const draws = run.draws;
  const leadRow = lmxRow(run, lead);
  const managerRow = lmxRow(run, manager);
  startGaussianDay(draws, seed, STREAMS.mood, t);
  for (let i = 0; i < run.actors; i += 1) {
    if (level[i]! < 0) continue;
    const noise = R.moodNoise * dayGaussian(draws, hashes[i]!);
    if (level[i] === 2) {
      mood[i] = clampMood(mood[i]! + R.moodRate * (baseline[i]! + performancePull - mood[i]!) + noise);
      continue;
    }
    let leaderTerm = 0;
    let leaders = 0;
    if (leadRow !== undefined && lead !== i) {
      leaderTerm += leadRow[i]!;
      leaders += 1;
    }
    if (managerRow !== undefined) {
      leaderTerm += managerRow[i]!;
      leaders += 1;
      contagionSum[i]! += MANAGER_WEIGHT * mood[manager]!;
      contagionWeight[i]! += MANAGER_WEIGHT;
    }
    const relationships = contact[i]! > 0 ? qualityContact[i]! / contact[i]! : 0;
    const target = baseline[i]! + R.moodRelationships * relationships + R.moodLeader * (leaders ? leaderTerm / leaders : 0) + performancePull;
    const contagion = contagionWeight[i]! > 0 ? contagionSum[i]! / contagionWeight[i]! - mood[i]! : 0;
    const moved = clampMood(mood[i]! + R.moodRate * (target - mood[i]!) + R.moodContagion * contagion + noise);
    mood[i] = moved;
    // A member's mood is final for the day once moved: the team's sums take it here, in the roster's order.
    moodSum += moved;
    moodSquares += moved * moved;
    capacity += availability(activeSince[i]!, t, R.rampDays) * unit[i]!;
  }
  run.moodSum = moodSum;
  run.moodSquares = moodSquares;
  run.capacity = capacity;
}

const clampMood = (mood: number): number => (mood < -100 ? -100 : mood > 100 ? 100 : mood);
