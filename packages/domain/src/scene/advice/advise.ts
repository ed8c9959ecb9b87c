import type { Scene } from '../scene-types';
import type { AdviceInput, AdviceResult } from './advice-types';

/** The single changes that help the team's forecast year most, each forecast with the engine. */
export function adviseTeam(scene: Scene, input: AdviceInput): AdviceResult {
  throw new Error(`adviseTeam is being written (${scene.actors.length}, ${input.day})`);
}
