export * from './scene-types';
export * from './scene-errors';
export { addSceneActor, createScene, removeSceneActor, type CreateSceneInput } from './scene-build';
export { applySceneChange, interactionAt } from './apply-change';
export { canUndoScene, undoScene } from './undo';
export * from './diff';
export * from './phases';
export { statusAt, type ActorStatus } from './timeline';
export * from './simulation';
