import type { ActorForecast, SceneForecast } from '../simulation/forecast-types';
import { simulateScene } from '../simulation/simulate';
import { SCENE_DAYS } from '../scene-types';
import { statusAt } from '../timeline';
import type { MonitorInput, MonitorPerson, MonitorResult, MonitorTeam, MonitorTeamInput, PersonAtRisk } from './advice-types';
import { teamWeeks, type TeamWeeks } from './monitor-hours';
import { organisationScene, sharingGroups } from './monitor-organisation';
import { isolationRisk, lowMoodRisk, overworkRisk } from './monitor-risks';
import { dailyPowerShare, yearScore } from './year-score';

const byId = (forecast: SceneForecast): Map<string, ActorForecast> => new Map(forecast.actors.map((actor) => [actor.id, actor]));

function monitorTeam(team: MonitorTeamInput, forecast: SceneForecast, orientation: NonNullable<MonitorInput['orientation']>, sharesWith: readonly string[]): MonitorTeam {
  const days = forecast.days.filter((day) => day.day >= 0);
  const onDay = <T>(read: (day: (typeof days)[number]) => T) => days.map((day) => (day.members === 0 ? null : read(day)));
  const firstDay = team.scene.actors.filter((actor) => statusAt(actor.events, 0).active).length;
  return {
    sceneId: team.sceneId,
    title: team.title,
    startDate: team.scene.startDate,
    members: firstDay > 0 ? firstDay : team.scene.actors.length,
    year: yearScore(forecast, orientation),
    // Per member's share, as the year score takes it, so the lines and the table's figures agree.
    power: onDay(dailyPowerShare),
    cohesion: onDay((day) => day.cohesion),
    microclimate: onDay((day) => day.microclimate),
    sharesWith,
  };
}

function moodFigures(actor: ActorForecast | undefined): { meanMood: number; lowestMood: number } {
  let sum = 0;
  let days = 0;
  let lowest = Number.POSITIVE_INFINITY;
  for (const mood of actor?.satisfaction ?? []) {
    if (mood === null) continue;
    sum += mood;
    days += 1;
    lowest = Math.min(lowest, mood);
  }
  return days === 0 ? { meanMood: 0, lowestMood: 0 } : { meanMood: sum / days, lowestMood: lowest };
}

/** Where each person works: the indices of their teams, people in the order they first appear. */
function teamsOfPeople(teams: readonly MonitorTeamInput[]): Map<string, number[]> {
  const teamsOf = new Map<string, number[]>();
  for (const [t, team] of teams.entries()) {
    for (const actor of team.scene.actors) {
      const list = teamsOf.get(actor.id);
      if (!list) teamsOf.set(actor.id, [t]);
      else if (list[list.length - 1] !== t) list.push(t);
    }
  }
  return teamsOf;
}

/** What the monitor knows of each team: its roster's weeks and, per person, their forecast in it. */
interface TeamRead {
  readonly weeks: TeamWeeks;
  readonly actors: ReadonlyMap<string, ActorForecast>;
}

/**
 * The person's figures. Mood comes from `mood` (the organisation's forecast for a shared person, else their
 * team's). Familiarity is each team's forecast of it (mean familiarity with the team's others at the year's
 * end), weighted by how many others each team has: the organisation's own figure is a mean over everyone in
 * it, most of whom the person never meets.
 */
function monitorPerson(actorId: string, teamIndices: readonly number[], teams: readonly MonitorTeamInput[], reads: readonly TeamRead[], mood: ActorForecast | undefined): MonitorPerson {
  const week = new Float64Array(SCENE_DAYS);
  const contacts = new Set<string>();
  // Isolation is read from the teams the person works in; a manager stands apart from a team's pairs by design.
  const workContacts = new Set<string>();
  let works = false;
  let known = 0;
  let others = 0;
  for (const t of teamIndices) {
    const read = reads[t];
    if (!read) continue;
    const own = read.weeks.hours.get(actorId);
    if (own) for (let day = 0; day < SCENE_DAYS; day += 1) week[day]! += own[day] ?? 0;
    const { present, managing } = read.weeks;
    if (!present.includes(actorId)) continue;
    for (const other of present) if (other !== actorId) contacts.add(other);
    if (managing.has(actorId)) continue;
    works = true;
    for (const other of present) if (other !== actorId) workContacts.add(other);
    known += (read.actors.get(actorId)?.indicators.integration ?? 0) * (present.length - 1);
    others += present.length - 1;
  }
  const familiarity = others > 0 ? known / others : 0;
  const forecast = mood;
  const risks: PersonAtRisk['reasons'][number][] = [];
  const lowMood = lowMoodRisk(forecast?.satisfaction ?? []);
  const overwork = overworkRisk(week);
  const isolated = works ? isolationRisk(workContacts.size, familiarity) : null;
  if (lowMood) risks.push(lowMood);
  if (overwork) risks.push(overwork);
  if (isolated) risks.push(isolated);
  return {
    actorId,
    sceneIds: teamIndices.map((t) => teams[t]?.sceneId ?? ''),
    ...moodFigures(forecast),
    peakWeeklyHours: Math.max(0, ...week),
    contacts: contacts.size,
    familiarity,
    risks,
  };
}

/**
 * Every team's year on shared axes and every person's risks. Each team is forecast on its own, from its own
 * start and past. Teams that share people are forecast once more together, as one organisation whose contacts
 * are the teams' pairs (`organisationScene`): a shared person's mood and familiarity are read from it, so they
 * answer to all their teams; everyone else's from their own team's forecast. Weekly hours are summed across a
 * person's teams day by day (day 0 is each team's first forecast day).
 */
export function monitorOrganisation(input: MonitorInput): MonitorResult {
  const orientation = input.orientation ?? 'growth';
  const { teams } = input;
  const shared = sharingGroups(teams).filter((group) => group.length > 1);
  const steps = teams.length + shared.length;
  let done = 0;
  const step = () => {
    done += 1;
    input.onProgress?.(Math.min(1, done / (steps + 1)));
  };
  const forecasts = teams.map((team) => {
    const forecast = simulateScene(team.scene);
    step();
    return forecast;
  });
  const weeks = teams.map((team) => teamWeeks(team.scene));
  const teamsOf = teamsOfPeople(teams);
  const sharedForecast = new Map<string, ActorForecast>();
  for (const group of shared) {
    const forecast = simulateScene(organisationScene(group.flatMap((t) => (teams[t] ? [teams[t]] : []))));
    for (const actor of forecast.actors) if ((teamsOf.get(actor.id)?.length ?? 0) > 1) sharedForecast.set(actor.id, actor);
    step();
  }
  const actorsOf = forecasts.map(byId);
  const sharesWith = teams.map((_, t) => {
    const others = new Set<number>();
    for (const actor of teams[t]?.scene.actors ?? []) for (const other of teamsOf.get(actor.id) ?? []) if (other !== t) others.add(other);
    return [...others].sort((a, b) => a - b).map((other) => teams[other]?.sceneId ?? '');
  });
  const reads = weeks.map((roster, t): TeamRead => ({ weeks: roster, actors: actorsOf[t] ?? new Map() }));
  const people = [...teamsOf].map(([actorId, teamIndices]) => {
    const mood = teamIndices.length > 1 ? sharedForecast.get(actorId) : actorsOf[teamIndices[0] ?? -1]?.get(actorId);
    return monitorPerson(actorId, teamIndices, teams, reads, mood);
  });
  const pairs = new Set<string>();
  for (const week of weeks) {
    for (const [i, a] of week.present.entries()) for (const b of week.present.slice(i + 1)) pairs.add(a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`);
  }
  input.onProgress?.(1);
  return {
    teams: teams.map((team, t) => monitorTeam(team, forecasts[t] ?? simulateScene(team.scene), orientation, sharesWith[t] ?? [])),
    people,
    organisation: {
      people: teamsOf.size,
      contacts: pairs.size,
      sharedPeople: [...teamsOf.values()].filter((list) => list.length > 1).length,
      organisationScenes: shared.length,
    },
  };
}
