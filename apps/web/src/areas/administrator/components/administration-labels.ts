import type { AdminProfile, AuditAction } from '@teamcast/contract';
import type { AdminProfileFilter, GradeGroup } from '@teamcast/domain';

// Each text is named in full, so that the check of unused translations sees it read.

export const ownerStatusKeys = {
  unverified: 'administration.owners.status.unverified',
  verified: 'administration.owners.status.verified',
} as const;

export const gradeGroupKeys: Record<GradeGroup, string> = {
  C: 'administration.profiles.gradeGroups.C',
  P: 'administration.profiles.gradeGroups.P',
  M: 'administration.profiles.gradeGroups.M',
};

export const profileFilterKeys: Record<AdminProfileFilter, string> = {
  all: 'administration.profiles.filters.all',
  deleted: 'administration.profiles.filters.deleted',
  approved: 'administration.profiles.filters.approved',
  estimated: 'administration.profiles.filters.estimated',
  skipped: 'administration.profiles.filters.skipped',
  suspicious: 'administration.profiles.filters.suspicious',
};

export const profileStatusKeys: Record<AdminProfile['status'], string> = {
  empty: 'administration.profiles.status.empty',
  deleted: 'administration.profiles.status.deleted',
  skipped: 'administration.profiles.status.skipped',
  approved: 'administration.profiles.status.approved',
  completed: 'administration.profiles.status.completed',
  estimated: 'administration.profiles.status.estimated',
  suspicious: 'administration.profiles.status.suspicious',
};

export const skipStatusKeys = {
  normal: 'administration.profile.skipStatus.normal',
  suspicious: 'administration.profile.skipStatus.suspicious',
} as const;

export const scoreKeys = {
  finalScore: { label: 'administration.profile.finalScore', saved: 'administration.profile.finalScoreSaved', deleted: 'administration.profile.finalScoreDeleted' },
  finalScorePrecise: {
    label: 'administration.profile.finalScorePrecise',
    saved: 'administration.profile.finalScorePreciseSaved',
    deleted: 'administration.profile.finalScorePreciseDeleted',
  },
} as const;

export const auditTargetKeys: Record<string, string> = {
  owner: 'administration.audit.targets.owner',
  estimator: 'administration.audit.targets.estimator',
  profile: 'administration.audit.targets.profile',
};

/** By the two parts of an action's name: its target kind, then its verb. */
const auditActionKeysByPart: Record<string, Record<string, string>> = {
  owner: { update: 'administration.audit.actions.ownerUpdate', delete: 'administration.audit.actions.ownerDelete' },
  estimator: {
    create: 'administration.audit.actions.estimatorCreate',
    update: 'administration.audit.actions.estimatorUpdate',
    delete: 'administration.audit.actions.estimatorDelete',
  },
  loginLink: { send: 'administration.audit.actions.loginLinkSend' },
  profile: { update: 'administration.audit.actions.profileUpdate', delete: 'administration.audit.actions.profileDelete' },
  finalScore: { set: 'administration.audit.actions.finalScoreSet', delete: 'administration.audit.actions.finalScoreDelete' },
  finalScorePrecise: { set: 'administration.audit.actions.finalScorePreciseSet', delete: 'administration.audit.actions.finalScorePreciseDelete' },
};

/** The text key of an action, or null for an action this version does not know. */
export function auditActionKey(action: AuditAction | string): string | null {
  const [kind = '', verb = ''] = action.split('.');
  return auditActionKeysByPart[kind]?.[verb] ?? null;
}
