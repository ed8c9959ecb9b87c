import { uniform } from '../hash-random';
import { teamKey, type AssemblyPool } from './assembly-pool';
import { emptyWithout, FEATURES, surrogateScore, swapScore, teamWithout, type SurrogateModel } from './surrogate';

/** Random streams of the search, apart from the engine's. */
const STREAM_START = 101;

export interface SurrogateTeam {
  readonly members: readonly number[];
  readonly key: string;
  readonly surrogate: number;
}

/**
 * A random team under the rules: the fixed members and a seeded draw of the rest (a partial shuffle of the free
 * people), so restart `draw` of a seed is always the same team.
 */
export function randomTeam(pool: AssemblyPool, seed: number, draw: number): number[] {
  const free = [...pool.free];
  const need = pool.size - pool.fixed.length;
  for (let t = 0; t < need; t += 1) {
    const pick = t + Math.floor(uniform(seed, STREAM_START, draw, t) * (free.length - t));
    const chosen = free[pick] ?? 0;
    free[pick] = free[t] ?? 0;
    free[t] = chosen;
  }
  return [...pool.fixed, ...free.slice(0, need)];
}

/** Counts the surrogate evaluations, the search's measure of effort (the domain has no clock). */
export interface SearchTally {
  surrogateTeams: number;
}

/** How many of the last pass's best neighbours of each local optimum join the shortlist beside it. */
const NEIGHBOURS_KEPT = 4;

/**
 * Best-improvement hill climbing on the surrogate by swaps of one free member for one person outside the team,
 * from `start` until no swap helps. Returns the local optimum and the best few teams one swap from it.
 */
export function climb(pool: AssemblyPool, model: SurrogateModel, start: readonly number[], tally: SearchTally): SurrogateTeam[] {
  const members = Int32Array.from(start);
  const inTeam = new Uint8Array(pool.n);
  for (const i of members) inTeam[i] = 1;
  const fixed = new Set(pool.fixed);
  const slots = Array.from(members.keys()).filter((slot) => !fixed.has(members[slot] ?? -1));
  const scratch = new Float64Array(FEATURES.length);
  let value = surrogateScore(pool, model, members, scratch);
  tally.surrogateTeams += 1;
  const near: { value: number; slot: number; person: number }[] = [];
  const without = emptyWithout(members.length);
  for (;;) {
    let best = { value, slot: -1, person: -1 };
    near.length = 0;
    for (const slot of slots) {
      teamWithout(pool, members, slot, without);
      for (const person of pool.free) {
        if (inTeam[person]) continue;
        const candidate = swapScore(pool, model, without, person, scratch);
        tally.surrogateTeams += 1;
        if (candidate > best.value) best = { value: candidate, slot, person };
        keepBest(near, { value: candidate, slot, person });
      }
    }
    if (best.slot < 0) break;
    inTeam[members[best.slot] ?? 0] = 0;
    inTeam[best.person] = 1;
    members[best.slot] = best.person;
    value = best.value;
  }
  const optimum = Array.from(members);
  const neighbours = near.map(({ value: v, slot, person }) => {
    const team = [...optimum];
    team[slot] = person;
    return { members: team, key: teamKey(team), surrogate: v };
  });
  return [{ members: optimum, key: teamKey(optimum), surrogate: value }, ...neighbours];
}

function keepBest(list: { value: number; slot: number; person: number }[], entry: { value: number; slot: number; person: number }): void {
  if (list.length === NEIGHBOURS_KEPT && (list[NEIGHBOURS_KEPT - 1]?.value ?? 0) >= entry.value) return;
  let at = list.length;
  while (at > 0 && (list[at - 1]?.value ?? 0) < entry.value) at -= 1;
  list.splice(at, 0, entry);
  if (list.length > NEIGHBOURS_KEPT) list.pop();
}

export interface RestartsResult {
  /** Distinct teams met at the optima and next to them, best surrogate first. */
  readonly shortlist: readonly SurrogateTeam[];
  /** Each restart's local optimum. */
  readonly optima: readonly string[];
}

/** Seeded restarts of the climb; the teams met, distinct, best surrogate first. */
export function searchRestarts(pool: AssemblyPool, model: SurrogateModel, seed: number, restarts: number, firstDraw: number, tally: SearchTally): RestartsResult {
  const met = new Map<string, SurrogateTeam>();
  const optima: string[] = [];
  for (let r = 0; r < restarts; r += 1) {
    const found = climb(pool, model, randomTeam(pool, seed, firstDraw + r), tally);
    optima.push(found[0]?.key ?? '');
    for (const team of found) if (!met.has(team.key)) met.set(team.key, team);
  }
  return { shortlist: [...met.values()].sort((a, b) => b.surrogate - a.surrogate || (a.key < b.key ? -1 : 1)), optima };
}
