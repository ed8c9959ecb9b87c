import type { Pair, SceneView } from '@teamcast/contract';
import { featureAllowed, SceneRuleError, TeamSizeError, type GatedFeature, type TeamSizeIssue } from '@teamcast/domain';
import { AppError, validationError } from '../../http/app-error';
import type { OwnerRow } from '../owner/owners-repository';

export type SceneFeature = GatedFeature;

/**
 * Teams wait for a verified email and for the access rules that open them (spec section 6), read from
 * the domain's one table of features, which the web's locks read too. The scratch scene is the quick
 * team check's and needs `teams`, the team check's tier, not the simulator's.
 */
export function requireFeature(owner: OwnerRow, feature: SceneFeature): void {
  if (owner.needVerify) throw new AppError(403, 'account_unverified', 'The owner has not verified the email address yet');
  if (!featureAllowed(feature, owner)) {
    throw new AppError(403, 'feature_unavailable', `The owner's access rules do not open ${feature}`, { params: { feature } });
  }
}

export function sceneNotFound(): AppError {
  return new AppError(404, 'scene_not_found', 'No team with this id belongs to the caller');
}

/** A refusal by the rules of team events, answered with the rule's code and its details. */
export function sceneRuleRefused(error: SceneRuleError): AppError {
  return new AppError(400, error.code, error.message, { params: { ...error.details }, cause: error });
}

/** A team of a size the rules refuse, answered as a validation error of the field that asked for it. */
export function teamSizeRefused(field: string, issue: TeamSizeIssue): AppError {
  return validationError(field, issue.code, issue.params);
}

/**
 * Runs a domain step, turning a refusal by the scene's rules into the API's answer; a refused team
 * size names `sizeField`, the part of the request that would have made the team too small or large.
 */
export function byTheRules<T>(step: () => T, sizeField = 'actors'): T {
  try {
    return step();
  } catch (error) {
    if (error instanceof SceneRuleError) throw sceneRuleRefused(error);
    if (error instanceof TeamSizeError) throw teamSizeRefused(sizeField, error.issue);
    throw error;
  }
}

/**
 * Teams an owner may keep while no plan sets a limit. Every team is stored whole and listed, checked and
 * run as a whole, so without a cap one account could grow the database and its own lists without end;
 * a hundred is far above the four teams of the largest plan, so no real use meets it.
 */
export const MAX_TEAMS_WITHOUT_PLAN_LIMIT = 100;

/** The plan's limit of teams (spec section 6), or the hard cap while no plan sets one. */
export function requireRoomForTeam(teamLimit: number | null, teams: number): void {
  const limit = teamLimit ?? MAX_TEAMS_WITHOUT_PLAN_LIMIT;
  if (teams >= limit) {
    throw new AppError(403, 'team_limit_reached', 'The owner has as many teams as the plan allows', { params: { limit } });
  }
}

/** An edit made on an older version than the stored one; the answer carries the scene as it is now. */
export function sceneConflict(current: SceneView | Pair): AppError {
  return new AppError(409, 'scene_conflict', `The scene is at version ${current.version}; the edit was made on an older one`, { current });
}
