import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applySceneChange } from './apply-change';
import { firstDayOf, LAST_DAY, snapshotOf } from './scene-build';
import { createScene } from './scene-build';
import { SceneRuleError } from './scene-errors';
import { INTERACTION_HOURS, type Scene, type SceneChange } from './scene-types';
import { byDateThenTimestamp, dailyLevels } from './timeline';
import { undoScene } from './undo';

const IDS = ['a', 'b', 'c', 'd', 'e'] as const;

const day = fc.oneof(fc.integer({ min: 0, max: 364 }), fc.integer({ min: -20, max: 400 }));
const actorId = fc.constantFrom(...IDS);
const change: fc.Arbitrary<SceneChange> = fc.oneof(
  fc.record({ kind: fc.constantFrom('join', 'dismiss', 'rejoin' as const), actorId, day }),
  fc.record({ kind: fc.constant('rank' as const), actorId, day, level: fc.constantFrom(0, 1, 2 as const) }),
  fc.record({
    kind: fc.constant('interaction' as const),
    actorIds: fc.tuple(actorId, actorId),
    day,
    hours: fc.constantFrom(...INTERACTION_HOURS),
    remote: fc.boolean(),
  }),
);

const start = (lifespan: Scene['lifespan']) =>
  createScene({ startDate: '2026-12-01', lifespan, seed: 3, actors: IDS.map((id, i) => ({ id, joinDay: i === 4 ? 30 : undefined })) });

/** Applies what the rules accept; a refusal must be a typed rule error and leave the scene as it was. */
function applyAll(scene: Scene, changes: readonly SceneChange[]): Scene[] {
  const states = [scene];
  let current = scene;
  for (const next of changes) {
    try {
      current = applySceneChange(current, next);
    } catch (error) {
      expect(error).toBeInstanceOf(SceneRuleError);
      continue;
    }
    states.push(current);
  }
  return states;
}

describe('random sequences of changes', () => {
  it('never make two leads or two managers on any day', () => {
    fc.assert(
      fc.property(fc.constantFrom('new', '1y' as const), fc.array(change, { maxLength: 30 }), (lifespan, changes) => {
        const scene = applyAll(start(lifespan), changes).at(-1)!;
        const levels = scene.actors.map((actor) => dailyLevels(actor, firstDayOf(scene), LAST_DAY));
        for (let d = 0; d < levels[0]!.length; d += 1) {
          expect(levels.filter((row) => row[d] === 1).length).toBeLessThanOrEqual(1);
          expect(levels.filter((row) => row[d] === 2).length).toBeLessThanOrEqual(1);
        }
      }),
    );
  });

  it('never leave an event after a dismissal other than a rejoin, nor an interaction while dismissed', () => {
    fc.assert(
      fc.property(fc.array(change, { maxLength: 30 }), (changes) => {
        const scene = applyAll(start('new'), changes).at(-1)!;
        for (const actor of scene.actors) {
          const events = [...actor.events].sort(byDateThenTimestamp);
          events.forEach((event, i) => {
            const next = events[i + 1];
            if (event.type === 'dismiss' && next) expect(next.type).toBe('rejoin');
          });
          const dismissals = events.filter((event) => event.type === 'dismiss');
          for (const dismissal of dismissals) {
            const rejoin = events.find((event) => event.type === 'rejoin' && byDateThenTimestamp(event, dismissal) > 0);
            const settings = scene.interactions.filter(
              (setting) => setting.actorIds.includes(actor.id) && setting.day >= dismissal.date && (!rejoin || setting.day < rejoin.date),
            );
            expect(settings).toEqual([]);
          }
        }
      }),
    );
  });

  it('undo after two snapshots returns the earlier one', () => {
    fc.assert(
      fc.property(fc.array(change, { minLength: 1, maxLength: 20 }), (changes) => {
        const states = applyAll(start('new'), changes).filter((state, i, all) => i === 0 || state !== all[i - 1]);
        fc.pre(states.length >= 2);
        const last = states.at(-1)!;
        const earlier = states.at(-2)!;
        expect(last.memory).toHaveLength(2);
        expect(undoScene(last)).toEqual({ ...snapshotOf(earlier), memory: [] });
      }),
    );
  });
});
