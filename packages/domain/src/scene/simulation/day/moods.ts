import { gaussian } from '../../hash-random';
import { SIMULATION_RATES as R, STREAMS } from '../rates';
import type { ActorRun } from './cast';
import type { Roster } from './roll-call';

const MANAGER_WEIGHT = R.managerContagionHours / R.fullWeekHours;

/** LMX of a leader with an actor of the same run, whose rows are sized to the roster: a miss is a bug. */
function lmx(leader: ActorRun, actor: ActorRun): number {
  const value = leader.lmxAsLeader[actor.index];
  if (value === undefined) throw new RangeError(`No LMX of ${leader.id} with ${actor.id}`);
  return value;
}

/**
 * Each present actor's mood moves toward its target, with contagion and the day's noise. In the roster's
 * order: a member who comes after the manager feels the manager's mood of today, one before it
 * yesterday's, and the recorded forecasts depend on that.
 */
export function moveMoods(actors: readonly ActorRun[], roster: Roster, seed: number, t: number, yesterdayPerformance: number): void {
  const { lead, manager } = roster;
  for (const actor of actors) {
    if (actor.level < 0) continue;
    const noise = R.moodNoise * gaussian(seed, STREAMS.mood, t, actor.hash);
    const performancePull = R.moodPerformance * (yesterdayPerformance - 0.5);
    if (actor.level === 2) {
      actor.mood = clampMood(actor.mood + R.moodRate * (actor.baseline + performancePull - actor.mood) + noise);
      continue;
    }
    let leaderTerm = 0;
    let leaders = 0;
    if (lead !== null && lead !== actor) {
      leaderTerm += lmx(lead, actor);
      leaders += 1;
    }
    if (manager !== null) {
      leaderTerm += lmx(manager, actor);
      leaders += 1;
      actor.contagionSum += MANAGER_WEIGHT * manager.mood;
      actor.contagionWeight += MANAGER_WEIGHT;
    }
    const relationships = actor.contact > 0 ? actor.qualityContact / actor.contact : 0;
    const target =
      actor.baseline + R.moodRelationships * relationships + R.moodLeader * (leaders ? leaderTerm / leaders : 0) + performancePull;
    const contagion = actor.contagionWeight > 0 ? actor.contagionSum / actor.contagionWeight - actor.mood : 0;
    actor.mood = clampMood(actor.mood + R.moodRate * (target - actor.mood) + R.moodContagion * contagion + noise);
  }
}

const clampMood = (mood: number): number => (mood < -100 ? -100 : mood > 100 ? 100 : mood);
