import { GRADES, type Grade } from '../profile/grade';

/** How many profiles one request for a new batch hands an estimator at most (decision 71). */
export const ESTIMATION_BATCH_SIZE = 10;

/** The longest note an estimator keeps on a profile, in characters. */
export const ESTIMATION_NOTE_MAX_LENGTH = 4000;

/** Where an assigned profile stands for its estimator; each is one tab of the estimator's list. */
export const ESTIMATION_STATUSES = ['notEstimated', 'viewOnly', 'estimated', 'postponed', 'suspect'] as const;
export type EstimationStatus = (typeof ESTIMATION_STATUSES)[number];

/** The estimator's list tabs (spec section 4): all, view only, estimated, postponed, not estimated, suspect. */
export const ESTIMATOR_PROFILE_FILTERS = ['all', 'viewOnly', 'estimated', 'postponed', 'notEstimated', 'suspect'] as const;
export type EstimatorProfileFilter = (typeof ESTIMATOR_PROFILE_FILTERS)[number];

export const ESTIMATION_SKIP_STATUSES = ['normal', 'suspicious'] as const;
export type EstimationSkipStatus = (typeof ESTIMATION_SKIP_STATUSES)[number];

export interface AssignmentState {
  viewedAt: unknown;
  score: number | null;
  scorePrecise: number | null;
  skipStatus: EstimationSkipStatus | null;
}

/**
 * The one rule of where an assignment stands, first match wins: a skip says more than a grade kept
 * under it, a grade more than having looked, and a profile never opened is not estimated. The
 * server's list filters state the same conditions in SQL, in this order.
 */
export function estimationStatus(state: AssignmentState): EstimationStatus {
  if (state.skipStatus === 'suspicious') return 'suspect';
  if (state.skipStatus === 'normal') return 'postponed';
  if (state.score !== null || state.scorePrecise !== null) return 'estimated';
  return state.viewedAt === null || state.viewedAt === undefined ? 'notEstimated' : 'viewOnly';
}

/** Whether the estimator still owes the profile something: neither graded nor skipped. */
export const isAssignmentOpen = (status: EstimationStatus): boolean => status === 'notEstimated' || status === 'viewOnly';

/**
 * The score a coarse grade sends: the middle of its band on 0..100, rounded, so that `gradeFromScore`
 * gives the grade back (8, 25, 42, 58, 75, 92).
 */
export function scoreOfGrade(grade: Grade): number {
  const index = GRADES.indexOf(grade);
  return Math.round(((index + 0.5) * 100) / GRADES.length);
}
