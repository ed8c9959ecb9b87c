import type { EstimatorListItem, EstimatorSelf } from '@teamcast/contract';
import { resolveLocale } from '@teamcast/domain';
import type { EstimatorRow } from './estimators-repository';

export function toEstimatorSelf(row: EstimatorRow): EstimatorSelf {
  return {
    _id: row.id,
    estimator: { email: row.email, fullName: row.fullName },
    // Profile batches arrive with the estimators' profile work.
    nextProfileBatch: null,
    hasPassword: row.passwordHash !== null,
    ln: resolveLocale(row.ln),
    createdAt: row.createdAt.toISOString(),
  };
}

export function toEstimatorListItem(row: EstimatorRow): EstimatorListItem {
  return {
    _id: row.id,
    email: row.email,
    fullName: row.fullName,
    information: row.information,
    createdAt: row.createdAt.toISOString(),
    lastVisitAt: row.lastVisitAt?.toISOString() ?? null,
    // Profiles are assigned to estimators once profiles exist.
    profileCount: 0,
  };
}
