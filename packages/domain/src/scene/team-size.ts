import type { ValidationIssue } from '../validation';

/** Specialists a team may hold: at least two, and at most this many (a choice, see the decisions). */
export const MIN_SCENE_ACTORS = 2;
export const MAX_SCENE_ACTORS = 30;

export type TeamSizeIssue = Extract<ValidationIssue, { code: 'sceneMinActors' | 'sceneMaxActors' }>;

const TOO_FEW: TeamSizeIssue = { code: 'sceneMinActors', params: { min: MIN_SCENE_ACTORS } };
const TOO_MANY: TeamSizeIssue = { code: 'sceneMaxActors', params: { max: MAX_SCENE_ACTORS } };

/** Why a team of `count` specialists may not be made, in the codes the forms and the API share; null when it may. */
export function teamSizeIssue(count: number): TeamSizeIssue | null {
  if (count < MIN_SCENE_ACTORS) return TOO_FEW;
  if (count > MAX_SCENE_ACTORS) return TOO_MANY;
  return null;
}

/** Why a team of `count` may take no one more; null when it may. A team left too small may always grow. */
export function addActorIssue(count: number): TeamSizeIssue | null {
  return count >= MAX_SCENE_ACTORS ? TOO_MANY : null;
}

/** Why a team of `count` may lose no one; null when it may. */
export function removeActorIssue(count: number): TeamSizeIssue | null {
  return count <= MIN_SCENE_ACTORS ? TOO_FEW : null;
}

/**
 * A team the size rule refuses. It carries a validation issue rather than a scene rule code: the
 * forms check the same rule before anything is sent, so both speak of it in the same words.
 */
export class TeamSizeError extends Error {
  constructor(readonly issue: TeamSizeIssue) {
    super(`${issue.code} ${JSON.stringify(issue.params)}`);
    this.name = 'TeamSizeError';
  }
}

/**
 * Refuses a scene of more actors than a team may hold. Fewer than the minimum is let through: a team
 * whose missing profiles were taken out may be left smaller, and is kept so its owner can mend it.
 */
export function assertNotOverfull(count: number): void {
  if (count > MAX_SCENE_ACTORS) throw new TeamSizeError(TOO_MANY);
}
