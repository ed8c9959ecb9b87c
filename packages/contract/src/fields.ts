import { check, locales, rules, type Rule, type ValidationIssue } from '@teamcast/domain';
import { z } from 'zod';

/**
 * What a refinement for a domain rule reports. Its `params` carry the rule's code beside the rule's
 * own parameters, so the server answers `{ code: 'validation', field, rule, params }` without
 * reading the message, which stays free for developers.
 */
export function ruleRefinement(issue: ValidationIssue) {
  return { message: issue.code, params: { code: issue.code, ...('params' in issue ? issue.params : {}) } };
}

/** The Zod issue of a broken domain rule, for `ctx.addIssue`. */
export function ruleIssue(issue: ValidationIssue) {
  return { code: 'custom' as const, ...ruleRefinement(issue) };
}

/** Zod fields that apply the domain's validation rules, so forms and the API show the same text. */
export function ruled<S extends z.ZodType<string>>(schema: S, ...checks: Rule[]) {
  return schema.superRefine((value, ctx) => {
    const issue = check(value, ...checks);
    if (issue) ctx.addIssue(ruleIssue(issue));
  });
}

export const localeSchema = z.enum(locales);

export const emailField = ruled(z.string().trim().toLowerCase().max(254), rules.required, rules.email);
export const passwordField = ruled(z.string().max(200).trim(), rules.password);
export const usernameField = emailField;
export const nameField = ruled(z.string().trim().max(100), rules.required, rules.name);
export const optionalText = (max: number) => z.string().trim().max(max).optional();
// Checked before the literal, so that anything but `true`, a missing value included, breaks the consent rule.
export const consentField = z.preprocess((value: true, ctx) => {
  if (value !== true) ctx.addIssue(ruleIssue({ code: 'consent' }));
  return value;
}, z.literal(true));
export const idSchema = z.string().min(1).max(64);
export const isoDateTime = z.iso.datetime({ offset: true });
