import type { Pair, SceneView } from '@teamcast/contract';
import type { Db } from '../../platform/database';
import { sceneConflict, sceneNotFound } from './scene-access';
import { findOwnScene, updateSceneAtVersion, type SceneRow } from './scenes-repository';

/** How the caller shows a scene: the view a conflict answers with. */
export type ShowScene = (row: SceneRow) => Promise<SceneView | Pair>;

type Changes = Parameters<typeof updateSceneAtVersion>[3];

/** Refuses an edit made on another version than the one read, before anything is worked out from it. */
export async function requireVersion(row: SceneRow, version: number, show: ShowScene): Promise<void> {
  if (row.version !== version) throw sceneConflict(await show(row));
}

/**
 * Stores a change made on `version`. When another edit was stored since the scene was read, nothing is
 * written and the answer is 409 with the scene as it is now, so the caller sees what it would overwrite.
 */
export async function storeAtVersion(db: Db, row: SceneRow, version: number, changes: Changes, show: ShowScene): Promise<SceneRow> {
  const stored = await updateSceneAtVersion(db, row.id, version, changes);
  if (stored) return stored;
  const current = await findOwnScene(db, row.ownerId, row.id, row.kind);
  if (!current) throw sceneNotFound();
  throw sceneConflict(await show(current));
}
