import type { AssemblyInput, AssemblyProposal, AssemblyResult, YearScore } from './advice-types';
import { forecastTeam, daysOf, type ForecastSettings } from './assembly-forecast';
import { possibleTeamsOf, preparePool, teamKey, type AssemblyPool } from './assembly-pool';
import { confidenceOf } from './assembly-confidence';
import { reasonsFor, shortfallOf, type TypicalYear } from './assembly-reasons';
import { FEATURES, fitSurrogate, flatModel, surrogateScore, teamAspect, teamFeatures, type SurrogateModel } from './surrogate';
import { randomTeam, searchRestarts, type SearchTally } from './surrogate-search';
import { ORIENTATION_WEIGHTS, yearScore } from './year-score';

/** How hard the search works, in counts (the domain has no clock); tests may lower the exhaustive limit to see the search itself. */
export interface AssemblyEffort {
  /** Up to this many possible teams (of eight or fewer; fewer for larger teams), every one is forecast. */
  readonly exhaustiveLimit: number;
  /** Random teams forecast to fit the surrogate on, and the pool's typical team. */
  readonly calibrationTeams: number;
  /** Restarts of the surrogate search, in each of its two rounds. */
  readonly restarts: number;
  /** Climbs with the engine, from as many of the best teams forecast (the result's restarts). */
  readonly engineClimbs: number;
  /** Teams from the surrogate's shortlist forecast after each round. */
  readonly shortlist: number;
  /** Most teams forecast in all, for a team of eight (fewer for larger teams, whose years cost more). */
  readonly forecasts: number;
  /** Swaps of the engine's local search tried per step, the surrogate's best first. */
  readonly swapsPerStep: number;
}

export const ASSEMBLY_EFFORT: AssemblyEffort = { exhaustiveLimit: 3000, calibrationTeams: 60, restarts: 12, engineClimbs: 6, shortlist: 16, forecasts: 420, swapsPerStep: 8 };

interface Forecast {
  readonly members: readonly number[];
  readonly key: string;
  readonly year: YearScore;
}

/** Every team forecast so far, and the samples the surrogate is fitted on. */
class Forecasts {
  readonly byKey = new Map<string, Forecast>();
  readonly features: Float64Array[] = [];
  readonly rest: number[] = [];

  constructor(
    private readonly pool: AssemblyPool,
    private readonly settings: ForecastSettings,
    private readonly fitWeight: number,
  ) {}

  get count(): number {
    return this.byKey.size;
  }

  run(members: readonly number[]): Forecast {
    const key = teamKey(members);
    const known = this.byKey.get(key);
    if (known) return known;
    const sorted = [...members].sort((a, b) => a - b);
    const year = yearScore(forecastTeam(this.pool, this.settings, sorted), this.settings.orientation);
    const forecast = { members: sorted, key, year };
    this.byKey.set(key, forecast);
    const row = new Float64Array(FEATURES.length);
    teamFeatures(this.pool, sorted, row);
    this.features.push(row);
    this.rest.push(year.score - this.fitWeight * teamAspect(this.pool, sorted));
    return forecast;
  }

  model(): SurrogateModel {
    return this.rest.length ? fitSurrogate(this.features, this.rest, this.fitWeight) : flatModel(this.fitWeight);
  }

  /** The best teams forecast, best first; ties by their members, so the order never depends on the search's path. */
  ranked(): Forecast[] {
    return [...this.byKey.values()].sort((a, b) => b.year.score - a.year.score || (a.key < b.key ? -1 : 1));
  }
}

/** Every choice of `need` people from `free`, in lexicographic order. */
function* combinations(free: readonly number[], need: number): Generator<number[]> {
  const at = Array.from({ length: need }, (_, i) => i);
  if (need > free.length) return;
  for (;;) {
    yield at.map((i) => free[i] ?? 0);
    let x = need - 1;
    while (x >= 0 && at[x] === free.length - need + x) x -= 1;
    if (x < 0) return;
    at[x]! += 1;
    for (let y = x + 1; y < need; y += 1) at[y] = (at[y - 1] ?? 0) + 1;
  }
}

function meanYear(forecasts: readonly Forecast[]): TypicalYear {
  const m = Math.max(1, forecasts.length);
  const sum = (pick: (year: YearScore) => number) => forecasts.reduce((total, f) => total + pick(f.year), 0) / m;
  return { power: sum((y) => y.power), cohesion: sum((y) => y.cohesion), microclimate: sum((y) => y.microclimate), fit: sum((y) => y.fit) };
}

/** A progress reporter that never goes back and never repeats itself. */
function progressOf(onProgress: AssemblyInput['onProgress']): (share: number) => void {
  let last = -1;
  return (share) => {
    const next = Math.min(1, Math.max(last, share));
    if (next > last && onProgress) onProgress(next);
    last = next;
  };
}

/**
 * Engine-driven hill climbing from `start`: the surrogate (refitted on everything forecast so far) ranks the swaps,
 * the engine forecasts the best few; the climb moves to the best of them while it beats the team it stands on.
 */
function engineClimb(pool: AssemblyPool, forecasts: Forecasts, start: Forecast, budget: number, effort: AssemblyEffort, tally: SearchTally, report: () => void): Forecast {
  let current = start;
  const fixed = new Set(pool.fixed);
  const scratch = new Float64Array(FEATURES.length);
  while (forecasts.count < budget) {
    const model = forecasts.model();
    const inTeam = new Set(current.members);
    const swaps: { members: number[]; value: number; key: string }[] = [];
    // Neighbours already forecast (by this climb or another) count with their forecast: climbs that meet go on together.
    let best = current;
    for (const [slot, out] of current.members.entries()) {
      if (fixed.has(out)) continue;
      for (const person of pool.free) {
        if (inTeam.has(person)) continue;
        const members = [...current.members];
        members[slot] = person;
        const key = teamKey(members);
        const known = forecasts.byKey.get(key);
        if (known) {
          if (known.year.score > best.year.score) best = known;
          continue;
        }
        tally.surrogateTeams += 1;
        swaps.push({ members, value: surrogateScore(pool, model, members, scratch), key });
      }
    }
    swaps.sort((a, b) => b.value - a.value || (a.key < b.key ? -1 : 1));
    for (const swap of swaps.slice(0, Math.min(effort.swapsPerStep, budget - forecasts.count))) {
      const forecast = forecasts.run(swap.members);
      if (forecast.year.score > best.year.score) best = forecast;
    }
    report();
    if (best === current) return current;
    current = best;
  }
  return current;
}

/** The searched part: calibrate, two rounds of surrogate restarts, their shortlists forecast, then the engine's climb. */
function search(pool: AssemblyPool, forecasts: Forecasts, seed: number, proposals: number, effort: AssemblyEffort, tally: SearchTally, report: (share: number) => void) {
  // Larger teams' years cost more to forecast; the budget keeps the time about that of a team of eight.
  const budget = Math.max(effort.calibrationTeams + 2 * effort.shortlist + proposals, Math.round((effort.forecasts * 8) / Math.max(8, pool.size)));
  for (let draw = 0; draw < effort.calibrationTeams; draw += 1) {
    forecasts.run(randomTeam(pool, seed, draw));
    report((0.2 * (draw + 1)) / effort.calibrationTeams);
  }
  const typical = meanYear([...forecasts.byKey.values()]);
  for (const round of [0, 1]) {
    const found = searchRestarts(pool, forecasts.model(), seed, effort.restarts, effort.calibrationTeams + round * effort.restarts, tally);
    for (const team of found.shortlist.slice(0, effort.shortlist)) forecasts.run(team.members);
    report(0.2 + 0.25 * (round + 1));
  }
  // Climb with the engine from the best few forecast so far: the runners-up become local optima of the engine too,
  // and where the climbs end is the restarts' agreement.
  const starts = forecasts.ranked().slice(0, effort.engineClimbs);
  const ends: string[] = [];
  for (const [i, start] of starts.entries()) {
    // Each start gets an equal share of what is left of the budget.
    const until = forecasts.count + Math.floor((budget - forecasts.count) / (starts.length - i));
    ends.push(engineClimb(pool, forecasts, start, until, effort, tally, () => report(0.7 + (0.25 * Math.min(forecasts.count, budget)) / budget)).key);
  }
  return { typical, ends };
}



/**
 * The exhaustive limit for a team size: a year costs about in proportion to the team's pairs, so larger teams are
 * forecast whole only up to as many pairs in all as 3,000 teams of eight have.
 */
export function exhaustiveLimitFor(effort: AssemblyEffort, size: number): number {
  return Math.floor(effort.exhaustiveLimit * Math.min(1, PAIRS_OF_EIGHT / ((size * (size - 1)) / 2)));
}

const PAIRS_OF_EIGHT = 28;

/** `assembleTeam` with the effort set: tests lower the exhaustive limit to check the search on pools they can enumerate. */
export function assembleTeamWith(input: AssemblyInput, effort: AssemblyEffort): AssemblyResult {
  const pool = preparePool(input);
  const report = progressOf(input.onProgress);
  const proposals = input.proposals ?? 3;
  const settings: ForecastSettings = { startDate: input.startDate, seed: input.seed, orientation: input.orientation };
  const fitWeight = ORIENTATION_WEIGHTS[input.orientation].fit;
  const forecasts = new Forecasts(pool, settings, fitWeight);
  const tally: SearchTally = { surrogateTeams: 0 };
  const possibleTeams = possibleTeamsOf(pool);
  const exhaustive = possibleTeams <= exhaustiveLimitFor(effort, pool.size);
  let typical: TypicalYear;
  let ends: readonly string[] = [];
  if (exhaustive) {
    const need = pool.size - pool.fixed.length;
    let done = 0;
    for (const chosen of combinations(pool.free, need)) {
      forecasts.run([...pool.fixed, ...chosen]);
      done += 1;
      if (done % 16 === 0) report((0.95 * done) / possibleTeams);
    }
    typical = meanYear([...forecasts.byKey.values()]);
  } else {
    ({ typical, ends } = search(pool, forecasts, input.seed, proposals, effort, tally, report));
  }
  const model = forecasts.model();
  const scratch = new Float64Array(FEATURES.length);
  const best = forecasts.ranked().slice(0, proposals);
  const result: AssemblyProposal[] = best.map((team, rank) => {
    const above = rank > 0 ? best[rank - 1] : undefined;
    tally.surrogateTeams += 1;
    return {
      memberIds: team.members.map((i) => pool.ids[i] ?? ''),
      leadId: pool.lead === null ? null : (pool.ids[pool.lead] ?? null),
      year: team.year,
      surrogate: surrogateScore(pool, model, team.members, scratch),
      reasons: reasonsFor(pool, team.members, team.year, typical, input.orientation),
      shortfall: above ? shortfallOf(pool, team.members, team.year, above.members, above.year) : null,
      days: daysOf(forecastTeam(pool, settings, team.members)),
    };
  });
  const agreeing = ends.filter((key) => key === best[0]?.key).length;
  report(1);
  return {
    orientation: input.orientation,
    size: input.size,
    proposals: result,
    search: {
      surrogateTeams: tally.surrogateTeams,
      simulatedTeams: forecasts.count,
      restarts: ends.length,
      restartsAgreeing: agreeing,
      possibleTeams,
      exhaustive,
      confidence: confidenceOf(exhaustive, ends.length, agreeing, best[0], best[1]),
    },
  };
}

/** The best teams of the pool for the orientation, found by a seeded search and forecast with the engine. */
export function assembleTeam(input: AssemblyInput): AssemblyResult {
  return assembleTeamWith(input, ASSEMBLY_EFFORT);
}
