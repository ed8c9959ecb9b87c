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

/**
 * The first name an owner's edit leaves on a profile. A profile without a name may stay without one
 * until it is invited, but a name once given is required (spec section 5): lists, invitations and
 * forecasts name the person by it, so an edit may change it and never clear it.
 */
export function checkFirstNameEdit(firstName: string, current: string | null | undefined): ValidationIssue | null {
  return required(current) ? check(firstName, name) : check(firstName, required, name);
}
