import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applySceneChange } from './apply-change';
import { defaultPairHours, interactionsOn } from './day-interactions';
import { createScene } from './scene-build';
import { INTERACTION_HOURS, type Scene, type SceneChange } from './scene-types';
import type { DayInteraction } from './simulation/forecast-types';
import { simulateScene } from './simulation/simulate';

const team = (lifespan: Scene['lifespan'] = 'new'): Scene =>
  createScene({ startDate: '2026-12-01', lifespan, seed: 5, actors: [{ id: 'ann' }, { id: 'bob' }, { id: 'cat' }, { id: 'dan', joinDay: 40 }] });

const apply = (scene: Scene, ...changes: SceneChange[]): Scene => changes.reduce(applySceneChange, scene);
const byPair = (list: readonly DayInteraction[]) => [...list].sort((x, y) => x.actorIds.join().localeCompare(y.actorIds.join()));
const set = (a: string, b: string, day: number, hours: number, remote = false): SceneChange => ({ kind: 'interaction', actorIds: [a, b], day, hours, remote });

describe("a day's interaction settings", () => {
  it('are the latest setting of each pair on or before the day', () => {
    const scene = apply(team(), set('ann', 'bob', 0, 10, true), set('bob', 'ann', 30, 2), set('ann', 'cat', 10, 1));
    expect(interactionsOn(scene, 0)).toEqual([{ actorIds: ['ann', 'bob'], hours: 10, remote: true }]);
    expect(interactionsOn(scene, 29)).toEqual([
      { actorIds: ['ann', 'bob'], hours: 10, remote: true },
      { actorIds: ['ann', 'cat'], hours: 1, remote: false },
    ]);
    expect(interactionsOn(scene, 30)[0]).toEqual({ actorIds: ['ann', 'bob'], hours: 2, remote: false });
  });

  it('leave out pairs with someone not yet in the team, dismissed, or the manager', () => {
    const scene = apply(team(), set('ann', 'dan', 0, 8), set('bob', 'cat', 0, 3), { kind: 'rank', actorId: 'cat', day: 50, level: 2 });
    expect(interactionsOn(scene, 39)).toEqual([{ actorIds: ['bob', 'cat'], hours: 3, remote: false }]);
    expect(interactionsOn(scene, 40)).toEqual([
      { actorIds: ['ann', 'dan'], hours: 8, remote: false },
      { actorIds: ['bob', 'cat'], hours: 3, remote: false },
    ]);
    expect(interactionsOn(scene, 50)).toEqual([{ actorIds: ['ann', 'dan'], hours: 8, remote: false }]);
    expect(interactionsOn(apply(scene, { kind: 'dismiss', actorId: 'dan', day: 60 }), 60)).toEqual([]);
  });

  it('read a scene as the API serves it, without the settings\u2019 timestamps, the later of one day winning', () => {
    const served = {
      actors: team().actors,
      interactions: [
        { actorIds: ['ann', 'bob'] as const, day: 5, hours: 4, remote: false },
        { actorIds: ['ann', 'bob'] as const, day: 5, hours: 6, remote: true },
      ],
    };
    expect(interactionsOn(served, 5)).toEqual([{ actorIds: ['ann', 'bob'], hours: 6, remote: true }]);
    expect(interactionsOn(served, 4)).toEqual([]);
  });

  it('are what the forecast records for every day, past and future', () => {
    const ids = ['ann', 'bob', 'cat', 'dan'] as const;
    const change = fc.oneof(
      fc.record({
        kind: fc.constant('interaction' as const),
        actorIds: fc.constantFrom(...ids.flatMap((a) => ids.filter((b) => b !== a).map((b) => [a, b] as [string, string]))),
        day: fc.integer({ min: -365, max: 364 }),
        hours: fc.constantFrom(...INTERACTION_HOURS),
        remote: fc.boolean(),
      }),
      fc.record({ kind: fc.constantFrom('dismiss' as const, 'rejoin' as const), actorId: fc.constantFrom(...ids), day: fc.integer({ min: 0, max: 364 }) }),
      fc.record({
        kind: fc.constant('rank' as const),
        actorId: fc.constantFrom(...ids),
        day: fc.integer({ min: 0, max: 364 }),
        level: fc.constantFrom(0 as const, 1 as const, 2 as const),
      }),
    );
    fc.assert(
      fc.property(fc.array(change, { maxLength: 8 }), (changes) => {
        const scene = changes.reduce((current, next) => {
          try {
            return applySceneChange(current, next);
          } catch {
            return current;
          }
        }, team('1y'));
        const forecast = simulateScene(scene);
        for (const record of [...forecast.past.days, ...forecast.days]) {
          expect(byPair(interactionsOn(scene, record.day))).toEqual(byPair(record.interactions));
        }
      }),
      { numRuns: 25 },
    );
  });
});

describe('the hours of a pair never set', () => {
  it('are the default, shared out over a full week in a large team', () => {
    expect(defaultPairHours(1)).toBe(0);
    expect(defaultPairHours(4)).toBe(5);
    expect(defaultPairHours(9)).toBe(5);
    expect(defaultPairHours(11)).toBe(4);
  });
});
