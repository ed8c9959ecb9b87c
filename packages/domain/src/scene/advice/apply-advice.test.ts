import { describe, expect, it } from 'vitest';
import { applySceneChange, interactionAt } from '../apply-change';
import { createScene, snapshotOf } from '../scene-build';
import { SceneRuleError } from '../scene-errors';
import type { Scene, SceneActorInput } from '../scene-types';
import { traits } from '../simulation/test-traits';
import { TeamSizeError } from '../team-size';
import { statusAt } from '../timeline';
import { undoScene } from '../undo';
import { applyAdvice } from './apply-advice';

const person = (id: string, i: number): SceneActorInput => ({ id, age: 25 + i * 3, gender: i % 2 ? 'Ж' : 'М', bigFive: traits(1 + (i % 5), 1 + ((i * 3) % 5), 1 + ((i * 2) % 5), 1 + ((i * 4) % 5), 3) });
const actors = ['a', 'b', 'c', 'd', 'e'].map(person);
const candidate = person('x', 7);

/** A team of five: a leads, b manages. */
function team(): Scene {
  const scene = createScene({ startDate: '2026-12-01', lifespan: 'new', seed: 3, actors });
  const led = applySceneChange(scene, { kind: 'rank', actorId: 'a', day: 0, level: 1 });
  return applySceneChange(led, { kind: 'rank', actorId: 'b', day: 0, level: 2 });
}

const levelOf = (scene: Scene, id: string, day: number) => {
  const actor = scene.actors.find((one) => one.id === id);
  if (!actor) throw new Error(`no ${id}`);
  return statusAt(actor.events, day);
};

/** One undo returns to the scene before the advice, exactly. */
function expectOneChange(before: Scene, after: Scene): void {
  expect(after.memory).toEqual([snapshotOf(before), snapshotOf(after)]);
  expect(undoScene(after)).toEqual({ ...before, memory: [] });
}

describe('applying advice', () => {
  it('swaps: the member leaves on the day, the candidate joins then without their rank, one undo takes it back', () => {
    const before = team();
    const after = applyAdvice(before, { kind: 'swap', day: 30, actorId: 'a', candidateId: 'x' }, candidate);
    expect(levelOf(after, 'a', 29)).toMatchObject({ active: true, level: 1 });
    expect(levelOf(after, 'a', 30).active).toBe(false);
    expect(levelOf(after, 'x', 29).active).toBe(false);
    expect(levelOf(after, 'x', 30)).toMatchObject({ active: true, level: 0 });
    expect(after.actors.filter((actor) => statusAt(actor.events, 30).level === 1)).toHaveLength(0);
    expectOneChange(before, after);
  });

  it('makes a lead: the lead of the day steps down then', () => {
    const before = team();
    const after = applyAdvice(before, { kind: 'lead', day: 30, actorId: 'c' });
    expect(levelOf(after, 'a', 29).level).toBe(1);
    expect(levelOf(after, 'a', 30)).toMatchObject({ active: true, level: 0 });
    expect(levelOf(after, 'c', 30).level).toBe(1);
    expect(levelOf(after, 'c', 364).level).toBe(1);
    expectOneChange(before, after);
  });

  it('makes the manager the lead: they stop managing', () => {
    const before = team();
    const after = applyAdvice(before, { kind: 'lead', day: 10, actorId: 'b' });
    expect(levelOf(after, 'b', 10).level).toBe(1);
    expect(levelOf(after, 'a', 10).level).toBe(0);
    expect(after.actors.some((actor) => statusAt(actor.events, 10).level === 2)).toBe(false);
    expectOneChange(before, after);
  });

  it('makes a manager: the manager of the day steps down then', () => {
    const before = team();
    const after = applyAdvice(before, { kind: 'manager', day: 50, actorId: 'd' });
    expect(levelOf(after, 'b', 49).level).toBe(2);
    expect(levelOf(after, 'b', 50).level).toBe(0);
    expect(levelOf(after, 'd', 50).level).toBe(2);
    expect(levelOf(after, 'a', 50).level).toBe(1);
    expectOneChange(before, after);
  });

  it('sets a pair from the day', () => {
    const before = team();
    const after = applyAdvice(before, { kind: 'pair', day: 20, actorIds: ['d', 'c'], hours: 9, remote: true });
    expect(interactionAt(after.interactions, ['c', 'd'], 20)).toMatchObject({ hours: 9, remote: true });
    expect(interactionAt(after.interactions, ['c', 'd'], 19)).toBeNull();
    expectOneChange(before, after);
  });

  it('dismisses, the lead with their rank', () => {
    const before = team();
    const after = applyAdvice(before, { kind: 'dismiss', day: 40, actorId: 'a' });
    expect(levelOf(after, 'a', 40).active).toBe(false);
    expect(levelOf(after, 'a', 39).level).toBe(1);
    expectOneChange(before, after);
  });

  it('refuses what the rules refuse', () => {
    const before = team();
    const rule = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return error instanceof SceneRuleError ? error.code : error;
      }
      return 'applied';
    };
    expect(rule(() => applyAdvice(before, { kind: 'lead', day: 5, actorId: 'nobody' }))).toBe('actor_unknown');
    expect(rule(() => applyAdvice(before, { kind: 'swap', day: 5, actorId: 'c', candidateId: 'd' }, actors[3]))).toBe('actor_exists');
    expect(rule(() => applyAdvice(before, { kind: 'swap', day: 5, actorId: 'c', candidateId: 'x' }))).toBe('actor_unknown');
    expect(rule(() => applyAdvice(before, { kind: 'swap', day: 5, actorId: 'c', candidateId: 'y' }, candidate))).toBe('actor_unknown');
    const out = applySceneChange(before, { kind: 'dismiss', actorId: 'e', day: 10 });
    expect(rule(() => applyAdvice(out, { kind: 'lead', day: 30, actorId: 'e' }))).toBe('actor_not_active');
    expect(rule(() => applyAdvice(out, { kind: 'pair', day: 30, actorIds: ['e', 'c'], hours: 2, remote: false }))).toBe('actor_not_active');
    expect(rule(() => applyAdvice(before, { kind: 'pair', day: 30, actorIds: ['d', 'c'], hours: 11, remote: false }))).toBe('interaction_hours_invalid');
    // A lead planned for later keeps their seat: making someone else lead from an earlier day would give two.
    const handedOver = applySceneChange(before, { kind: 'rank', actorId: 'a', day: 200, level: 0 });
    const planned = applySceneChange(handedOver, { kind: 'rank', actorId: 'd', day: 200, level: 1 });
    expect(rule(() => applyAdvice(planned, { kind: 'lead', day: 100, actorId: 'c' }))).toBe('lead_taken');
  });

  it('refuses to dismiss below the smallest team', () => {
    const pair = createScene({ startDate: '2026-12-01', lifespan: 'new', seed: 1, actors: actors.slice(0, 2) });
    expect(() => applyAdvice(pair, { kind: 'dismiss', day: 3, actorId: 'a' })).toThrow(TeamSizeError);
  });

  it('returns the same scene for a change that changes nothing', () => {
    const before = team();
    expect(applyAdvice(before, { kind: 'lead', day: 30, actorId: 'a' })).toBe(before);
  });
});
