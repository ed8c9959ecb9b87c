import { describe, expect, it } from 'vitest';
import { applySceneChange } from '../apply-change';
import { createScene } from '../scene-build';
import type { SceneActorInput } from '../scene-types';
import type { MonitorTeamInput } from './advice-types';
import { organisationScene, sharingGroups } from './monitor-organisation';

const actor = (id: string): SceneActorInput => ({ id, age: 30 });
const team = (sceneId: string, ids: readonly string[]): MonitorTeamInput => ({
  sceneId,
  title: sceneId,
  scene: createScene({ startDate: '2026-12-01', lifespan: 'new', seed: 1, actors: ids.map(actor) }),
});

describe('the monitor\u2019s organisation', () => {
  it('groups teams joined by shared people, however far apart in the list', () => {
    const teams = [team('a', ['p', 'q']), team('b', ['r', 's']), team('c', ['t', 'q']), team('d', ['s', 'u']), team('e', ['v', 'w'])];
    expect(sharingGroups(teams)).toEqual([[0, 2], [1, 3], [4]]);
  });

  it('is everyone of the teams once, working with their teams\u2019 members at their first day\u2019s hours', () => {
    const a = team('a', ['p', 'q', 'shared']);
    const b = team('b', ['shared', 'r']);
    const set = { ...b, scene: applySceneChange(b.scene, { kind: 'interaction', actorIds: ['r', 'shared'], day: 0, hours: 8, remote: true }) };
    const managed = { ...a, scene: applySceneChange(a.scene, { kind: 'rank', actorId: 'q', day: 0, level: 2 }) };
    const scene = organisationScene([managed, set]);
    expect(scene.network).toBe('declared');
    expect(scene.actors.map((one) => one.id)).toEqual(['p', 'q', 'shared', 'r']);
    // The manager works apart from the members' pairs; the default five hours of a pair, the set eight remotely.
    expect(scene.interactions.map(({ actorIds, hours, remote, day }) => ({ actorIds, hours, remote, day }))).toEqual([
      { actorIds: ['p', 'shared'], hours: 5, remote: false, day: 0 },
      { actorIds: ['r', 'shared'], hours: 8, remote: true, day: 0 },
    ]);
  });
});
