import { SceneRuleError } from './scene-errors';
import type { Scene } from './scene-types';

/** Undo is there only while the memory holds two snapshots: before and after the latest change. */
export const canUndoScene = (scene: Scene): boolean => scene.memory.length === 2;

/** Returns to the state before the latest change and clears the memory, so undo goes one step only. */
export function undoScene(scene: Scene): Scene {
  const earlier = scene.memory[0];
  if (!canUndoScene(scene) || !earlier) throw new SceneRuleError('nothing_to_undo');
  return { ...earlier, memory: [] };
}
