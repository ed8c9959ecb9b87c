import { apiErrorSchema } from '@teamcast/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../src/http/app-error';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { captureLogs } from './helpers/capture-logs';

const report = { kind: 'runtime', message: 'Cannot read properties of undefined', url: 'http://localhost/owner', area: 'owner' };

describe('the one error shape', () => {
  let ctx: TestApp;
  const logs = captureLogs();

  beforeAll(async () => {
    ctx = await buildTestApp({
      logger: logs.logger,
      extend(app) {
        app.get('/api/test/app-error', async () => {
          throw new AppError(409, 'conflict', 'The profile already exists', { field: 'email' });
        });
        app.get('/api/test/crash', async () => {
          throw new Error('password=hunter2 leaked from a driver');
        });
        app.post(
          '/api/test/nested',
          { schema: { body: z.object({ user: z.object({ emails: z.array(z.email()) }) }) } },
          async () => ({ ok: true }),
        );
      },
    });
  });
  afterAll(() => ctx.close());

  const expectErrorShape = (body: unknown) => expect(apiErrorSchema.strict().safeParse(body).success).toBe(true);

  it('answers an unknown API path with 404 not_found', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/nothing-here?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expectErrorShape(response.json());
    expect(response.json()).toMatchObject({ statusCode: 404, code: 'not_found' });
  });

  it('answers a known path called with the wrong method with 405 and the allowed methods', async () => {
    const response = await ctx.app.inject({ method: 'DELETE', url: '/api/health' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
    expect(response.json()).toMatchObject({ statusCode: 405, code: 'method_not_allowed' });
  });

  it('answers an unknown path with any method under /api with 404, not the web app', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
  });

  it('answers an invalid body with 400 validation naming the field', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/app/client-errors',
      payload: { ...report, area: 'x'.repeat(51) },
    });
    expect(response.statusCode).toBe(400);
    expectErrorShape(response.json());
    expect(response.json()).toMatchObject({ statusCode: 400, code: 'validation', field: 'area' });
  });

  it('names a nested field by its dotted path', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/nested',
      payload: { user: { emails: ['a@example.com', 'not an email'] } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation', field: 'user.emails.1' });
  });

  it('answers a missing body with 400 validation', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/v1/app/client-errors' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, code: 'validation' });
  });

  it('answers malformed JSON with 400 bad_request', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/app/client-errors',
      headers: { 'content-type': 'application/json' },
      payload: '{"kind": "chunk",',
    });
    expect(response.statusCode).toBe(400);
    expectErrorShape(response.json());
    expect(response.json()).toMatchObject({ statusCode: 400, code: 'bad_request' });
  });

  it('answers a body over the route limit with 413 payload_too_large', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/app/client-errors',
      payload: { ...report, message: 'x'.repeat(17 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ statusCode: 413, code: 'payload_too_large' });
  });

  it('answers an AppError with its status, code and field', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/test/app-error' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      statusCode: 409,
      code: 'conflict',
      message: 'The profile already exists',
      field: 'email',
    });
  });

  it('answers an unexpected error with a generic 500 and keeps the details in the log', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ statusCode: 500, code: 'internal', message: 'Internal server error' });
    expect(response.body).not.toContain('hunter2');

    const requestId = response.headers['x-request-id'];
    const logged = logs.entries.find((entry) => entry.reqId === requestId && entry.level === 50);
    expect(JSON.stringify(logged)).toContain('hunter2');
  });

  it('writes one log line per request, carrying its request id', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'proxy-42' } });
    expect(response.headers['x-request-id']).toBe('proxy-42');
    const lines = logs.entries.filter((entry) => entry.reqId === 'proxy-42');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: 'request', method: 'GET', url: '/api/health', statusCode: 200 });
  });

  it('replaces an unusable incoming request id with its own', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'bad id\n' } });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
