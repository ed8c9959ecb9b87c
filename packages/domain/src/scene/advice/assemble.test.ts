import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TeamOrientation } from '../../model/person/orientation';
import { createScene } from '../scene-build';
import { SceneRuleError } from '../scene-errors';
import type { SceneActorInput } from '../scene-types';
import { applySceneChange } from '../apply-change';
import { simulateScene } from '../simulation/simulate';
import { traits } from '../simulation/test-traits';
import type { AssemblyInput, AssemblyResult } from './advice-types';
import { ASSEMBLY_EFFORT, assembleTeam, assembleTeamWith, type AssemblyEffort } from './assemble';
import { yearScore } from './year-score';

const START = '2026-12-01';

/** A small effort, so property runs stay fast: no exhaustive mode, a few forecasts. */
const LIGHT: AssemblyEffort = { exhaustiveLimit: 0, calibrationTeams: 6, restarts: 2, engineClimbs: 2, shortlist: 3, forecasts: 20, swapsPerStep: 3 };

const score = fc.integer({ min: 6, max: 30 }).map((x) => x / 6);
const actor = (id: string) =>
  fc.record({ e: score, a: score, c: score, n: score, o: score, age: fc.integer({ min: 20, max: 60 }), female: fc.boolean() }).map(
    ({ e, a, c, n, o, age, female }): SceneActorInput => ({ id, bigFive: traits(e, a, c, n, o), age, gender: female ? 'Ж' : 'М' }),
  );
const poolOf = (min: number, max: number) =>
  fc.integer({ min, max }).chain((size) => fc.tuple(...Array.from({ length: size }, (_, i) => actor(`p${String(i).padStart(2, '0')}`))));
const orientation = fc.constantFrom<TeamOrientation>('launch', 'growth', 'support');

/** A fixed pool of people who differ, for the example tests. */
function fixedPool(size: number): SceneActorInput[] {
  return Array.from({ length: size }, (_, i) => ({
    id: `m${i}`,
    bigFive: traits(1 + ((i * 7) % 5), 1 + ((i * 3 + 1) % 5), 1 + ((i * 11 + 2) % 5), 1 + ((i * 5 + 3) % 5), 1 + (i % 5)),
    age: 22 + ((i * 9) % 35),
    gender: i % 2 ? 'Ж' : 'М',
  }));
}

/** The best score of any team, by forecasting every one, apart from the assembler. */
function bruteBest(input: AssemblyInput): { score: number; members: string[] } {
  const pool = input.pool;
  let best = { score: Number.NEGATIVE_INFINITY, members: [] as string[] };
  const visit = (from: number, chosen: SceneActorInput[]) => {
    if (chosen.length === input.size) {
      if (input.leadId && !chosen.some((a) => a.id === input.leadId)) return;
      if ((input.mustHave ?? []).some((id) => !chosen.some((a) => a.id === id))) return;
      let scene = createScene({ actors: chosen, startDate: input.startDate, lifespan: 'new', seed: input.seed });
      if (input.leadId) scene = applySceneChange(scene, { kind: 'rank', actorId: input.leadId, level: 1, day: 0 });
      const value = yearScore(simulateScene(scene), input.orientation).score;
      if (value > best.score) best = { score: value, members: chosen.map((a) => a.id) };
      return;
    }
    for (let i = from; i < pool.length; i += 1) visit(i + 1, [...chosen, pool[i] as SceneActorInput]);
  };
  visit(0, []);
  return best;
}

function expectRulesKept(input: AssemblyInput, result: AssemblyResult): void {
  const ids = new Set(input.pool.map((a) => a.id));
  const keys = new Set<string>();
  expect(result.proposals.length).toBeGreaterThan(0);
  expect(result.proposals.length).toBeLessThanOrEqual(input.proposals ?? 3);
  for (const proposal of result.proposals) {
    expect(new Set(proposal.memberIds).size).toBe(input.size);
    expect(proposal.memberIds).toHaveLength(input.size);
    for (const id of proposal.memberIds) expect(ids.has(id)).toBe(true);
    for (const id of input.mustHave ?? []) expect(proposal.memberIds).toContain(id);
    expect(proposal.leadId).toBe(input.leadId ?? null);
    if (input.leadId) expect(proposal.memberIds).toContain(input.leadId);
    keys.add([...proposal.memberIds].sort().join(','));
    expect(proposal.days.power).toHaveLength(365);
  }
  expect(keys.size).toBe(result.proposals.length);
  const scores = result.proposals.map((p) => p.year.score);
  expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  expect(result.proposals[0]?.shortfall).toBeNull();
}

describe('assembleTeam', () => {
  it('never breaks a rule: size, members from the pool, must-haves, one lead, distinct proposals', () => {
    fc.assert(
      fc.property(
        poolOf(3, 9),
        fc.integer({ min: 2, max: 5 }),
        orientation,
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 0, max: 3 }),
        fc.boolean(),
        (pool, wanted, aim, seed, proposals, mustCount, withLead) => {
          const size = Math.min(wanted, pool.length);
          const mustHave = pool.slice(0, Math.min(mustCount, size)).map((a) => a.id);
          const leadId = withLead ? (pool[pool.length - 1]?.id ?? null) : null;
          const fixed = new Set([...mustHave, ...(leadId ? [leadId] : [])]);
          if (fixed.size > size) return;
          const input: AssemblyInput = { pool, size, orientation: aim, seed, startDate: START, proposals, mustHave, leadId };
          expectRulesKept(input, assembleTeamWith(input, LIGHT));
          expectRulesKept(input, assembleTeamWith(input, { ...LIGHT, exhaustiveLimit: 3000 }));
        },
      ),
      { numRuns: 25 },
    );
  });

  it('gives the same answer for the same inputs and seed', () => {
    const input: AssemblyInput = { pool: fixedPool(14), size: 4, orientation: 'growth', seed: 5, startDate: START, mustHave: ['m3'] };
    const first = assembleTeamWith(input, { ...LIGHT, forecasts: 60 });
    const second = assembleTeamWith(input, { ...LIGHT, forecasts: 60 });
    expect(second).toEqual(first);
    expect(first.search.exhaustive).toBe(false);
  });

  it('forecasts every team of a small pool, and its first proposal is the best there is', () => {
    const input: AssemblyInput = { pool: fixedPool(9), size: 3, orientation: 'launch', seed: 3, startDate: START, leadId: 'm4' };
    const result = assembleTeam(input);
    expect(result.search.exhaustive).toBe(true);
    expect(result.search.possibleTeams).toBe(28);
    expect(result.search.simulatedTeams).toBe(28);
    expect(result.search.confidence).toBe('high');
    const best = bruteBest(input);
    expect(result.proposals[0]?.year.score).toBe(best.score);
    expect([...(result.proposals[0]?.memberIds ?? [])].sort()).toEqual([...best.members].sort());
  });

  it('without the exhaustive mode, the search still reaches the best team of small pools', () => {
    for (const [seed, aim] of [[1, 'launch'], [2, 'growth'], [3, 'support']] as const) {
      const input: AssemblyInput = { pool: fixedPool(9), size: 4, orientation: aim, seed, startDate: START };
      const result = assembleTeamWith(input, { ...ASSEMBLY_EFFORT, exhaustiveLimit: 0, calibrationTeams: 12, forecasts: 40 });
      expect(result.search.exhaustive).toBe(false);
      expect(result.search.simulatedTeams).toBeLessThan(126);
      expect(result.proposals[0]?.year.score).toBe(bruteBest(input).score);
    }
  });

  it('tells its progress now and then, never going back, ending at 1', () => {
    const shares: number[] = [];
    assembleTeamWith({ pool: fixedPool(12), size: 4, orientation: 'support', seed: 1, startDate: START, onProgress: (share) => shares.push(share) }, LIGHT);
    expect(shares.length).toBeGreaterThan(2);
    expect(shares.at(-1)).toBe(1);
    for (const [i, share] of shares.entries()) {
      expect(share).toBeGreaterThanOrEqual(0);
      expect(share).toBeLessThanOrEqual(1);
      if (i > 0) expect(share).toBeGreaterThanOrEqual(shares[i - 1] ?? 0);
    }
  });

  it('explains each proposal and where the runners-up fall short', () => {
    const result = assembleTeam({ pool: fixedPool(8), size: 3, orientation: 'launch', seed: 2, startDate: START, leadId: 'm1', proposals: 3 });
    const [first, second] = result.proposals;
    const codes = first?.reasons.map((r) => r.code) ?? [];
    expect(codes).toContain('best_pair');
    expect(codes).toContain('lead_fit');
    expect(codes.some((code) => code === 'fits_orientation' || code === 'misses_orientation')).toBe(true);
    const shortfall = second?.shortfall ?? [];
    for (const item of shortfall) {
      expect(item.difference).toBeLessThan(0);
      expect(item.missing.length).toBe(item.instead.length);
      for (const id of item.missing) expect(first?.memberIds).toContain(id);
      for (const id of item.instead) expect(second?.memberIds).toContain(id);
    }
    expect(shortfall.length).toBeGreaterThan(0);
  });

  it('returns fewer proposals when the pool has fewer teams', () => {
    const result = assembleTeam({ pool: fixedPool(3), size: 2, orientation: 'growth', seed: 1, startDate: START, proposals: 5 });
    expect(result.proposals).toHaveLength(3);
    expect(result.search.possibleTeams).toBe(3);
    // A team of two has one pair, named once.
    for (const proposal of result.proposals) {
      const pairs = proposal.reasons.filter((reason) => reason.code === 'best_pair' || reason.code === 'worst_pair');
      expect(pairs.map((reason) => reason.code)).toEqual(['best_pair']);
    }
  });

  it('refuses impossible inputs', () => {
    const pool = fixedPool(5);
    const base: AssemblyInput = { pool, size: 3, orientation: 'launch', seed: 1, startDate: START };
    expect(() => assembleTeam({ ...base, size: 6 })).toThrow(RangeError);
    expect(() => assembleTeam({ ...base, size: 1 })).toThrow(RangeError);
    expect(() => assembleTeam({ ...base, mustHave: ['m0', 'm1', 'm2', 'm3'] })).toThrow(RangeError);
    expect(() => assembleTeam({ ...base, mustHave: ['m0', 'm1', 'm2'], leadId: 'm3' })).toThrow(RangeError);
    expect(() => assembleTeam({ ...base, mustHave: ['nobody'] })).toThrow(SceneRuleError);
    expect(() => assembleTeam({ ...base, leadId: 'nobody' })).toThrow(SceneRuleError);
    expect(() => assembleTeam({ ...base, pool: [...pool, { id: 'm0' }] })).toThrow(SceneRuleError);
    expect(() => assembleTeam({ ...base, proposals: 6 })).toThrow(RangeError);
    expect(() => assembleTeam({ ...base, seed: 1.5 })).toThrow(SceneRuleError);
  });
});
