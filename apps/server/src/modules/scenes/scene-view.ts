import type { SceneView } from '@teamcast/contract';
import { canUndoScene, diffScenes, isProfileFilled, type Gender, type ProfileState } from '@teamcast/domain';
import { toProfile, type ListedProfileRow, type Viewer } from '../profiles/profile-view';
import type { ProfileRow } from '../profiles/profiles-repository';
import type { SceneRow } from './scenes-repository';

/** How a profile appears on `today` (YYYY-MM-DD) in a scene and in the list of profiles a team can take. */
export function sceneProfileOf(row: ListedProfileRow, viewer: Viewer, today: string) {
  const profile = toProfile(row, viewer, today);
  return {
    id: row.id,
    firstName: profile.firstName,
    lastName: profile.lastName,
    avatarName: profile.avatarName,
    age: profile.age,
    gender: profile.gender as Gender | null,
    position: profile.position,
    isDemo: profile.isDemo,
    isShort: profile.isShort,
    hideDetails: profile.hideDetails,
    filled: isProfileFilled(row.state as ProfileState),
  };
}

/**
 * The scene as the owner sees it. Actors whose profile is gone are left out and named in
 * `missingProfileIds`, and the scene is broken until fixed.
 */
export function toSceneView(row: SceneRow, profiles: ReadonlyMap<string, ProfileRow>, viewer: Viewer, today: string): SceneView {
  const scene = row.state;
  const missingProfileIds = scene.actors.filter((actor) => !profiles.has(actor.id)).map((actor) => actor.id);
  const [before, after] = scene.memory;
  return {
    _id: row.id,
    kind: row.kind as SceneView['kind'],
    title: row.title,
    status: missingProfileIds.length ? 'broken' : 'ok',
    missingProfileIds,
    lifespan: scene.lifespan,
    startDate: scene.startDate,
    actors: scene.actors.flatMap((actor) => {
      const profile = profiles.get(actor.id);
      if (!profile) return [];
      const { filled: _filled, ...shown } = sceneProfileOf(profile, viewer, today);
      return [{ ...shown, events: [...actor.events] }];
    }),
    interactions: scene.interactions.map((setting) => ({
      actorIds: [setting.actorIds[0], setting.actorIds[1]],
      day: setting.day,
      hours: setting.hours,
      remote: setting.remote,
    })),
    groupEvents: [...scene.groupEvents],
    undo: canUndoScene(scene) && before && after ? diffScenes(before, after).map((item) => ({ ...item, actorIds: [...item.actorIds] })) : [],
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
