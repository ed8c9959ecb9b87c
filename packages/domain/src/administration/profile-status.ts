import { isProfileDeleted, isProfileFilled, type ProfileState } from '../profile/states';

/** A profile's status in the administrator's list (spec section 4). */
export const ADMIN_PROFILE_STATUSES = ['empty', 'deleted', 'skipped', 'approved', 'completed', 'estimated', 'suspicious'] as const;
export type AdminProfileStatus = (typeof ADMIN_PROFILE_STATUSES)[number];

/** The administrator's list filters: skipped is skipNormal, suspicious is skipSuspicious. */
export const ADMIN_PROFILE_FILTERS = ['all', 'deleted', 'approved', 'estimated', 'skipped', 'suspicious'] as const;
export type AdminProfileFilter = (typeof ADMIN_PROFILE_FILTERS)[number];

export type SkipStatus = 'normal' | 'suspicious';

/** One estimator's work on the profile, as far as the status needs it. */
export interface EstimatorMark {
  score: number | null;
  skipStatus: SkipStatus | null;
}

export interface ProfileForStatus {
  state: ProfileState;
  finalScore: number | null;
  /** Set on the profile itself (by an administrator). */
  skipStatus: SkipStatus | null;
  marks: readonly EstimatorMark[];
}

/**
 * The one status shown for a profile, the first that applies: deleted; empty (not filled, nothing to
 * grade); approved (an administrator confirmed a final score; deleting it cancels the confirmation);
 * suspicious (anyone skipped it as suspicious: it needs a look before any grade counts); estimated
 * (an estimator graded it); skipped (skipped as normal, ungraded); completed (filled, waiting for grades).
 */
export function adminProfileStatus(profile: ProfileForStatus): AdminProfileStatus {
  if (isProfileDeleted(profile.state)) return 'deleted';
  if (!isProfileFilled(profile.state)) return 'empty';
  if (profile.finalScore !== null) return 'approved';
  const skips = [profile.skipStatus, ...profile.marks.map((mark) => mark.skipStatus)];
  if (skips.includes('suspicious')) return 'suspicious';
  if (profile.marks.some((mark) => mark.score !== null)) return 'estimated';
  if (skips.includes('normal')) return 'skipped';
  return 'completed';
}
