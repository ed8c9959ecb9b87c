export * as rules from './rules';
export type { Rule, ValidationCode, ValidationIssue } from './rules';
export { check, deleteConfirmationWord } from './rules';
export { birthDateToIso, checkBirthDate } from './birth-date';
export { validationMessage, validationMessages } from './messages';
