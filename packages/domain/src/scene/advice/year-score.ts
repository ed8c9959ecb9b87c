import type { TeamOrientation } from '../../model/person/orientation';
import type { SceneDay, SceneForecast } from '../simulation/forecast-types';
import { SIMULATION_RATES } from '../simulation/rates';
import type { YearScore } from './advice-types';

/**
 * How much each part of the forecast year counts for a team of each orientation. A launch team (КПЛ) is
 * there to deliver, so power leads; a growth team (ПЛК) builds people up, so cohesion counts nearly as much;
 * a support team (ЛКП) keeps things running for years, so the microclimate leads. Each row sums to one.
 */
export const ORIENTATION_WEIGHTS: Readonly<Record<TeamOrientation, { readonly power: number; readonly cohesion: number; readonly microclimate: number; readonly fit: number }>> = {
  launch: { power: 0.45, cohesion: 0.2, microclimate: 0.2, fit: 0.15 },
  growth: { power: 0.3, cohesion: 0.3, microclimate: 0.25, fit: 0.15 },
  support: { power: 0.2, cohesion: 0.3, microclimate: 0.35, fit: 0.15 },
};

/**
 * A team's daily power grows with its size (its members' units summed, times the size to the power of minus
 * the coordination loss), so it is taken per member's share: over the size to the power of one minus that
 * loss it is the performance times the mean unit, on the 0..1 scale of the other parts, and teams of
 * different sizes compare on the monitor's axes.
 */
const POWER_SIZE_EXPONENT = 1 - SIMULATION_RATES.coordinationLoss;

/** A day's power per member's share: the figure the year score means, and the monitor draws. */
export const dailyPowerShare = (day: Pick<SceneDay, 'power' | 'members'>): number => (day.members === 0 ? 0 : day.power / day.members ** POWER_SIZE_EXPONENT);

/** The microclimate (−100..100) on the 0..1 scale of the other parts. */
export const microclimateShare = (microclimate: number): number => (microclimate + 100) / 200;

/** The team's mean of the aspect the orientation leads with, read from the forecast's group orientation. */
function fitOf(forecast: SceneForecast, orientation: TeamOrientation): number {
  const group = forecast.power.groupOrientation;
  if (orientation === 'launch') return group.competence_value;
  if (orientation === 'growth') return group.professionalism_value;
  return group.personalMaturity_value;
}

/** The parts' weighted sum: the one figure teams are ranked by. */
export function weightedScore(parts: Omit<YearScore, 'score'>, orientation: TeamOrientation): number {
  const w = ORIENTATION_WEIGHTS[orientation];
  return w.power * parts.power + w.cohesion * parts.cohesion + w.microclimate * microclimateShare(parts.microclimate) + w.fit * parts.fit;
}

/** The forecast year's worth for a team of the orientation: means over the forecast days the team has members. */
export function yearScore(forecast: SceneForecast, orientation: TeamOrientation): YearScore {
  let power = 0;
  let cohesion = 0;
  let microclimate = 0;
  let days = 0;
  for (const day of forecast.days) {
    if (day.day < 0 || day.members === 0) continue;
    power += dailyPowerShare(day);
    cohesion += day.cohesion;
    microclimate += day.microclimate;
    days += 1;
  }
  const parts = days === 0 ? { power: 0, cohesion: 0, microclimate: 0, fit: 0 } : { power: power / days, cohesion: cohesion / days, microclimate: microclimate / days, fit: fitOf(forecast, orientation) };
  return { score: weightedScore(parts, orientation), ...parts };
}

/** The difference of two years, part by part (after − before). */
export function yearDifference(after: YearScore, before: YearScore): YearScore {
  return {
    score: after.score - before.score,
    power: after.power - before.power,
    cohesion: after.cohesion - before.cohesion,
    microclimate: after.microclimate - before.microclimate,
    fit: after.fit - before.fit,
  };
}
