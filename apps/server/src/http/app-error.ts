import type { ApiErrorBody, ErrorCode } from '@teamcast/contract';

export interface AppErrorOptions {
  /** Dotted path of the offending field, for validation errors. */
  field?: string;
  /** The domain rule the field broke, for validation errors. */
  rule?: string;
  params?: Record<string, string | number>;
  /** With `scene_conflict`: the scene as it is now, so the caller can show it instead of its stale copy. */
  current?: ApiErrorBody['current'];
  /** Headers the answer carries, like `Retry-After` of a rate limit. */
  headers?: Record<string, string>;
  cause?: unknown;
}

/**
 * A failure a service means to report to the caller: it becomes the API's error shape with this
 * status and code. The message is for developers; users see the text the web app maps `code` to.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly field: string | undefined;
  readonly rule: string | undefined;
  readonly params: Record<string, string | number> | undefined;
  readonly current: ApiErrorBody['current'];
  readonly headers: Record<string, string> | undefined;

  constructor(statusCode: number, code: ErrorCode, message: string, options: AppErrorOptions = {}) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.code = code;
    this.field = options.field;
    this.rule = options.rule;
    this.params = options.params;
    this.current = options.current;
    this.headers = options.headers;
  }
}

/** A field that breaks a validation rule found by a service rather than by the request schema. */
export function validationError(field: string, rule: string, params?: Record<string, string | number>): AppError {
  return new AppError(400, 'validation', `body.${field}: ${rule}`, { field, rule, ...(params ? { params } : {}) });
}
