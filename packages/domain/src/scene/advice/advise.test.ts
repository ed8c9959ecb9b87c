import { describe, expect, it } from 'vitest';
import { applySceneChange } from '../apply-change';
import { createScene } from '../scene-build';
import type { Scene, SceneActorInput } from '../scene-types';
import { simulateScene } from '../simulation/simulate';
import { traits } from '../simulation/test-traits';
import type { AdviceInput } from './advice-types';
import { adviseTeam } from './advise';
import { ADVICE_BUDGET } from './advise-changes';
import { applyAdvice } from './apply-advice';
import { yearScore } from './year-score';

const person = (id: string, i: number): SceneActorInput => ({
  id,
  age: 23 + ((i * 7) % 30),
  gender: i % 2 ? 'Ж' : 'М',
  bigFive: traits(1 + ((i * 3) % 5), 1 + ((i * 2) % 5), 1 + (i % 5), 1 + ((i * 4) % 5), 1 + ((i * 5) % 4)),
});
const members = Array.from({ length: 6 }, (_, i) => person(`m${i}`, i));
const pool = Array.from({ length: 5 }, (_, i) => person(`c${i}`, i + 11));

function team(actors: readonly SceneActorInput[] = members): Scene {
  const scene = createScene({ startDate: '2026-12-01', lifespan: 'new', seed: 8, actors });
  return applySceneChange(scene, { kind: 'rank', actorId: actors[0]?.id ?? '', day: 0, level: 1 });
}

const input: AdviceInput = { pool, day: 40, orientation: 'growth' };
const candidateOf = (id: string) => pool.find((candidate) => candidate.id === id);

describe('the what-if advisor', () => {
  const scene = team();
  const advice = adviseTeam(scene, input);

  it('returns the best changes first, each applied by the rules and forecast to exactly the year it claims', () => {
    expect(advice.items).toHaveLength(5);
    const scores = advice.items.map((item) => item.effect.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(advice.base).toEqual(yearScore(simulateScene(scene), 'growth'));
    for (const item of advice.items) {
      const candidate = item.change.kind === 'swap' ? candidateOf(item.change.candidateId) : undefined;
      const after = applyAdvice(scene, item.change, candidate);
      expect(after).not.toBe(scene);
      const year = yearScore(simulateScene(after), 'growth');
      expect(item.year).toEqual(year);
      expect(item.effect.score).toBe(year.score - advice.base.score);
      expect(item.change.day).toBe(40);
    }
    expect(advice.tried).toBeGreaterThanOrEqual(advice.items.length);
  });

  it('gives the same answer every time, telling of progress up to the end', () => {
    const shares: number[] = [];
    const again = adviseTeam(scene, { ...input, onProgress: (share) => shares.push(share) });
    expect(again).toEqual(advice);
    expect(shares.length).toBeGreaterThan(1);
    expect(shares.at(-1)).toBe(1);
    expect(shares.every((share, i) => share >= 0 && share <= 1 && (i === 0 || share >= (shares[i - 1] ?? 0)))).toBe(true);
  });

  it('tries every kind of change, and sets aside swaps the pair model ranks low when the pool is large', () => {
    const many = Array.from({ length: 60 }, (_, i) => person(`p${i}`, i + 20));
    const all = adviseTeam(scene, { ...input, pool: many, count: 1000 });
    const kinds = new Set(all.items.map((item) => item.change.kind));
    expect([...kinds].sort()).toEqual(['dismiss', 'lead', 'manager', 'pair', 'swap']);
    const perSeat = Math.floor(ADVICE_BUDGET.swaps / members.length);
    expect(all.pruned).toBe(members.length * many.length - perSeat * members.length);
    // Of the swaps tried, the list keeps the best for each member leaving and each candidate joining.
    const swaps = all.items.flatMap((item) => (item.change.kind === 'swap' ? [item.change] : []));
    expect(swaps.length).toBeGreaterThan(0);
    expect(new Set(swaps.map((swap) => swap.actorId)).size).toBe(swaps.length);
    expect(new Set(swaps.map((swap) => swap.candidateId)).size).toBe(swaps.length);
    expect(all.items.length).toBe(all.tried - (perSeat * members.length - swaps.length));
  });

  it('never proposes what the rules refuse: no one from the team as a candidate, no one out of the team, no team below two', () => {
    const left = applySceneChange(scene, { kind: 'dismiss', actorId: 'm5', day: 10 });
    const result = adviseTeam(left, { ...input, pool: [...pool, members[1] as SceneActorInput], count: 1000 });
    for (const item of result.items) {
      const change = item.change;
      if (change.kind === 'swap') expect(change.candidateId).not.toBe('m1');
      const named = change.kind === 'pair' ? change.actorIds : [change.actorId];
      expect(named).not.toContain('m5');
      expect(() => applyAdvice(left, change, change.kind === 'swap' ? candidateOf(change.candidateId) : undefined)).not.toThrow();
    }
    const two = team(members.slice(0, 2));
    const small = adviseTeam(two, { ...input, count: 1000 });
    expect(small.items.some((item) => item.change.kind === 'dismiss')).toBe(false);
    expect(small.items.length).toBeGreaterThan(0);
  });
});
