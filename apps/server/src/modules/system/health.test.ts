import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { testDatabaseKind } from '../../../test/helpers/test-database';

describe('GET /api/health', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('answers ok and names the database it runs on', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', db: testDatabaseKind });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('GET /api/health with a database that does not answer', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await buildTestApp({
      wrapDatabase: (database) => ({ ...database, ping: () => Promise.reject(new Error('connection refused')) }),
    });
  });
  afterAll(() => ctx.close());

  it('answers 503 in the error shape', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      statusCode: 503,
      code: 'service_unavailable',
      message: 'The database does not answer',
    });
  });
});
