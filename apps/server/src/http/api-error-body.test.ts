import { describe, expect, it } from 'vitest';
import { toApiErrorBody, fieldFromInstancePath } from './api-error-body';
import { AppError } from './app-error';

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
