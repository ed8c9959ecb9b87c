import { check, checkPersonalDetails, rules as domainRules, type ValidationIssue } from '@teamcast/domain';
import { checkBirthDateInput } from '../../../features/identity/forms/birth-date';

/** What the person tells about themselves before the questions, as the inputs hold it. */
export interface PersonalDetailsValues {
  readonly firstName: string;
  readonly lastName: string;
  readonly partnerName: string;
  /** YYYY-MM-DD or empty: the birth date is optional. */
  readonly birthDate: string;
}

export type DetailsField = keyof PersonalDetailsValues;
export type DetailsIssues = Partial<Record<DetailsField, ValidationIssue>>;

export interface DetailsRules {
  readonly lastNameRequired: boolean;
  /** The couple questionnaire asks both partners' first names. */
  readonly partnerNameRequired: boolean;
}

/** The domain's rules for the personal details (spec section 5); empty when they pass. */
export function detailsIssues(values: PersonalDetailsValues, rules: DetailsRules, now: Date = new Date()): DetailsIssues {
  const issues: DetailsIssues = {
    ...checkPersonalDetails(
      { firstName: values.firstName, lastName: rules.lastNameRequired ? values.lastName : '' },
      { lastNameRequired: rules.lastNameRequired },
    ),
  };
  if (rules.partnerNameRequired) {
    const partner = check(values.partnerName, domainRules.required, domainRules.name);
    if (partner) issues.partnerName = partner;
  }
  if (values.birthDate !== '') {
    const birth = checkBirthDateInput(values.birthDate, now);
    if (birth) issues.birthDate = birth;
  }
  return issues;
}

export const DETAILS_FIELDS: readonly DetailsField[] = ['firstName', 'lastName', 'partnerName', 'birthDate'];
