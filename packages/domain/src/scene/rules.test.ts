import { describe, expect, it } from 'vitest';
import { applySceneChange, interactionAt } from './apply-change';
import { addSceneActor, createScene, removeSceneActor } from './scene-build';
import { SceneRuleError } from './scene-errors';
import type { Scene, SceneChange } from './scene-types';
import { statusAt } from './timeline';
import { canUndoScene, undoScene } from './undo';
import { diffScenes } from './diff';

const team = (lifespan: Scene['lifespan'] = 'new'): Scene =>
  createScene({ startDate: '2026-12-01', lifespan, seed: 7, actors: [{ id: 'ann' }, { id: 'bob' }, { id: 'cat' }, { id: 'dan', joinDay: 40 }] });

function apply(scene: Scene, ...changes: SceneChange[]): Scene {
  return changes.reduce(applySceneChange, scene);
}

function ruleOf(action: () => unknown): { code: string; details: Record<string, unknown> } | null {
  try {
    action();
  } catch (error) {
    if (error instanceof SceneRuleError) return { code: error.code, details: { ...error.details } };
    throw error;
  }
  return null;
}

const eventsOf = (scene: Scene, id: string) =>
  scene.actors.find((actor) => actor.id === id)!.events.map((event) => `${event.type}@${event.date}`);

describe('creating a scene', () => {
  it('joins actors on their join day, by default the first day; the first day\u2019s joins are START', () => {
    const scene = team();
    expect(eventsOf(scene, 'ann')).toEqual(['join@0']);
    expect(eventsOf(scene, 'dan')).toEqual(['join@40']);
    expect(scene.groupEvents.map((event) => `${event.code}:${event.actorId}@${event.date}`)).toEqual([
      'START:ann@0',
      'START:bob@0',
      'START:cat@0',
      'JOIN:dan@40',
    ]);
    expect(eventsOf(team('1y'), 'ann')).toEqual(['join@-365']);
    expect(eventsOf(team('2y'), 'bob')).toEqual(['join@-730']);
  });

  it('refuses a bad start date, a duplicate actor, a join day outside the scene and a non-integer seed', () => {
    expect(ruleOf(() => createScene({ startDate: '2026-02-30', lifespan: 'new', seed: 1, actors: [] }))?.code).toBe('start_date_invalid');
    expect(ruleOf(() => createScene({ startDate: '1 Dec 2026', lifespan: 'new', seed: 1, actors: [] }))?.code).toBe('start_date_invalid');
    expect(ruleOf(() => createScene({ startDate: '2026-12-01', lifespan: 'new', seed: 1, actors: [{ id: 'a' }, { id: 'a' }] }))?.code).toBe(
      'actor_exists',
    );
    expect(ruleOf(() => createScene({ startDate: '2026-12-01', lifespan: 'new', seed: 1, actors: [{ id: 'a', joinDay: -1 }] }))?.code).toBe(
      'day_out_of_range',
    );
    expect(ruleOf(() => createScene({ startDate: '2026-12-01', lifespan: 'new', seed: 1, actors: [{ id: 'a', joinDay: 365 }] }))?.code).toBe(
      'day_out_of_range',
    );
    expect(ruleOf(() => createScene({ startDate: '2026-12-01', lifespan: 'new', seed: 1.5, actors: [] }))?.code).toBe('seed_invalid');
  });
});

describe('dismissal and rejoining', () => {
  it('refuses a dismissal before day 0, even in a team with a past', () => {
    expect(ruleOf(() => applySceneChange(team('1y'), { kind: 'dismiss', actorId: 'ann', day: -1 }))).toEqual({
      code: 'dismiss_before_start',
      details: { day: -1 },
    });
  });

  it('ignores dismissing a dismissed actor, one not yet joined, and rejoining an active one: the same object', () => {
    const dismissed = apply(team(), { kind: 'dismiss', actorId: 'ann', day: 10 });
    expect(applySceneChange(dismissed, { kind: 'dismiss', actorId: 'ann', day: 20 })).toBe(dismissed);
    expect(applySceneChange(dismissed, { kind: 'dismiss', actorId: 'dan', day: 20 })).toBe(dismissed);
    expect(applySceneChange(dismissed, { kind: 'rejoin', actorId: 'bob', day: 20 })).toBe(dismissed);
    expect(applySceneChange(dismissed, { kind: 'rejoin', actorId: 'dan', day: 20 })).toBe(dismissed);
  });

  it('removes the actor\u2019s later events and interactions from the day on, and demotes any rank', () => {
    const scene = apply(
      team(),
      { kind: 'rank', actorId: 'ann', day: 5, level: 1 },
      { kind: 'interaction', actorIds: ['ann', 'bob'], day: 3, hours: 8, remote: false },
      { kind: 'interaction', actorIds: ['ann', 'cat'], day: 50, hours: 2, remote: true },
      { kind: 'rank', actorId: 'ann', day: 60, level: 2 },
      { kind: 'dismiss', actorId: 'ann', day: 30 },
    );
    expect(eventsOf(scene, 'ann')).toEqual(['join@0', 'l_rank@5', 'l_disrank@30', 'dismiss@30']);
    expect(scene.interactions.map((s) => `${s.actorIds.join('+')}@${s.day}`)).toEqual(['ann+bob@3']);
    expect(statusAt(scene.actors[0]!.events, 30)).toEqual({ active: false, level: 0, joined: true });
    expect(scene.groupEvents.filter((event) => event.actorId === 'ann').map((event) => event.code)).toEqual([
      'START',
      'L_RANK',
      'DISRANK',
      'DISMISS',
    ]);
  });

  it('rejoining removes the actor\u2019s later events', () => {
    const scene = apply(
      team(),
      { kind: 'dismiss', actorId: 'bob', day: 10 },
      { kind: 'rejoin', actorId: 'bob', day: 20 },
      { kind: 'rank', actorId: 'bob', day: 30, level: 1 },
      { kind: 'dismiss', actorId: 'bob', day: 50 },
    );
    expect(eventsOf(scene, 'bob')).toEqual(['join@0', 'dismiss@10', 'rejoin@20', 'l_rank@30', 'l_disrank@50', 'dismiss@50']);
    expect(eventsOf(applySceneChange(scene, { kind: 'rejoin', actorId: 'bob', day: 15 }), 'bob')).toEqual([
      'join@0',
      'dismiss@10',
      'rejoin@15',
    ]);
  });
});

describe('ranks', () => {
  it('ignores the same rank again and a demotion without rank', () => {
    const lead = apply(team(), { kind: 'rank', actorId: 'ann', day: 5, level: 1 });
    expect(applySceneChange(lead, { kind: 'rank', actorId: 'ann', day: 9, level: 1 })).toBe(lead);
    expect(applySceneChange(lead, { kind: 'rank', actorId: 'bob', day: 9, level: 0 })).toBe(lead);
  });

  it('replaces the other rank changes of that actor on that day', () => {
    const scene = apply(team(), { kind: 'rank', actorId: 'ann', day: 5, level: 1 }, { kind: 'rank', actorId: 'ann', day: 5, level: 0 });
    expect(eventsOf(scene, 'ann')).toEqual(['join@0']);
    const manager = apply(team(), { kind: 'rank', actorId: 'ann', day: 5, level: 1 }, { kind: 'rank', actorId: 'ann', day: 5, level: 2 });
    expect(eventsOf(manager, 'ann')).toEqual(['join@0', 'm_rank@5']);
  });

  it('switching lead to manager, or back, emits a demotion plus the new rank', () => {
    const scene = apply(team(), { kind: 'rank', actorId: 'ann', day: 5, level: 1 }, { kind: 'rank', actorId: 'ann', day: 20, level: 2 });
    expect(eventsOf(scene, 'ann')).toEqual(['join@0', 'l_rank@5', 'l_disrank@20', 'm_rank@20']);
    const back = applySceneChange(scene, { kind: 'rank', actorId: 'ann', day: 40, level: 1 });
    expect(eventsOf(back, 'ann').slice(-2)).toEqual(['m_disrank@40', 'l_rank@40']);
  });

  it('a rank on the day of joining folds into the join in the group events', () => {
    const scene = apply(team(), { kind: 'rank', actorId: 'dan', day: 40, level: 2 });
    expect(scene.groupEvents.find((event) => event.actorId === 'dan')?.code).toBe('M_JOIN');
    const rejoined = apply(team(), { kind: 'dismiss', actorId: 'bob', day: 3 }, { kind: 'rejoin', actorId: 'bob', day: 9 }, {
      kind: 'rank',
      actorId: 'bob',
      day: 9,
      level: 1,
    });
    expect(rejoined.groupEvents.filter((event) => event.actorId === 'bob').map((event) => event.code)).toEqual(['START', 'DISMISS', 'L_REJOIN']);
  });

  it('allows one lead and one manager at a time, over all future days, naming the conflict', () => {
    const scene = apply(team(), { kind: 'rank', actorId: 'ann', day: 100, level: 1 });
    expect(ruleOf(() => applySceneChange(scene, { kind: 'rank', actorId: 'bob', day: 10, level: 1 }))).toEqual({
      code: 'lead_taken',
      details: { day: 100, actorId: 'ann' },
    });
    const manager = apply(team(), { kind: 'rank', actorId: 'cat', day: 0, level: 2 });
    expect(ruleOf(() => applySceneChange(manager, { kind: 'rank', actorId: 'dan', day: 200, level: 2 }))?.code).toBe('manager_taken');
    // One lead and one manager together is fine, and a lead after the other's dismissal too.
    const both = apply(manager, { kind: 'rank', actorId: 'ann', day: 3, level: 1 }, { kind: 'dismiss', actorId: 'ann', day: 50 });
    expect(eventsOf(apply(both, { kind: 'rank', actorId: 'bob', day: 50, level: 1 }), 'bob')).toEqual(['join@0', 'l_rank@50']);
  });

  it('refuses a rank for an actor not in the team that day, and unknown actors', () => {
    expect(ruleOf(() => applySceneChange(team(), { kind: 'rank', actorId: 'dan', day: 10, level: 1 }))?.code).toBe('actor_not_active');
    expect(ruleOf(() => applySceneChange(team(), { kind: 'rank', actorId: 'eve', day: 10, level: 1 }))?.code).toBe('actor_unknown');
    expect(ruleOf(() => applySceneChange(team(), { kind: 'rank', actorId: 'ann', day: 400, level: 1 }))?.code).toBe('day_out_of_range');
  });
});

describe('joining and interactions', () => {
  it('moves an actor\u2019s join, dropping what came before it', () => {
    const scene = apply(team(), { kind: 'rank', actorId: 'ann', day: 5, level: 1 }, { kind: 'join', actorId: 'ann', day: 10 });
    expect(eventsOf(scene, 'ann')).toEqual(['join@10']);
    expect(applySceneChange(scene, { kind: 'join', actorId: 'ann', day: 10 })).toBe(scene);
  });

  it('sets an interaction from a day on, replacing that day\u2019s setting, and ignores the same setting again', () => {
    const scene = apply(
      team(),
      { kind: 'interaction', actorIds: ['bob', 'ann'], day: 3, hours: 8, remote: false },
      { kind: 'interaction', actorIds: ['ann', 'bob'], day: 3, hours: 2, remote: true },
    );
    expect(scene.interactions).toHaveLength(1);
    expect(interactionAt(scene.interactions, ['bob', 'ann'], 200)).toMatchObject({ actorIds: ['ann', 'bob'], hours: 2, remote: true });
    expect(interactionAt(scene.interactions, ['bob', 'ann'], 2)).toBeNull();
    expect(applySceneChange(scene, { kind: 'interaction', actorIds: ['ann', 'bob'], day: 90, hours: 2, remote: true })).toBe(scene);
  });

  it('refuses an interaction with someone dismissed, and accepts one with someone who joins later', () => {
    const scene = apply(team(), { kind: 'dismiss', actorId: 'bob', day: 10 });
    expect(ruleOf(() => applySceneChange(scene, { kind: 'interaction', actorIds: ['ann', 'bob'], day: 12, hours: 5, remote: false }))).toEqual({
      code: 'actor_not_active',
      details: { actorId: 'bob', day: 12 },
    });
    expect(apply(scene, { kind: 'interaction', actorIds: ['ann', 'dan'], day: 12, hours: 5, remote: false }).interactions).toHaveLength(1);
  });

  it('refuses hours outside the options and a pair of one', () => {
    expect(ruleOf(() => applySceneChange(team(), { kind: 'interaction', actorIds: ['ann', 'bob'], day: 3, hours: 11, remote: false }))?.code).toBe(
      'interaction_hours_invalid',
    );
    expect(ruleOf(() => applySceneChange(team(), { kind: 'interaction', actorIds: ['ann', 'bob'], day: 3, hours: 0, remote: false }))?.code).toBe(
      'interaction_hours_invalid',
    );
    expect(ruleOf(() => applySceneChange(team(), { kind: 'interaction', actorIds: ['ann', 'ann'], day: 3, hours: 5, remote: false }))?.code).toBe(
      'interaction_self',
    );
  });
});

describe('undo and the diff', () => {
  it('keeps the last two snapshots; undo needs both, restores the earlier and clears the memory', () => {
    const fresh = team();
    expect(canUndoScene(fresh)).toBe(false);
    expect(ruleOf(() => undoScene(fresh))?.code).toBe('nothing_to_undo');
    const once = applySceneChange(fresh, { kind: 'dismiss', actorId: 'bob', day: 10 });
    const twice = applySceneChange(once, { kind: 'rank', actorId: 'ann', day: 2, level: 1 });
    expect(twice.memory).toHaveLength(2);
    const undone = undoScene(twice);
    expect(undone.memory).toEqual([]);
    expect(eventsOf(undone, 'ann')).toEqual(['join@0']);
    expect(eventsOf(undone, 'bob')).toEqual(['join@0', 'dismiss@10']);
    expect(canUndoScene(undone)).toBe(false);
  });

  it('lists the changes with the specification\u2019s types, heaviest first', () => {
    const before = team();
    const after = apply(
      before,
      { kind: 'interaction', actorIds: ['ann', 'cat'], day: 4, hours: 3, remote: true },
      { kind: 'rank', actorId: 'ann', day: 5, level: 1 },
      { kind: 'dismiss', actorId: 'bob', day: 10 },
    );
    const added = removeSceneActor(addSceneActor(after, { id: 'eve', joinDay: 12 }), 'cat');
    expect(diffScenes(before, added).map((item) => [item.type, item.actorIds.join('+'), item.day])).toEqual([
      ['remove', 'cat', null],
      ['add', 'eve', 12],
      ['dismiss', 'bob', 10],
      ['rank', 'ann', 5],
    ]);
    expect(diffScenes(before, after).map((item) => [item.type, item.actorIds.join('+'), item.day])).toEqual([
      ['dismiss', 'bob', 10],
      ['rank', 'ann', 5],
      ['update', 'ann+cat', 4],
    ]);
    const rejoined = applySceneChange(after, { kind: 'rejoin', actorId: 'bob', day: 20 });
    expect(diffScenes(after, rejoined).map((item) => item.type)).toEqual(['rejoin']);
    const demoted = applySceneChange(after, { kind: 'rank', actorId: 'ann', day: 8, level: 0 });
    expect(diffScenes(after, demoted)).toEqual([{ type: 'disrank', weight: 2, actorIds: ['ann'], day: 8 }]);
  });
});
