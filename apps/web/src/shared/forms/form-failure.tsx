import { ApiError } from '@teamcast/contract';
import type { ReactNode } from 'react';
import { CodeMessage, IssueMessage, issueOf } from './issue-message';

/** Where a form shows what went wrong with a call. */
export interface FailureTargets<F extends string> {
  /** The form's fields by the name the API gives them. */
  fields: Partial<Record<string, F>>;
  /** Error codes that concern one field and are shown under it rather than above the form. */
  codes?: Partial<Record<string, F>>;
}

export type PlacedFailure<F extends string> = { field: F; message: ReactNode } | { code: string };

interface FieldFailure {
  field: string;
  rule: string | undefined;
  params: Record<string, unknown> | undefined;
}

/**
 * A failure that names a field: the server's validation answer, or the contract's own check of the
 * input before it is sent (a schema issue whose message is the domain rule's code).
 */
function fieldFailureOf(error: unknown): FieldFailure | null {
  if (error instanceof ApiError) {
    if (error.code !== 'validation' || !error.field) return null;
    return { field: error.field.replace(/^body\./, ''), rule: error.rule, params: error.params };
  }
  if (error instanceof Error && error.name === 'ZodError' && 'issues' in error && Array.isArray(error.issues)) {
    const first = error.issues[0] as { path?: unknown[]; message?: string; params?: Record<string, unknown> } | undefined;
    if (!first?.path?.length) return null;
    return { field: first.path.join('.'), rule: first.message, params: first.params };
  }
  return null;
}

/** The error code a failure is shown with: the API's code, `validation` for a refused input, else unexpected. */
export function failureCode(error: unknown): string {
  if (error instanceof ApiError) return error.code;
  if (error instanceof Error && error.name === 'ZodError') return 'validation';
  return 'unknown';
}

/**
 * Decides where a failed call is shown: under the field it concerns (with the rule's own message
 * when the rule is a domain rule), or as a code for the message above the form.
 */
export function placeFailure<F extends string>(error: unknown, targets: FailureTargets<F>): PlacedFailure<F> {
  const fieldFailure = fieldFailureOf(error);
  if (fieldFailure) {
    const field = targets.fields[fieldFailure.field];
    if (field) {
      const issue = issueOf(fieldFailure.rule, fieldFailure.params);
      return { field, message: issue ? <IssueMessage issue={issue} /> : <CodeMessage code="validation" /> };
    }
  }
  const code = failureCode(error);
  const codeField = targets.codes?.[code];
  if (codeField) return { field: codeField, message: <CodeMessage code={code} /> };
  return { code };
}

/** Applies `placeFailure` to a Mantine form and the form's alert. */
export function showFailure<F extends string>(
  form: { setFieldError: (path: F, error: ReactNode) => void },
  setAlert: (code: string | null) => void,
  error: unknown,
  targets: FailureTargets<F>,
): void {
  const placed = placeFailure(error, targets);
  if ('field' in placed) {
    setAlert(null);
    form.setFieldError(placed.field, placed.message);
  } else {
    setAlert(placed.code);
  }
}
