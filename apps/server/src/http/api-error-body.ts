import type { ApiErrorBody } from '@teamcast/contract';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error';

const codesByStatus: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
  503: 'service_unavailable',
};

/** `/user/emails/0` of a schema issue becomes `user.emails.0`, the form clients show next to fields. */
export function fieldFromInstancePath(instancePath: string): string | undefined {
  const field = instancePath.split('/').filter(Boolean).join('.');
  return field === '' ? undefined : field;
}

interface ErrorLike {
  statusCode?: unknown;
  code?: unknown;
  message?: unknown;
  validation?: unknown;
  validationContext?: unknown;
}

/**
 * Maps anything thrown while handling a request to the API's one error shape. Only failures the
 * client caused keep their message; anything else becomes a generic 500 whose details stay in the log.
 */
export function toApiErrorBody(error: unknown): ApiErrorBody {
  if (error instanceof AppError) {
    return {
      statusCode: error.statusCode,
      code: error.code,
      message: error.message,
      ...(error.field === undefined ? {} : { field: error.field }),
    };
  }

  const candidate = (typeof error === 'object' && error !== null ? error : {}) as ErrorLike;
  if (hasZodFastifySchemaValidationErrors(error) || Array.isArray(candidate.validation)) {
    const issues = (candidate.validation ?? []) as { instancePath?: string; message?: string }[];
    const first = issues[0];
    const field = fieldFromInstancePath(first?.instancePath ?? '');
    const context = typeof candidate.validationContext === 'string' ? candidate.validationContext : 'request';
    return {
      statusCode: 400,
      code: 'validation',
      message: `${context}${field ? `.${field}` : ''}: ${first?.message ?? 'invalid'}`,
      ...(field === undefined ? {} : { field }),
    };
  }

  const statusCode = typeof candidate.statusCode === 'number' ? candidate.statusCode : 500;
  if (statusCode >= 400 && statusCode < 500) {
    return {
      statusCode,
      code: codesByStatus[statusCode] ?? 'bad_request',
      message: typeof candidate.message === 'string' ? candidate.message : 'Bad request',
    };
  }
  return { statusCode: 500, code: 'internal', message: 'Internal server error' };
}
