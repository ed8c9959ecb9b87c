import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applySceneChange } from './apply-change';
import { createScene, snapshotOf } from './scene-build';
import { SceneRuleError } from './scene-errors';
import { INTERACTION_HOURS, type Scene, type SceneChange } from './scene-types';
import { byDateThenTimestamp } from './timeline';
import { undoScene } from './undo';

/**
 * The changes the rules ignore (spec: team events) must give back the very scene they were applied to:
 * the service stores nothing, bumps no version and announces nothing only when it gets the same object,
 * and the undo memory must not fill with a step that changed nothing.
 */

const team = (): Scene =>
  createScene({ startDate: '2026-12-01', lifespan: 'new', seed: 7, actors: [{ id: 'ann' }, { id: 'bob' }, { id: 'cat' }, { id: 'dan', joinDay: 40 }] });

const apply = (scene: Scene, changes: readonly SceneChange[]): Scene => changes.reduce(applySceneChange, scene);

const rank = (actorId: string, day: number, level: 0 | 1 | 2): SceneChange => ({ kind: 'rank', actorId, day, level });
const dismiss = (actorId: string, day: number): SceneChange => ({ kind: 'dismiss', actorId, day });
const rejoin = (actorId: string, day: number): SceneChange => ({ kind: 'rejoin', actorId, day });
const join = (actorId: string, day: number): SceneChange => ({ kind: 'join', actorId, day });
const interaction = (a: string, b: string, day: number, hours: number, remote: boolean): SceneChange => ({
  kind: 'interaction',
  actorIds: [a, b],
  day,
  hours,
  remote,
});

const ignored: readonly { name: string; before: readonly SceneChange[]; change: SceneChange }[] = [
  { name: 'the lead set again on the day they became lead', before: [rank('ann', 5, 1)], change: rank('ann', 5, 1) },
  { name: 'the lead set again on a later day', before: [rank('ann', 5, 1)], change: rank('ann', 9, 1) },
  { name: 'the manager set again on the day a lead became manager', before: [rank('ann', 0, 1), rank('ann', 5, 2)], change: rank('ann', 5, 2) },
  { name: 'a rank set again on the day of joining', before: [rank('dan', 40, 2)], change: rank('dan', 40, 2) },
  { name: 'a rank set again on the day of rejoining', before: [dismiss('bob', 3), rejoin('bob', 9), rank('bob', 9, 1)], change: rank('bob', 9, 1) },
  { name: 'a demotion of someone without rank', before: [rank('ann', 5, 1)], change: rank('bob', 9, 0) },
  { name: 'a demotion again on the day of the demotion', before: [rank('ann', 0, 1), rank('ann', 5, 0)], change: rank('ann', 5, 0) },
  { name: 'a dismissal of someone dismissed that day', before: [dismiss('ann', 10)], change: dismiss('ann', 10) },
  { name: 'a dismissal of someone dismissed earlier', before: [dismiss('ann', 10)], change: dismiss('ann', 20) },
  { name: 'a dismissal of someone not joined yet', before: [], change: dismiss('dan', 20) },
  { name: 'a rejoin of someone active', before: [dismiss('ann', 10)], change: rejoin('bob', 20) },
  { name: 'a rejoin again on the day of rejoining', before: [dismiss('ann', 10), rejoin('ann', 20)], change: rejoin('ann', 20) },
  { name: 'a rejoin of someone not joined yet', before: [], change: rejoin('dan', 20) },
  { name: 'a join on the day already joined', before: [join('ann', 10)], change: join('ann', 10) },
  { name: 'the interaction set again that day', before: [interaction('ann', 'bob', 3, 8, true)], change: interaction('bob', 'ann', 3, 8, true) },
  { name: 'the interaction in force set again later', before: [interaction('ann', 'bob', 3, 8, true)], change: interaction('ann', 'bob', 90, 8, true) },
];

describe('changes the rules ignore', () => {
  it.each(ignored)('$name: the same scene object, its undo memory untouched', ({ before, change }) => {
    const scene = apply(team(), before);
    const memory = scene.memory;
    const after = applySceneChange(scene, change);
    expect(after).toBe(scene);
    expect(after.memory).toBe(memory);
  });

  it('leave the undo of the change before them in place: undo still takes that change back', () => {
    const fresh = team();
    const again = apply(fresh, [rank('ann', 5, 1), rank('ann', 5, 1)]);
    expect(undoScene(again)).toEqual({ ...snapshotOf(fresh), memory: [] });
  });
});

const IDS = ['a', 'b', 'c', 'd'] as const;
// Few days, so that random changes often fall on the same day as an earlier one.
const day = fc.oneof(fc.constantFrom(0, 1, 5, 30, 31), fc.integer({ min: 0, max: 364 }));
const actorId = fc.constantFrom(...IDS);
const change: fc.Arbitrary<SceneChange> = fc.oneof(
  fc.record({ kind: fc.constantFrom('join', 'dismiss', 'rejoin' as const), actorId, day }),
  fc.record({ kind: fc.constant('rank' as const), actorId, day, level: fc.constantFrom(0, 1, 2 as const) }),
  fc.record({
    kind: fc.constant('interaction' as const),
    actorIds: fc.tuple(actorId, actorId),
    day,
    hours: fc.constantFrom(...INTERACTION_HOURS.slice(0, 3)),
    remote: fc.boolean(),
  }),
);

const start = () => createScene({ startDate: '2026-12-01', lifespan: 'new', seed: 3, actors: IDS.map((id, i) => ({ id, joinDay: i === 3 ? 30 : undefined })) });

/** The scene after the changes the rules accept; refusals are typed rule errors and are skipped. */
function tryApply(scene: Scene, next: SceneChange): Scene | null {
  try {
    return applySceneChange(scene, next);
  } catch (error) {
    expect(error).toBeInstanceOf(SceneRuleError);
    return null;
  }
}

/** A history of changes, and a next change that is often one of them again. */
const historyAndNext = fc
  .array(change, { maxLength: 15 })
  .chain((history) => fc.tuple(fc.constant(history), history.length > 0 ? fc.oneof(change, fc.constantFrom(...history)) : change));

const reached = (changes: readonly SceneChange[]) => changes.reduce((scene, next) => tryApply(scene, next) ?? scene, start());

/** What a scene says, leaving out the counter and timestamps that only number its events. */
function meaning(scene: Scene) {
  return {
    actors: scene.actors.map((actor) => [actor.id, [...actor.events].sort(byDateThenTimestamp).map((event) => `${event.type}@${event.date}:${event.value}`)]),
    interactions: scene.interactions.map((setting) => `${setting.actorIds.join('+')}@${setting.day}:${setting.hours}:${setting.remote}`).sort(),
  };
}

describe('random changes', () => {
  it('applied a second time are ignored: the identical object', () => {
    fc.assert(
      fc.property(fc.array(change, { maxLength: 15 }), change, (history, next) => {
        const scene = reached(history);
        const once = tryApply(scene, next);
        fc.pre(once !== null);
        expect(applySceneChange(once, next)).toBe(once);
      }),
      { numRuns: 300 },
    );
  });

  it('either leave the identical object or change what the scene says, never a copy that says the same', () => {
    fc.assert(
      fc.property(historyAndNext, ([history, next]) => {
        const scene = reached(history);
        const after = tryApply(scene, next);
        fc.pre(after !== null && after !== scene);
        expect(meaning(after)).not.toEqual(meaning(scene));
      }),
      { numRuns: 300 },
    );
  });
});
