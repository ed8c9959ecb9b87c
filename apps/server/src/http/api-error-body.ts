import type { ApiErrorBody, ErrorCode } from '@teamcast/contract';
import { validationMessages } from '@teamcast/domain';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error';

const codesByStatus: Record<number, ErrorCode> = {
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

interface SchemaIssue {
  instancePath?: string;
  keyword?: string;
  message?: string;
  params?: { params?: unknown };
}

const ruleCodes = new Set<string>(Object.keys(validationMessages.ru));

/**
 * The domain rule a schema issue stands for. Fields built with the contract's `ruleIssue()` carry the
 * rule's code in the issue's params beside its parameters; a missing field breaks `required`.
 */
export function ruleOfIssue(issue: SchemaIssue): { rule: string; params?: Record<string, string | number> } | undefined {
  const carried = issue.params?.params;
  if (typeof carried === 'object' && carried !== null && 'code' in carried && typeof carried.code === 'string' && ruleCodes.has(carried.code)) {
    const { code, ...params } = carried as { code: string } & Record<string, string | number>;
    return { rule: code, ...(Object.keys(params).length > 0 ? { params } : {}) };
  }
  if (issue.keyword === 'invalid_type' && /received undefined$/.test(issue.message ?? '')) return { rule: 'required' };
  return undefined;
}

/**
 * SQLSTATEs of data PostgreSQL refused to take: text it cannot encode (22021, 22P05), input that
 * does not parse as its column's type (22P02, like an id that is no uuid), numbers, strings and dates
 * out of a column's range (22003, 22001, 22007, 22008). The request carried them, so they are its
 * fault, not the server's, even if a schema should have caught them first.
 */
const refusedDataStates = new Set(['22021', '22P05', '22P02', '22003', '22001', '22007', '22008']);

/** The SQLSTATE of a refused value somewhere in the error's chain of causes (drivers and Drizzle wrap them). */
export function refusedDataState(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; typeof current === 'object' && current !== null && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && refusedDataStates.has(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export interface ErrorContext {
  /** The body limit of the route, named in a 413. */
  bodyLimit?: number;
}

function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}

/**
 * Maps anything thrown while handling a request to the API's one error shape. Only failures the
 * client caused keep their message; anything else becomes a generic 500 whose details stay in the log.
 */
export function toApiErrorBody(error: unknown, { bodyLimit }: ErrorContext = {}): ApiErrorBody {
  if (error instanceof AppError) {
    return {
      statusCode: error.statusCode,
      code: error.code,
      message: error.message,
      ...optional('field', error.field),
      ...optional('rule', error.rule),
      ...optional('params', error.params),
      ...optional('current', error.current),
    };
  }

  const candidate = (typeof error === 'object' && error !== null ? error : {}) as ErrorLike;
  if (hasZodFastifySchemaValidationErrors(error) || Array.isArray(candidate.validation)) {
    const issues = (candidate.validation ?? []) as SchemaIssue[];
    const first = issues[0];
    const field = fieldFromInstancePath(first?.instancePath ?? '');
    const context = typeof candidate.validationContext === 'string' ? candidate.validationContext : 'request';
    const rule = first ? ruleOfIssue(first) : undefined;
    return {
      statusCode: 400,
      code: 'validation',
      message: `${context}${field ? `.${field}` : ''}: ${first?.message ?? 'invalid'}`,
      ...optional('field', field),
      ...optional('rule', rule?.rule),
      ...optional('params', rule?.params),
    };
  }

  if (refusedDataState(error)) {
    return { statusCode: 400, code: 'bad_request', message: 'The request holds a value the database cannot take' };
  }

  const statusCode = typeof candidate.statusCode === 'number' ? candidate.statusCode : 500;
  if (statusCode === 413 && bodyLimit !== undefined) {
    return {
      statusCode,
      code: 'payload_too_large',
      message: `The request body is over the limit of ${bodyLimit} bytes`,
      params: { limit: bodyLimit },
    };
  }
  if (statusCode >= 400 && statusCode < 500) {
    return {
      statusCode,
      code: codesByStatus[statusCode] ?? 'bad_request',
      message: typeof candidate.message === 'string' ? candidate.message : 'Bad request',
    };
  }
  return { statusCode: 500, code: 'internal', message: 'Internal server error' };
}
