import type { Scene, SceneActorInput } from '../scene-types';
import type { AdviceChange } from './advice-types';

/**
 * The scene after one of the advisor's changes, by the scene's rules, as one change: one undo takes it back.
 * A swap needs the candidate's inputs.
 */
export function applyAdvice(scene: Scene, change: AdviceChange, candidate?: SceneActorInput): Scene {
  throw new Error(`applyAdvice is being written (${scene.counter}, ${change.kind}, ${candidate?.id ?? ''})`);
}
