import { validationMessage, validationMessages, type ValidationIssue } from '@teamcast/domain';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../errors/error-display';
import { useLocale } from '../i18n/use-locale';

/**
 * A broken validation rule in the language on screen. Forms keep this element, not a sentence, as the
 * field's error, so a language switch re-words errors already shown. The text comes from the domain's
 * catalogue, the one place each message is written.
 */
export function IssueMessage({ issue }: { issue: ValidationIssue }) {
  return <>{validationMessage(issue, useLocale())}</>;
}

/** A server error code (spec section 8) in the language on screen. */
export function CodeMessage({ code }: { code: string }) {
  const { t } = useTranslation();
  return <>{t(errorMessageKey(code))}</>;
}

/**
 * Reads a rule the server or the contract names (`rule` and `params` of a validation error) back into a
 * domain issue; `null` for a rule the domain does not know, such as a length limit of the schema.
 */
export function issueOf(rule: string | undefined, params: Record<string, unknown> | undefined): ValidationIssue | null {
  if (!rule || !(rule in validationMessages.ru)) return null;
  if (rule === 'minLength') {
    const length = Number(params?.length);
    return Number.isFinite(length) ? { code: 'minLength', params: { length } } : null;
  }
  return { code: rule } as ValidationIssue;
}
