import { moodBandIndex } from '../../../model/person/mood';
import { civilFromDays } from '../../calendar';
import { WEEKLY_HOURS_WARNING } from '../../scene-types';
import type { DayInteraction, SceneDay } from '../forecast-types';
import { SIMULATION_RATES as R } from '../rates';
import { availability, type DayRun } from './day-run';
import type { TeamOutcome } from './team-outcome';

/** Ends actor i's overwork warning, if one is open, on `toDay`. */
export function closeWarning(run: DayRun, i: number, toDay: number): void {
  const { overSince, overHours } = run.state;
  if (Number.isNaN(overSince[i]!)) return;
  run.output.warnings.push({ code: 'weekly_hours_over_50', actorId: run.prepared.ids[i]!, fromDay: overSince[i]!, toDay, hours: overHours[i]! });
  overSince[i] = Number.NaN;
  overHours[i] = 0;
}

/** Each actor's mood, band change and share of power for the day, and their overwork warnings. */
export function recordActors(run: DayRun, outcome: TeamOutcome, index: number, t: number): void {
  const { unit } = run.prepared;
  const { mood, band, activeSince, overSince, overHours } = run.state;
  const { level, member, members, weekHours, output } = run;
  const coordination = members ** -R.coordinationLoss;
  const { mood: moods, updated, power } = output;
  const days = output.days.length;
  for (let i = 0; i < run.actors; i += 1) {
    if (level[i]! < 0) {
      band[i] = -1;
      if (!Number.isNaN(overSince[i]!)) closeWarning(run, i, t - 1);
      continue;
    }
    const at = i * days + index;
    moods[at] = mood[i]!;
    const today = moodBandIndex(mood[i]);
    const previous = band[i]!;
    updated[at] = previous < 0 || today === previous ? 0 : today > previous ? 1 : 2;
    band[i] = today;
    if (member[i] === 1 && members > 0) {
      power[at] = outcome.performance * availability(activeSince[i]!, t, R.rampDays) * unit[i]! * coordination;
    }
    if (weekHours[i]! > WEEKLY_HOURS_WARNING) {
      if (Number.isNaN(overSince[i]!)) overSince[i] = t;
      overHours[i] = Math.max(overHours[i]!, weekHours[i]!);
    } else if (!Number.isNaN(overSince[i]!)) {
      closeWarning(run, i, t - 1);
    }
  }
}

/** The pairs of members whose setting differs from the default, as the day's record lists them. */
function interactionsOf(run: DayRun): DayInteraction[] {
  const { ids, pairA, pairB } = run.prepared;
  const { hours, remote } = run.state;
  const interactions: DayInteraction[] = [];
  for (const p of run.setPairs) {
    const a = pairA[p]!;
    const b = pairB[p]!;
    if (run.member[a] === 1 && run.member[b] === 1 && !Number.isNaN(hours[p]!)) {
      interactions.push({ actorIds: [ids[a]!, ids[b]!], hours: hours[p]!, remote: remote[p] === 1 });
    }
  }
  return interactions;
}

/**
 * The team's record of the day. Its list of interactions is yesterday's, shared, unless someone's level or a
 * setting changed today: an organisation lists thousands of pairs, and they rarely change.
 */
export function dayRecord(run: DayRun, outcome: TeamOutcome, previous: SceneDay | undefined, t: number): SceneDay {
  const { ids, startEpochDay } = run.prepared;
  const { lead, manager, members } = run;
  const interactions = !run.changed && previous !== undefined ? previous.interactions : interactionsOf(run);
  return {
    day: t,
    date: civilFromDays(startEpochDay + t),
    managers: { lead: lead >= 0 ? ids[lead]! : null, manager: manager >= 0 ? ids[manager]! : null },
    interactions,
    members,
    familiarity: run.exposure > 0 ? run.familiarityExposure / run.exposure : 0,
    cohesion: members ? run.state.cohesion : 0,
    microclimate: outcome.microclimate,
    microclimateSpread: outcome.microclimateSpread,
    performance: outcome.performance,
    power: outcome.power,
  };
}
