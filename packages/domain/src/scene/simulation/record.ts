import { moodBand } from '../../model/person/mood';
import { teamOrientation } from '../../model/person/orientation';
import type { Scene } from '../scene-types';
import type { ActorDayValue, ActorForecast, PowerRecord, SceneDay, SceneForecast, UpdatedFlag } from './forecast-types';
import { pairIndex, type PreparedScene } from './prepare';
import type { SimulationOutput, SimulationState } from './state';
import { SIMULATION_RATES as R } from './rates';

const UPDATED: readonly UpdatedFlag[] = ['none', 'positive', 'negative'];
const mean = (values: readonly number[]): number => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);

function powerRecord(prepared: PreparedScene, days: readonly SceneDay[]): PowerRecord {
  const n = prepared.ids.length;
  const powers = days.map((day) => day.power);
  const withTeam = days.filter((day) => day.members > 0);
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
  let staticMaxPower = 0;
  for (const day of withTeam) {
    const index = day.day - prepared.firstDay;
    let capacity = 0;
    for (let i = 0; i < n; i += 1) {
      const level = prepared.levels[i]![index]!;
      if (level === 0 || level === 1) capacity += prepared.unit[i]!;
    }
    staticMaxPower = Math.max(staticMaxPower, capacity * day.members ** -R.coordinationLoss);
  }
  return {
    minPower: powers.length ? Math.min(...powers) : 0,
    maxPower: powers.length ? Math.max(...powers) : 0,
    cohesion: mean(withTeam.map((day) => day.cohesion)),
    precision: mean(prepared.indicators.map((indicators) => indicators.precision)),
    competences: mean(prepared.indicators.map((indicators) => indicators.expertise.value)),
    performance: mean(withTeam.map((day) => day.performance)),
    microclimate: mean(withTeam.map((day) => day.microclimate)),
    currentPower: days[0]?.power ?? 0,
    statisticPower: mean(powers),
    staticMaxPower,
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

function actorLists(scene: Scene, actorId: string): { type: ActorDayValue[]; intensive: ActorDayValue[] } {
  const type: ActorDayValue[] = [];
  const intensive: ActorDayValue[] = [];
  for (const setting of scene.interactions) {
    if (!setting.actorIds.includes(actorId)) continue;
    const other = setting.actorIds[0] === actorId ? setting.actorIds[1] : setting.actorIds[0];
    type.push({ date: setting.day, actorId: other, value: setting.remote });
    intensive.push({ date: setting.day, actorId: other, value: setting.hours });
  }
  return { type, intensive };
}

export function buildForecast(
  scene: Scene,
  prepared: PreparedScene,
  output: SimulationOutput,
  finalState: SimulationState,
  computedFrom: number,
): SceneForecast {
  const n = prepared.ids.length;
  const pastLength = -prepared.firstDay;
  const days = output.days.slice(pastLength) as SceneDay[];
  const actorsById = new Map(scene.actors.map((actor) => [actor.id, actor]));
  const totalPower = days.reduce((sum, day) => sum + day.power, 0);
  const actors: ActorForecast[] = prepared.ids.map((id, i) => {
    const moods = Array.from(output.mood[i]!.subarray(pastLength), (value) => (Number.isNaN(value) ? null : value));
    const ownPower = output.power[i]!.subarray(pastLength).reduce((a, b) => a + b, 0);
    let familiarity = 0;
    let quality = 0;
    let others = 0;
    const lastIndex = prepared.lastDay - prepared.firstDay;
    for (let k = 0; k < n; k += 1) {
      if (k === i || prepared.levels[k]![lastIndex]! < 0) continue;
      const p = pairIndex(Math.min(i, k), Math.max(i, k), n);
      familiarity += finalState.familiarity[p]!;
      quality += finalState.quality[p]!;
      others += 1;
    }
    const lastMood = moods[moods.length - 1] ?? null;
    const lists = actorLists(scene, id);
    return {
      id,
      satisfaction: moods,
      updated: Array.from(output.updated[i]!.subarray(pastLength), (flag) => UPDATED[flag] ?? 'none'),
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
