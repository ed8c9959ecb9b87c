import type { TeamOrientation } from '../../model/person/orientation';
import { applySceneChange } from '../apply-change';
import { createScene } from '../scene-build';
import type { SceneForecast } from '../simulation/forecast-types';
import { simulateScene } from '../simulation/simulate';
import type { AssemblyProposal, YearScore } from './advice-types';
import type { AssemblyPool } from './assembly-pool';
import { dailyPowerShare, yearScore } from './year-score';

export interface ForecastSettings {
  readonly startDate: string;
  readonly seed: number;
  readonly orientation: TeamOrientation;
}

/** A proposed team as the engine forecasts it: a new team from the start date, its lead ranked from day 0. */
export function forecastTeam(pool: AssemblyPool, settings: ForecastSettings, members: readonly number[]): SceneForecast {
  const ordered = [...members].sort((a, b) => a - b);
  let scene = createScene({ actors: ordered.map((i) => pool.inputs[i] ?? { id: '' }), startDate: settings.startDate, lifespan: 'new', seed: settings.seed });
  const leadId = pool.lead === null ? null : pool.ids[pool.lead];
  if (leadId) scene = applySceneChange(scene, { kind: 'rank', actorId: leadId, level: 1, day: 0 });
  return simulateScene(scene);
}

export const scoreTeam = (pool: AssemblyPool, settings: ForecastSettings, members: readonly number[]): YearScore =>
  yearScore(forecastTeam(pool, settings, members), settings.orientation);

/** The forecast year's daily series, for the proposal's small charts. */
export function daysOf(forecast: SceneForecast): AssemblyProposal['days'] {
  const year = forecast.days.filter((day) => day.day >= 0);
  // Power per member's share, as the year score takes it, so the line and the proposal's figure agree.
  return { power: year.map(dailyPowerShare), cohesion: year.map((day) => day.cohesion), microclimate: year.map((day) => day.microclimate) };
}
