import { moodBand } from '../../model/person/mood';
import { teamOrientation } from '../../model/person/orientation';
import type { Scene } from '../scene-types';
import type { ActorDayValue, ActorForecast, PowerRecord, SceneDay, SceneForecast, UpdatedFlag } from './forecast-types';
import type { PreparedScene } from './prepare';
import type { SimulationOutput, SimulationState } from './state';
import { SIMULATION_RATES as R } from './rates';

const UPDATED: readonly UpdatedFlag[] = ['none', 'positive', 'negative'];
const mean = (values: readonly number[]): number => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);

/** The year's power, cohesion, performance and microclimate over its days, summed in day order in one pass. */
function yearSums(prepared: PreparedScene, days: readonly SceneDay[]) {
  // Each day's capacity sums the members' units in roster order; walking actor by actor keeps that order.
  const capacity = new Float64Array(prepared.lastDay - prepared.firstDay + 1);
  for (const [i, levels] of prepared.levels.entries()) {
    const unit = prepared.unit[i]!;
    for (let d = 0; d < capacity.length; d += 1) if (levels[d] === 0 || levels[d] === 1) capacity[d]! += unit;
  }
  let minPower = days.length ? Number.POSITIVE_INFINITY : 0;
  let maxPower = days.length ? Number.NEGATIVE_INFINITY : 0;
  let power = 0;
  let withTeam = 0;
  let cohesion = 0;
  let performance = 0;
  let microclimate = 0;
  let staticMaxPower = 0;
  const coordinationOf: number[] = [];
  for (const day of days) {
    minPower = Math.min(minPower, day.power);
    maxPower = Math.max(maxPower, day.power);
    power += day.power;
    if (day.members <= 0) continue;
    withTeam += 1;
    cohesion += day.cohesion;
    performance += day.performance;
    microclimate += day.microclimate;
    const coordination = (coordinationOf[day.members] ??= day.members ** -R.coordinationLoss);
    staticMaxPower = Math.max(staticMaxPower, capacity[day.day - prepared.firstDay]! * coordination);
  }
  const meanOver = (sum: number, count: number) => (count ? sum / count : 0);
  return {
    minPower,
    maxPower,
    statisticPower: meanOver(power, days.length),
    cohesion: meanOver(cohesion, withTeam),
    performance: meanOver(performance, withTeam),
    microclimate: meanOver(microclimate, withTeam),
    staticMaxPower,
  };
}

function powerRecord(prepared: PreparedScene, days: readonly SceneDay[]): PowerRecord {
  const kpl = prepared.indicators.map((indicators) => ({
    qualification: indicators.qualification.value,
    professionalism: indicators.professionalism.value,
    maturity: indicators.maturity.value,
  }));
  const orientation = teamOrientation(kpl);
  const means = orientation?.means ?? { qualification: 0, professionalism: 0, maturity: 0 };
  const total = means.qualification + means.professionalism + means.maturity;
  const share = (value: number) => (total > 0 ? (100 * value) / total : 0);
  const units = Array.from(prepared.unit);
  const unitSum = units.reduce((a, b) => a + b, 0);
  const year = yearSums(prepared, days);
  return {
    minPower: year.minPower,
    maxPower: year.maxPower,
    cohesion: year.cohesion,
    precision: mean(prepared.indicators.map((indicators) => indicators.precision)),
    competences: mean(prepared.indicators.map((indicators) => indicators.expertise.value)),
    performance: year.performance,
    microclimate: year.microclimate,
    currentPower: days[0]?.power ?? 0,
    statisticPower: year.statisticPower,
    staticMaxPower: year.staticMaxPower,
    staticExpertise: prepared.indicators.length ? Math.max(...prepared.indicators.map((indicators) => indicators.expertise.value)) : 0,
    staticMaxPowerUnit: units.length ? Math.max(...units) : 0,
    staticMaxWeightUnit: units.length && unitSum > 0 ? Math.max(...units) / unitSum : 0,
    staticMaxResourceUnit: prepared.indicators.length
      ? Math.max(...kpl.map((value) => (value.qualification + value.professionalism + value.maturity) / 3))
      : 0,
    groupOrientation: {
      orientation: orientation?.orientation ?? null,
      competence: share(means.qualification),
      professionalism: share(means.professionalism),
      personalMaturity: share(means.maturity),
      competence_value: means.qualification,
      professionalism_value: means.professionalism,
      personalMaturity_value: means.maturity,
    },
  };
}

/**
 * Actor i's forecast days: moods (null while not in the team), band changes, and the sum of its power. The
 * first `kept` days are taken from `earlier`, the same actor's series in the forecast this run resumed.
 */
function actorSeries(
  output: SimulationOutput,
  i: number,
  pastLength: number,
  earlier: ActorForecast | undefined,
  kept: number,
): { moods: (number | null)[]; updated: UpdatedFlag[]; ownPower: number } {
  const length = output.days.length;
  const mood = output.mood.subarray(i * length, (i + 1) * length);
  const flags = output.updated.subarray(i * length, (i + 1) * length);
  const power = output.power.subarray(i * length, (i + 1) * length);
  const days = mood.length - pastLength;
  const from = earlier ? kept : 0;
  // Sized up front and filled by index, which costs half what growing them would.
  const moods = new Array<number | null>(days);
  const updated = new Array<UpdatedFlag>(days);
  for (let d = 0; d < from; d += 1) {
    moods[d] = earlier!.satisfaction[d] ?? null;
    updated[d] = earlier!.updated[d] ?? 'none';
  }
  for (let d = from; d < days; d += 1) {
    const value = mood[pastLength + d]!;
    moods[d] = Number.isNaN(value) ? null : value;
    updated[d] = UPDATED[flags[pastLength + d]!] ?? 'none';
  }
  let ownPower = 0;
  for (let d = pastLength; d < power.length; d += 1) ownPower += power[d]!;
  return { moods, updated, ownPower };
}

/** Each actor's interaction settings as the forecast lists them, in the scene's order, in one pass over the settings. */
function actorLists(scene: Scene): Map<string, { type: ActorDayValue[]; intensive: ActorDayValue[] }> {
  const lists = new Map(scene.actors.map((actor) => [actor.id, { type: [] as ActorDayValue[], intensive: [] as ActorDayValue[] }]));
  for (const setting of scene.interactions) {
    const add = (actorId: string, other: string) => {
      lists.get(actorId)?.type.push({ date: setting.day, actorId: other, value: setting.remote });
      lists.get(actorId)?.intensive.push({ date: setting.day, actorId: other, value: setting.hours });
    };
    const [first, second] = setting.actorIds;
    add(first, second);
    if (second !== first) add(second, first);
  }
  return lists;
}

export function buildForecast(
  scene: Scene,
  prepared: PreparedScene,
  output: SimulationOutput,
  finalState: SimulationState,
  computedFrom: number,
  resumed?: SceneForecast,
): SceneForecast {
  // Forecast days before the run resumed are the resumed forecast's: their series are copied, not rebuilt.
  const kept = resumed ? Math.max(0, Math.min(computedFrom, resumed.days.length)) : 0;
  const pastLength = -prepared.firstDay;
  const days = output.days.slice(pastLength) as SceneDay[];
  const actorsById = new Map(scene.actors.map((actor) => [actor.id, actor]));
  const totalPower = days.reduce((sum, day) => sum + day.power, 0);
  const listsByActor = actorLists(scene);
  const lastIndex = prepared.lastDay - prepared.firstDay;
  const activeAtEnd = prepared.levels.filter((levels) => levels[lastIndex]! >= 0).length;
  const actors: ActorForecast[] = prepared.ids.map((id, i) => {
    const earlier = resumed?.actors[i];
    const { moods, updated, ownPower } = actorSeries(output, i, pastLength, earlier?.id === id ? earlier : undefined, kept);
    // Those who never worked with i (in an organisation) count with familiarity and quality 0.
    let familiarity = 0;
    let quality = 0;
    for (let k = prepared.linkStart[i]!; k < prepared.linkStart[i + 1]!; k += 1) {
      if (prepared.levels[prepared.linkOther[k]!]![lastIndex]! < 0) continue;
      familiarity += finalState.familiarity[prepared.linkPair[k]!]!;
      quality += finalState.quality[prepared.linkPair[k]!]!;
    }
    const others = activeAtEnd - (prepared.levels[i]![lastIndex]! >= 0 ? 1 : 0);
    const lastMood = moods[moods.length - 1] ?? null;
    const lists = listsByActor.get(id) ?? { type: [], intensive: [] };
    return {
      id,
      satisfaction: moods,
      updated,
      events: actorsById.get(id)?.events ?? [],
      interactionType: lists.type,
      interactionIntensive: lists.intensive,
      indicators: {
        expertise: prepared.indicators[i]!.expertise.value,
        power: days.length ? ownPower / days.length : 0,
        weight: totalPower > 0 ? ownPower / totalPower : 0,
        integration: others ? familiarity / others : 0,
        support: others ? quality / others : 0,
        condition: moodBand(lastMood),
      },
    };
  });
  return {
    startDate: scene.startDate,
    seed: scene.seed,
    days,
    actors,
    power: powerRecord(prepared, days),
    past: {
      days: output.days.slice(0, pastLength) as SceneDay[],
      pastEvents: scene.groupEvents.filter((event) => event.date < 0),
      pastInteraction: scene.interactions.filter((setting) => setting.day < 0),
      pastEventsDetail: scene.actors
        .map((actor) => ({ actorId: actor.id, events: actor.events.filter((event) => event.date < 0) }))
        .filter((detail) => detail.events.length > 0),
    },
    warnings: [...output.warnings].sort((a, b) => a.fromDay - b.fromDay || a.actorId.localeCompare(b.actorId)),
    computedFrom,
  };
}
