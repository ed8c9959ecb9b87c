import { moodBand, MOOD_BANDS } from '../../../model/person/mood';
import { civilFromDays } from '../../calendar';
import { WEEKLY_HOURS_WARNING } from '../../scene-types';
import type { DayInteraction, SceneDay } from '../forecast-types';
import { SIMULATION_RATES as R } from '../rates';
import type { SimulationOutput } from '../state';
import type { ActorRun, PairRun } from './cast';
import type { Roster } from './roll-call';
import { availability, type TeamOutcome } from './team-outcome';
import type { Contact } from './work-together';

const bandIndex = (mood: number): number => MOOD_BANDS.indexOf(moodBand(mood) as (typeof MOOD_BANDS)[number]);

/** Ends the actor's overwork warning, if one is open, on `toDay`. */
export function closeWarning(actor: ActorRun, output: SimulationOutput, toDay: number): void {
  if (Number.isNaN(actor.overSince)) return;
  output.warnings.push({ code: 'weekly_hours_over_50', actorId: actor.id, fromDay: actor.overSince, toDay, hours: actor.overHours });
  actor.overSince = Number.NaN;
  actor.overHours = 0;
}

/** Each actor's mood, band change and share of power for the day, and their overwork warnings. */
export function recordActors(actors: readonly ActorRun[], roster: Roster, outcome: TeamOutcome, output: SimulationOutput, index: number, t: number): void {
  const { members } = roster;
  for (const actor of actors) {
    if (actor.level < 0) {
      actor.band = -1;
      closeWarning(actor, output, t - 1);
      continue;
    }
    actor.moodSeries[index] = actor.mood;
    const band = bandIndex(actor.mood);
    const previous = actor.band;
    actor.updatedSeries[index] = previous < 0 || band === previous ? 0 : band > previous ? 1 : 2;
    actor.band = band;
    if (actor.member && members > 0) {
      actor.powerSeries[index] = outcome.performance * availability(actor, t) * actor.unit * members ** -R.coordinationLoss;
    }
    if (actor.weekHours > WEEKLY_HOURS_WARNING) {
      if (Number.isNaN(actor.overSince)) actor.overSince = t;
      actor.overHours = Math.max(actor.overHours, actor.weekHours);
    } else {
      closeWarning(actor, output, t - 1);
    }
  }
}

/** The team's record of the day, with the pairs of members whose setting differs from the default. */
export function dayRecord(
  setPairs: readonly PairRun[],
  roster: Roster,
  contact: Contact,
  outcome: TeamOutcome,
  cohesion: number,
  t: number,
  epochDay: number,
): SceneDay {
  const { lead, manager, members } = roster;
  const interactions: DayInteraction[] = [];
  for (const { a, b, hours, remote } of setPairs) {
    if (a.member && b.member && !Number.isNaN(hours)) interactions.push({ actorIds: [a.id, b.id], hours, remote });
  }
  return {
    day: t,
    date: civilFromDays(epochDay),
    managers: { lead: lead?.id ?? null, manager: manager?.id ?? null },
    interactions,
    members,
    familiarity: contact.exposure > 0 ? contact.familiarity / contact.exposure : 0,
    cohesion: members ? cohesion : 0,
    microclimate: outcome.microclimate,
    microclimateSpread: outcome.microclimateSpread,
    performance: outcome.performance,
    power: outcome.power,
  };
}
