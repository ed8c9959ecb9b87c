import { describe, expect, it } from 'vitest';
import { ownerSignup } from '@teamcast/contract';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { refusedDataState, ruleOfIssue, toApiErrorBody, fieldFromInstancePath } from './api-error-body';
import { AppError, validationError } from './app-error';

describe('fieldFromInstancePath', () => {
  it('turns a JSON pointer into a dotted path', () => {
    expect(fieldFromInstancePath('/user/emails/0')).toBe('user.emails.0');
    expect(fieldFromInstancePath('/name')).toBe('name');
  });

  it('gives no field for the whole document', () => {
    expect(fieldFromInstancePath('/')).toBeUndefined();
    expect(fieldFromInstancePath('')).toBeUndefined();
  });
});

describe('toApiErrorBody', () => {
  it('keeps what an AppError says', () => {
    expect(toApiErrorBody(new AppError(404, 'not_found', 'No such profile'))).toEqual({
      statusCode: 404,
      code: 'not_found',
      message: 'No such profile',
    });
  });

  it('keeps the message of a client error raised by the framework', () => {
    const error = Object.assign(new Error('Unsupported Media Type'), { statusCode: 415 });
    expect(toApiErrorBody(error)).toEqual({ statusCode: 415, code: 'unsupported_media_type', message: 'Unsupported Media Type' });
  });

  it('hides everything else behind a generic 500', () => {
    expect(toApiErrorBody(new Error('secret'))).toEqual({ statusCode: 500, code: 'internal', message: 'Internal server error' });
    expect(toApiErrorBody(Object.assign(new Error('secret'), { statusCode: 502 }))).toMatchObject({ statusCode: 500 });
    expect(toApiErrorBody('a string')).toMatchObject({ statusCode: 500, code: 'internal' });
  });
});

describe('validation errors of domain rules', () => {
  // What the Zod validator hands Fastify for a body, as the error handler receives it.
  function schemaError(body: unknown) {
    const validate = validatorCompiler({ schema: ownerSignup.body, method: 'POST', url: ownerSignup.path, httpPart: 'body' });
    const result = validate(body) as { error?: unknown };
    if (!result.error) throw new Error('the body is valid');
    return Object.assign(new Error('invalid'), { validation: result.error, validationContext: 'body' });
  }

  const valid = { email: 'a@example.com', password: 'secret-1', consent: true };

  it('names the rule and its parameters', () => {
    expect(toApiErrorBody(schemaError({ ...valid, password: '123' }))).toEqual({
      statusCode: 400,
      code: 'validation',
      message: 'body.password: minLength',
      field: 'password',
      rule: 'minLength',
      params: { length: 6 },
    });
    expect(toApiErrorBody(schemaError({ ...valid, email: 'nope' }))).toMatchObject({ field: 'email', rule: 'email' });
    expect(toApiErrorBody(schemaError({ ...valid, email: undefined }))).toMatchObject({ field: 'email', rule: 'required' });
    expect(toApiErrorBody(schemaError({ ...valid, consent: false }))).toMatchObject({ field: 'consent', rule: 'consent' });
  });

  it('gives no rule for a failure no domain rule describes', () => {
    const body = toApiErrorBody(schemaError({ ...valid, ln: 'de' }));
    expect(body).toMatchObject({ field: 'ln' });
    expect(body).not.toHaveProperty('rule');
    expect(ruleOfIssue({ keyword: 'too_big', message: 'Too big: expected string to have <=254 characters' })).toBeUndefined();
  });

  it('reads the rule from the params of the issue, never from its message', () => {
    const carried = { keyword: 'custom', message: 'for developers', params: { params: { code: 'minLength', length: 6 } } };
    expect(ruleOfIssue(carried)).toEqual({ rule: 'minLength', params: { length: 6 } });
    expect(ruleOfIssue({ keyword: 'custom', message: 'consent', params: {} })).toBeUndefined();
    expect(ruleOfIssue({ keyword: 'custom', message: 'x', params: { params: { code: 'no_such_rule' } } })).toBeUndefined();
  });

  it('keeps the rule of a validation error a service raises', () => {
    expect(toApiErrorBody(validationError('birthDate', 'birthDate'))).toEqual({
      statusCode: 400,
      code: 'validation',
      message: 'body.birthDate: birthDate',
      field: 'birthDate',
      rule: 'birthDate',
    });
  });
});

describe('values the database refused', () => {
  // How drivers and Drizzle hand them over: a driver error with its SQLSTATE, wrapped.
  const wrapped = (code: string) => Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('invalid input'), { code }) });

  it('answers them 400 bad_request, found anywhere in the chain of causes', () => {
    for (const code of ['22021', '22P05', '22P02', '22003']) {
      expect(refusedDataState(wrapped(code))).toBe(code);
      expect(toApiErrorBody(wrapped(code))).toEqual({
        statusCode: 400,
        code: 'bad_request',
        message: 'The request holds a value the database cannot take',
      });
    }
  });

  it('leaves other database failures a 500', () => {
    for (const code of ['23505', '57014', '08006', '40001']) {
      expect(refusedDataState(wrapped(code))).toBeUndefined();
      expect(toApiErrorBody(wrapped(code))).toMatchObject({ statusCode: 500, code: 'internal' });
    }
  });
});

describe('a body over its limit', () => {
  it('names the limit of the route', () => {
    const error = Object.assign(new Error('Request body is too large'), { statusCode: 413, code: 'FST_ERR_CTP_BODY_TOO_LARGE' });
    expect(toApiErrorBody(error, { bodyLimit: 65536 })).toEqual({
      statusCode: 413,
      code: 'payload_too_large',
      message: 'The request body is over the limit of 65536 bytes',
      params: { limit: 65536 },
    });
  });
});
