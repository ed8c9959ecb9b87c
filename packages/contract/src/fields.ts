import { check, locales, rules, type Rule } from '@teamcast/domain';
import { z } from 'zod';

/**
 * Zod fields that apply the domain's validation rules. A broken rule becomes an issue whose message
 * is the rule's code and whose params carry its parameters, so the server can answer with
 * `{ code: 'validation', field, rule, params }` and forms can show the same text as the API.
 */
export function ruled<S extends z.ZodType<string>>(schema: S, ...checks: Rule[]) {
  return schema.superRefine((value, ctx) => {
    const issue = check(value, ...checks);
    if (issue) ctx.addIssue({ code: 'custom', message: issue.code, params: 'params' in issue ? issue.params : {} });
  });
}

export const localeSchema = z.enum(locales);

export const emailField = ruled(z.string().trim().toLowerCase().max(254), rules.required, rules.email);
export const passwordField = ruled(z.string().max(200).trim(), rules.password);
export const usernameField = emailField;
export const nameField = ruled(z.string().trim().max(100), rules.required, rules.name);
export const optionalText = (max: number) => z.string().trim().max(max).optional();
export const consentField = z.literal(true, { error: 'consent' });
export const idSchema = z.string().min(1).max(64);
export const isoDateTime = z.iso.datetime({ offset: true });
