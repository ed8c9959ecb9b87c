import { apiErrorSchema } from '@teamcast/contract';
import { defaultQuestionnaires } from '@teamcast/domain';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../http/app-error';
import { bearer, createAdministrator, signIn } from '../../test/helpers/accounts';
import { buildTestApp, type TestApp } from '../../test/helpers/build-test-app';
import { captureLogs } from '../../test/helpers/capture-logs';
import { insertTestProfile, signedInOwner } from '../../test/helpers/profiles';

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

describe('body limits and values the database refuses', () => {
  let ctx: TestApp;
  const logs = captureLogs();

  beforeAll(async () => {
    ctx = await buildTestApp({
      logger: logs.logger,
      extend(app) {
        // Values a schema might let through and PostgreSQL then refuses, each with its SQLSTATE.
        const refused: Record<string, SQL> = {
          nul: sql`select ${'{"a":"\\u0000"}'}::jsonb`,
          uuid: sql`select ${'not-a-uuid'}::uuid`,
          integer: sql`select ${'99999999999'}::integer`,
        };
        app.get<{ Params: { kind: string } }>('/api/test/refused/:kind', async (request) => {
          await app.database.db.execute(refused[request.params.kind]!);
          return { ok: true };
        });
      },
    });
  });
  afterAll(() => ctx.close());

  const expectErrorShape = (body: unknown) => expect(apiErrorSchema.strict().safeParse(body).success).toBe(true);

  it.each(['nul', 'uuid', 'integer'])('answers a value the database refuses (%s) with 400 bad_request, and logs it', async (kind) => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/test/refused/${kind}` });
    expect(response.statusCode).toBe(400);
    expectErrorShape(response.json());
    expect(response.json()).toEqual({ statusCode: 400, code: 'bad_request', message: 'The request holds a value the database cannot take' });
    const requestId = response.headers['x-request-id'];
    expect(logs.entries.some((entry) => entry.reqId === requestId && entry.level === 40)).toBe(true);
  });

  it('answers an ordinary body over 64 KiB with 413 naming the limit', async () => {
    const { headers } = await signedInOwner(ctx);
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/v1/owner/self',
      headers,
      payload: { companyName: 'x'.repeat(64 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expectErrorShape(response.json());
    expect(response.json()).toMatchObject({ code: 'payload_too_large', params: { limit: 64 * 1024 } });
  });

  it('answers a body sent to an endpoint that takes none with 413 past a kilobyte', async () => {
    const { headers, owner } = await signedInOwner(ctx);
    const profile = await insertTestProfile(ctx, owner.id);
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/owner/profiles/check-upend/${profile.id}`,
      headers,
      payload: { pad: 'x'.repeat(2048) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'payload_too_large', params: { limit: 1024 } });
  });

  it('takes a questionnaire definition far over the ordinary limit', async () => {
    const admin = await createAdministrator(ctx);
    const headers = bearer(await signIn(ctx, 'administrator', admin.id));
    const { name, definition } = defaultQuestionnaires.profile;
    // Unknown keys are dropped by the schema; here they only make the body big.
    const payload = { kind: 'profile', name, questions: definition.questions, pad: 'x'.repeat(200 * 1024) };
    const response = await ctx.app.inject({ method: 'POST', url: '/api/v1/administrator/questionnaire', headers, payload });
    expect(response.statusCode).toBe(201);
  });

  it('documents each endpoint body limit in OpenAPI', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { 'x-body-limit'?: number; description?: string }>>;
    };
    expect(document.paths['/api/v1/owner/self']?.patch).toMatchObject({
      'x-body-limit': 64 * 1024,
      description: expect.stringContaining('at most 64 KiB'),
    });
    expect(document.paths['/api/v1/administrator/questionnaire']?.post?.['x-body-limit']).toBe(512 * 1024);
    expect(document.paths['/api/v1/app/profile/{permalink}']?.patch?.['x-body-limit']).toBe(256 * 1024);
    expect(document.paths['/api/v1/app/client-errors']?.post?.['x-body-limit']).toBe(16 * 1024);
    expect(document.paths['/api/v1/owner/profiles/{id}']?.delete?.['x-body-limit']).toBe(1024);
  });
});
