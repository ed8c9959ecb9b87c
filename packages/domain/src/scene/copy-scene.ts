import { applySceneChange, interactionAt } from './apply-change';
import { createScene } from './scene-build';
import type { Scene, SceneLevel } from './scene-types';
import { teamSizeIssue, TeamSizeError } from './team-size';
import { statusAt } from './timeline';

export interface CopySceneInput {
  /** The day of the original whose team the copy starts with. */
  readonly summonDay: number;
  /** The copy's first forecast day, YYYY-MM-DD. */
  readonly startDate: string;
  readonly seed: number;
  /** Whether an actor may be carried over at all (its profile may be gone); every one by default. */
  readonly keep?: (actorId: string) => boolean;
}

/**
 * A new team of the actors active in `scene` on `summonDay`, with the ranks and the interactions they
 * had that day, all from the copy's first day. The copy keeps the original's lifespan, starts with no
 * memory (nothing of the original can be undone in it) and must be of a size a new team may be.
 */
export function copyScene(scene: Scene, input: CopySceneInput): Scene {
  const keep = input.keep ?? (() => true);
  const carried = scene.actors
    .map((actor) => ({ id: actor.id, status: statusAt(actor.events, input.summonDay) }))
    .filter(({ id, status }) => status.active && keep(id));
  const sizeIssue = teamSizeIssue(carried.length);
  if (sizeIssue) throw new TeamSizeError(sizeIssue);
  let copy = createScene({ actors: carried.map(({ id }) => ({ id })), lifespan: scene.lifespan, startDate: input.startDate, seed: input.seed });
  const first = copy.actors[0]?.events[0]?.date ?? 0;
  for (const { id, status } of carried) {
    if (status.level > 0) copy = applySceneChange(copy, { kind: 'rank', actorId: id, day: first, level: status.level as SceneLevel });
  }
  for (const [i, a] of carried.entries()) {
    for (const b of carried.slice(i + 1)) {
      const setting = interactionAt(scene.interactions, [a.id, b.id], input.summonDay);
      if (setting) copy = applySceneChange(copy, { kind: 'interaction', actorIds: [a.id, b.id], day: first, hours: setting.hours, remote: setting.remote });
    }
  }
  return { ...copy, memory: [] };
}
