import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addSceneActor, createScene, removeSceneActor } from './scene-build';
import { addActorIssue, MAX_SCENE_ACTORS, MIN_SCENE_ACTORS, removeActorIssue, TeamSizeError, teamSizeIssue } from './team-size';

const ids = (count: number) => Array.from({ length: count }, (_, i) => `a${i}`);
const sceneOf = (count: number) => createScene({ startDate: '2026-12-01', lifespan: 'new', seed: 1, actors: ids(count).map((id) => ({ id })) });

function sizeIssueOf(action: () => unknown) {
  try {
    action();
  } catch (error) {
    if (error instanceof TeamSizeError) return error.issue;
    throw error;
  }
  return null;
}

describe('the size of a team', () => {
  it('is two to thirty specialists', () => {
    expect(teamSizeIssue(1)).toEqual({ code: 'sceneMinActors', params: { min: 2 } });
    expect(teamSizeIssue(2)).toBeNull();
    expect(teamSizeIssue(30)).toBeNull();
    expect(teamSizeIssue(31)).toEqual({ code: 'sceneMaxActors', params: { max: 30 } });
  });

  it('refuses a 31st actor when a scene is created or added to', () => {
    expect(sizeIssueOf(() => sceneOf(MAX_SCENE_ACTORS))).toBeNull();
    expect(sizeIssueOf(() => sceneOf(MAX_SCENE_ACTORS + 1))).toEqual({ code: 'sceneMaxActors', params: { max: MAX_SCENE_ACTORS } });
    const full = sceneOf(MAX_SCENE_ACTORS);
    expect(sizeIssueOf(() => addSceneActor(full, { id: 'one-more' }))).toEqual({ code: 'sceneMaxActors', params: { max: MAX_SCENE_ACTORS } });
    expect(addSceneActor(removeSceneActor(full, 'a0'), { id: 'one-more' }).actors).toHaveLength(MAX_SCENE_ACTORS);
  });

  it('lets a scene shrink below the minimum, so a team whose profiles are gone can still be kept', () => {
    expect(removeSceneActor(sceneOf(MIN_SCENE_ACTORS), 'a0').actors).toHaveLength(1);
  });

  it('agrees with what the scene functions accept, for any count and any additions', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 5 }), (count, added) => {
        const created = sizeIssueOf(() => sceneOf(count));
        expect(created !== null).toBe(count > MAX_SCENE_ACTORS);
        fc.pre(created === null);
        let scene = sceneOf(count);
        for (let i = 0; i < added; i += 1) {
          const next = scene.actors.length + 1;
          const refused = sizeIssueOf(() => (scene = addSceneActor(scene, { id: `new${i}` })));
          expect(refused).toEqual(teamSizeIssue(next)?.code === 'sceneMaxActors' ? teamSizeIssue(next) : null);
        }
        expect(scene.actors.length).toBeLessThanOrEqual(MAX_SCENE_ACTORS);
      }),
    );
  });
});

describe('adding to and taking from a team', () => {
  it('refuses one more at thirty and one less at two, and lets a team left too small grow', () => {
    expect(addActorIssue(MAX_SCENE_ACTORS - 1)).toBeNull();
    expect(addActorIssue(MAX_SCENE_ACTORS)).toEqual({ code: 'sceneMaxActors', params: { max: MAX_SCENE_ACTORS } });
    expect(addActorIssue(0)).toBeNull();
    expect(removeActorIssue(MIN_SCENE_ACTORS + 1)).toBeNull();
    expect(removeActorIssue(MIN_SCENE_ACTORS)).toEqual({ code: 'sceneMinActors', params: { min: MIN_SCENE_ACTORS } });
  });

  it('never takes a valid team out of its bounds through an allowed step', () => {
    fc.assert(
      fc.property(fc.integer({ min: MIN_SCENE_ACTORS, max: MAX_SCENE_ACTORS }), (count) => {
        if (addActorIssue(count) === null) expect(teamSizeIssue(count + 1)).toBeNull();
        if (removeActorIssue(count) === null) expect(teamSizeIssue(count - 1)).toBeNull();
      }),
    );
  });
});
