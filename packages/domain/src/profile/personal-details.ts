import { check, required, name, type ValidationIssue } from '../validation/rules';

export interface PersonalDetails {
  readonly firstName?: string | null;
  readonly lastName?: string | null;
}

export type PersonalDetailsIssues = Partial<Record<'firstName' | 'lastName', ValidationIssue>>;

/**
 * Personal details on a profile questionnaire (spec section 5): first and last name required, or
 * only the first name where the questionnaire asks no last name (love and couple variants).
 */
export function checkPersonalDetails(details: PersonalDetails, options: { lastNameRequired: boolean }): PersonalDetailsIssues {
  const issues: PersonalDetailsIssues = {};
  const first = check(details.firstName ?? '', required, name);
  if (first) issues.firstName = first;
  const last = options.lastNameRequired ? check(details.lastName ?? '', required, name) : check(details.lastName ?? '', name);
  if (last) issues.lastName = last;
  return issues;
}
