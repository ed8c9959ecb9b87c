import { applySceneChange } from '../apply-change';
import { addSceneActor, findActor, snapshotOf } from '../scene-build';
import { SceneRuleError } from '../scene-errors';
import type { Scene, SceneActorInput, SceneLevel } from '../scene-types';
import { MIN_SCENE_ACTORS, removeActorIssue, TeamSizeError } from '../team-size';
import { statusAt } from '../timeline';
import type { AdviceChange } from './advice-types';

/** Whether the actor is in the team at the end of the day. */
const activeOn = (scene: Scene, actorId: string, day: number): boolean => statusAt(findActor(scene, actorId).events, day).active;

function assertActive(scene: Scene, actorId: string, day: number): void {
  if (!activeOn(scene, actorId, day)) throw new SceneRuleError('actor_not_active', { actorId, day });
}

/**
 * The actor takes the level from the day on; whoever held it that day steps down to employee on the same day,
 * first, so that the one-lead, one-manager rule sees a free seat. A later planned holder still refuses it.
 */
function promote(scene: Scene, actorId: string, day: number, level: 1 | 2): Scene {
  assertActive(scene, actorId, day);
  const holder = scene.actors.find((actor) => actor.id !== actorId && statusAt(actor.events, day).level === level && statusAt(actor.events, day).active);
  const freed = holder ? applySceneChange(scene, { kind: 'rank', actorId: holder.id, day, level: 0 satisfies SceneLevel }) : scene;
  return applySceneChange(freed, { kind: 'rank', actorId, day, level });
}

/** Members in the team at the end of the day. */
const membersOn = (scene: Scene, day: number): number => scene.actors.filter((actor) => statusAt(actor.events, day).active).length;

/** A dismissal that would leave the team below its smallest size is refused as removing someone would be. */
function assertTeamKeepsSize(scene: Scene, day: number): void {
  const members = membersOn(scene, day);
  const issue = members <= MIN_SCENE_ACTORS ? removeActorIssue(members) : null;
  if (issue) throw new TeamSizeError(issue);
}

function steps(scene: Scene, change: AdviceChange, candidate: SceneActorInput | undefined): Scene {
  switch (change.kind) {
    case 'swap': {
      if (!candidate || candidate.id !== change.candidateId) throw new SceneRuleError('actor_unknown', { actorId: change.candidateId });
      assertActive(scene, change.actorId, change.day);
      if (scene.actors.some((actor) => actor.id === candidate.id)) throw new SceneRuleError('actor_exists', { actorId: candidate.id });
      // Dismissal takes away a lead's or manager's rank with them: the newcomer joins as an employee.
      const dismissed = applySceneChange(scene, { kind: 'dismiss', actorId: change.actorId, day: change.day });
      return addSceneActor(dismissed, { ...candidate, joinDay: change.day });
    }
    case 'lead':
      return promote(scene, change.actorId, change.day, 1);
    case 'manager':
      return promote(scene, change.actorId, change.day, 2);
    case 'pair':
      return applySceneChange(scene, { kind: 'interaction', actorIds: change.actorIds, day: change.day, hours: change.hours, remote: change.remote });
    case 'dismiss':
      assertActive(scene, change.actorId, change.day);
      assertTeamKeepsSize(scene, change.day);
      return applySceneChange(scene, { kind: 'dismiss', actorId: change.actorId, day: change.day });
  }
}

/**
 * The scene after one of the advisor's changes, by the scene's rules, as one change: one undo takes it back.
 * A swap needs the candidate's inputs. A change the rules ignore returns the same scene; one they refuse throws
 * as the scene's own changes do (`SceneRuleError`, `TeamSizeError`).
 */
export function applyAdvice(scene: Scene, change: AdviceChange, candidate?: SceneActorInput): Scene {
  const after = steps(scene, change, candidate);
  if (after === scene) return scene;
  // Several steps each keep only their own before and after; the advice is one change of the original.
  return { ...after, memory: [snapshotOf(scene), snapshotOf(after)] };
}
