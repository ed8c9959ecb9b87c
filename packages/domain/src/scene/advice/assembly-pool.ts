import { leaderMemberScore } from '../../model/pair/leader';
import type { TeamOrientation } from '../../model/person/orientation';
import { sceneOf } from '../scene-build';
import { SceneRuleError } from '../scene-errors';
import type { SceneActorInput } from '../scene-types';
import { pairIndex, prepareScene } from '../simulation/prepare';
import type { AssemblyInput } from './advice-types';

export const MAX_POOL = 200;
export const MIN_TEAM = 2;
export const MAX_TEAM = 12;
export const MAX_PROPOSALS = 5;

/**
 * The pool made ready for the search: everything a team's surrogate reads, per person and per pair, computed
 * once with the engine's own preparation, so the surrogate and the forecast start from the same figures.
 */
export interface AssemblyPool {
  readonly n: number;
  /** The pool's inputs in its order, as a new team's members (no join day: everyone starts on day 0). */
  readonly inputs: readonly SceneActorInput[];
  readonly ids: readonly string[];
  /** Per person, in the pool's order. */
  readonly unit: Float64Array;
  readonly qualification: Float64Array;
  readonly professionalism: Float64Array;
  readonly maturity: Float64Array;
  /** The orientation's leading aspect (K, P or L), 0..1. */
  readonly aspect: Float64Array;
  readonly baseline: Float64Array;
  readonly zA: Float64Array;
  readonly zC: Float64Array;
  /** Pair work fit −1..1 and surface similarity, n × n, symmetric. */
  readonly fit: Float64Array;
  readonly surface: Float64Array;
  /** The lead's LMX with each person, −1..1; empty without a lead. */
  readonly lmx: Float64Array;
  /** Members every team has (the must-haves and the lead), as pool indices, ascending; and who may come and go. */
  readonly fixed: readonly number[];
  readonly free: readonly number[];
  readonly lead: number | null;
  readonly size: number;
}

function assertInteger(value: number, min: number, max: number, what: string): void {
  if (!Number.isInteger(value) || value < min || value > max) throw new RangeError(`${what} must be an integer from ${min} to ${max} (got ${value})`);
}

/** The pool's checks: sizes in range, ids unique, must-haves and lead from the pool and fitting the team. */
export function checkAssemblyInput(input: AssemblyInput): void {
  assertInteger(input.pool.length, MIN_TEAM, MAX_POOL, 'The pool size');
  assertInteger(input.size, MIN_TEAM, MAX_TEAM, 'The team size');
  assertInteger(input.proposals ?? 3, 1, MAX_PROPOSALS, 'The number of proposals');
  if (!Number.isInteger(input.seed)) throw new SceneRuleError('seed_invalid', { seed: input.seed });
  const ids = new Set<string>();
  for (const actor of input.pool) {
    if (ids.has(actor.id)) throw new SceneRuleError('actor_exists', { actorId: actor.id });
    ids.add(actor.id);
  }
  if (input.size > input.pool.length) throw new RangeError(`The team size ${input.size} is larger than the pool of ${input.pool.length}`);
  for (const id of [...(input.mustHave ?? []), ...(input.leadId ? [input.leadId] : [])]) {
    if (!ids.has(id)) throw new SceneRuleError('actor_unknown', { actorId: id });
  }
  const fixed = new Set([...(input.mustHave ?? []), ...(input.leadId ? [input.leadId] : [])]);
  if (fixed.size > input.size) throw new RangeError(`${fixed.size} people must be in a team of ${input.size}`);
}

const ASPECT: Readonly<Record<TeamOrientation, 'qualification' | 'professionalism' | 'maturity'>> = {
  launch: 'qualification',
  growth: 'professionalism',
  support: 'maturity',
};

export const aspectOf = (orientation: TeamOrientation) => ASPECT[orientation];

/** A pool member as a new team's member: a join day belongs to the team the person came from. */
function asNewMember(actor: SceneActorInput): SceneActorInput {
  const { joinDay: _joinDay, ...rest } = actor;
  return rest;
}

export function preparePool(input: AssemblyInput): AssemblyPool {
  checkAssemblyInput(input);
  const inputs = input.pool.map(asNewMember);
  const n = inputs.length;
  // One preparation of the whole pool as a scene: the engine's per-person figures and every pair's fit (n²/2 work scores).
  const prepared = prepareScene(sceneOf({ actors: inputs, startDate: input.startDate, lifespan: 'new', seed: input.seed }));
  const sortedIndex = new Map(prepared.ids.map((id, i) => [id, i]));
  const toSorted = inputs.map((actor) => sortedIndex.get(actor.id) ?? 0);
  const perPerson = (read: (s: number) => number) => Float64Array.from(toSorted, read);
  const aspect = aspectOf(input.orientation);
  const fit = new Float64Array(n * n);
  const surface = new Float64Array(n * n);
  for (let a = 0; a < n; a += 1) {
    for (let b = a + 1; b < n; b += 1) {
      const sa = toSorted[a] ?? 0;
      const sb = toSorted[b] ?? 0;
      const p = sa < sb ? pairIndex(sa, sb, n) : pairIndex(sb, sa, n);
      fit[a * n + b] = fit[b * n + a] = prepared.fit[p] ?? 0;
      surface[a * n + b] = surface[b * n + a] = prepared.surface[p] ?? 0;
    }
  }
  const indexOf = new Map(inputs.map((actor, i) => [actor.id, i]));
  const lead = input.leadId ? (indexOf.get(input.leadId) ?? null) : null;
  const lmx = new Float64Array(lead === null ? 0 : n);
  if (lead !== null) {
    const leadPerson = prepared.people[toSorted[lead] ?? 0];
    for (let j = 0; j < n; j += 1) {
      const member = prepared.people[toSorted[j] ?? 0];
      if (j !== lead && leadPerson && member) lmx[j] = (leaderMemberScore(leadPerson, member) - 50) / 50;
    }
  }
  const fixedSet = new Set<number>();
  for (const id of input.mustHave ?? []) fixedSet.add(indexOf.get(id) ?? 0);
  if (lead !== null) fixedSet.add(lead);
  const fixed = [...fixedSet].sort((a, b) => a - b);
  return {
    n,
    inputs,
    ids: inputs.map((actor) => actor.id),
    unit: perPerson((s) => prepared.unit[s] ?? 0),
    qualification: perPerson((s) => prepared.qualification[s] ?? 0),
    professionalism: perPerson((s) => prepared.professionalism[s] ?? 0),
    maturity: perPerson((s) => prepared.indicators[s]?.maturity.value ?? 0),
    aspect: perPerson((s) => prepared.indicators[s]?.[aspect].value ?? 0),
    baseline: perPerson((s) => prepared.baseline[s] ?? 0),
    zA: perPerson((s) => prepared.zA[s] ?? 0),
    zC: perPerson((s) => prepared.zC[s] ?? 0),
    fit,
    surface,
    lmx,
    fixed,
    free: Array.from({ length: n }, (_, i) => i).filter((i) => !fixedSet.has(i)),
    lead,
    size: input.size,
  };
}

/** C(n, r) as a float (huge counts stay finite up to about 1e308). */
export function binomial(n: number, r: number): number {
  if (r < 0 || r > n) return 0;
  const m = Math.min(r, n - r);
  let result = 1;
  for (let i = 1; i <= m; i += 1) result = (result * (n - m + i)) / i;
  // Exact integers while they fit a double's mantissa; beyond that the count is only an estimate anyway.
  return result < 2 ** 52 ? Math.round(result) : result;
}

/** All teams under the rules: the fixed members plus any choice of the rest. */
export const possibleTeamsOf = (pool: AssemblyPool): number => binomial(pool.free.length, pool.size - pool.fixed.length);

/** A team's key: its members' pool indices, ascending. */
export const teamKey = (members: readonly number[]): string => [...members].sort((a, b) => a - b).join(',');
