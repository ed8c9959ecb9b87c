import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applySceneChange, interactionAt } from './apply-change';
import { copyScene } from './copy-scene';
import { createScene, firstDayOf } from './scene-build';
import { INTERACTION_HOURS, type Scene, type SceneChange } from './scene-types';
import { MIN_SCENE_ACTORS, TeamSizeError } from './team-size';
import { statusAt } from './timeline';

const IDS = ['ann', 'bob', 'cat', 'dan', 'eve'] as const;
const original = (lifespan: Scene['lifespan'] = 'new') =>
  createScene({ startDate: '2026-12-01', lifespan, seed: 7, actors: IDS.map((id) => ({ id, ...(id === 'eve' ? { joinDay: 100 } : {}) })) });

function applyAccepted(scene: Scene, changes: readonly SceneChange[]): Scene {
  return changes.reduce((current, change) => {
    try {
      return applySceneChange(current, change);
    } catch {
      return current;
    }
  }, scene);
}

describe('copying a team', () => {
  it('carries over the actors active on the summon day with that day\u2019s ranks and interactions', () => {
    const scene = applyAccepted(original(), [
      { kind: 'rank', actorId: 'ann', day: 10, level: 1 },
      { kind: 'interaction', actorIds: ['ann', 'bob'], day: 20, hours: 3, remote: true },
      { kind: 'interaction', actorIds: ['ann', 'bob'], day: 80, hours: 8, remote: false },
      { kind: 'dismiss', actorId: 'cat', day: 30 },
    ]);
    const copy = copyScene(scene, { summonDay: 50, startDate: '2027-01-01', seed: 9 });
    expect(copy.actors.map((actor) => actor.id)).toEqual(['ann', 'bob', 'dan']);
    expect(copy.startDate).toBe('2027-01-01');
    expect(copy.seed).toBe(9);
    expect(statusAt(copy.actors[0]!.events, 0).level).toBe(1);
    expect(copy.interactions.map(({ actorIds, day, hours, remote }) => ({ actorIds, day, hours, remote }))).toEqual([
      { actorIds: ['ann', 'bob'], day: 0, hours: 3, remote: true },
    ]);
    expect(copy.memory).toEqual([]);
  });

  it('starts ranks and interactions on the first day of the copy\u2019s past', () => {
    const scene = applyAccepted(original('1y'), [{ kind: 'rank', actorId: 'bob', day: 0, level: 2 }]);
    const copy = copyScene(scene, { summonDay: 0, startDate: '2027-01-01', seed: 1 });
    expect(copy.lifespan).toBe('1y');
    expect(copy.actors.find((actor) => actor.id === 'bob')!.events.map((event) => `${event.type}@${event.date}`)).toEqual(['join@-365', 'm_rank@-365']);
  });

  it('leaves out the actors not kept, and refuses a copy of fewer than two', () => {
    const kept = copyScene(original(), { summonDay: 0, startDate: '2027-01-01', seed: 1, keep: (id) => id !== 'bob' });
    expect(kept.actors.map((actor) => actor.id)).toEqual(['ann', 'cat', 'dan']);
    const refuse = () => copyScene(original(), { summonDay: 0, startDate: '2027-01-01', seed: 1, keep: (id) => id === 'ann' });
    expect(refuse).toThrow(TeamSizeError);
  });

  const day = fc.integer({ min: 0, max: 364 });
  const actorId = fc.constantFrom(...IDS);
  const change: fc.Arbitrary<SceneChange> = fc.oneof(
    fc.record({ kind: fc.constantFrom('join', 'dismiss', 'rejoin' as const), actorId, day }),
    fc.record({ kind: fc.constant('rank' as const), actorId, day, level: fc.constantFrom(0, 1, 2 as const) }),
    fc.record({ kind: fc.constant('interaction' as const), actorIds: fc.tuple(actorId, actorId), day, hours: fc.constantFrom(...INTERACTION_HOURS), remote: fc.boolean() }),
  );

  it('holds, for any history, exactly the kept actors active that day, with their level and pair settings', () => {
    fc.assert(
      fc.property(fc.constantFrom('new', '2y' as const), fc.array(change, { maxLength: 25 }), day, fc.subarray([...IDS]), (lifespan, changes, summonDay, gone) => {
        const scene = applyAccepted(original(lifespan), changes);
        const keep = (id: string) => !gone.includes(id as (typeof IDS)[number]);
        const expected = scene.actors.filter((actor) => statusAt(actor.events, summonDay).active && keep(actor.id));
        const input = { summonDay, startDate: '2027-03-01', seed: 5, keep };
        if (expected.length < MIN_SCENE_ACTORS) {
          expect(() => copyScene(scene, input)).toThrow(TeamSizeError);
          return;
        }
        const copy = copyScene(scene, input);
        expect(copyScene(scene, input)).toEqual(copy);
        expect(copy.actors.map((actor) => actor.id)).toEqual(expected.map((actor) => actor.id));
        const first = firstDayOf(copy);
        for (const actor of expected) {
          const copied = copy.actors.find((candidate) => candidate.id === actor.id)!;
          expect(statusAt(copied.events, first)).toEqual({ ...statusAt(actor.events, summonDay), joined: true });
        }
        for (const [i, a] of expected.entries()) {
          for (const b of expected.slice(i + 1)) {
            const before = interactionAt(scene.interactions, [a.id, b.id], summonDay);
            const after = interactionAt(copy.interactions, [a.id, b.id], first);
            expect(after && { hours: after.hours, remote: after.remote }).toEqual(before && { hours: before.hours, remote: before.remote });
          }
        }
        expect(copy.memory).toEqual([]);
      }),
    );
  });
});
