import type { EstimatorProfile } from '@teamcast/contract';
import type { EstimationStatus, EstimatorProfileFilter, Grade } from '@teamcast/domain';
import type { TFunction } from 'i18next';

/** The label keys of the list's tabs, in the order the tabs show. */
export const filterLabels: Record<EstimatorProfileFilter, string> = {
  all: 'estimation.filters.all',
  notEstimated: 'estimation.filters.notEstimated',
  viewOnly: 'estimation.filters.viewOnly',
  estimated: 'estimation.filters.estimated',
  postponed: 'estimation.filters.postponed',
  suspect: 'estimation.filters.suspect',
};

export const statusLabels: Record<EstimationStatus, string> = {
  notEstimated: 'estimation.status.notEstimated',
  viewOnly: 'estimation.status.viewOnly',
  estimated: 'estimation.status.estimated',
  postponed: 'estimation.status.postponed',
  suspect: 'estimation.status.suspect',
};

export const statusColors: Record<EstimationStatus, string> = {
  notEstimated: 'gray',
  viewOnly: 'blue',
  estimated: 'teal',
  postponed: 'yellow',
  suspect: 'red',
};

// The grades' names are the product's words, shared with the owner's pages.
export const gradeLabels: Record<Grade, string> = {
  junior: 'profiles.grades.junior',
  junior_plus: 'profiles.grades.juniorPlus',
  middle: 'profiles.grades.middle',
  middle_plus: 'profiles.grades.middlePlus',
  senior: 'profiles.grades.senior',
  senior_plus: 'profiles.grades.seniorPlus',
};

/** The name an estimator knows a profile by: the last name only where the owner did not hide it. */
export function profileTitle(t: TFunction, profile: Pick<EstimatorProfile, 'firstName' | 'lastName'>): string {
  const name = [profile.firstName, profile.lastName].filter((part) => part && part.trim() !== '').join(' ');
  return name || t('estimation.unnamed');
}
