import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientErrors } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { captureLogs } from '../../../test/helpers/capture-logs';

describe('POST /api/v1/app/client-errors', () => {
  let ctx: TestApp;
  const logs = captureLogs();
  beforeAll(async () => {
    ctx = await buildTestApp({ logger: logs.logger });
  });
  afterAll(() => ctx.close());

  it('stores the report with the browser and the request id, logs it as a warning and answers 204', async () => {
    const report = {
      kind: 'chunk',
      message: 'Failed to fetch dynamically imported module /assets/owner-1a2b.js',
      url: 'http://localhost:3000/owner/dashboard',
      area: 'owner',
    };
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/app/client-errors',
      headers: { 'user-agent': 'TestBrowser/1.0' },
      payload: report,
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    const rows = await ctx.database.db.select().from(clientErrors).orderBy(desc(clientErrors.id)).limit(1);
    expect(rows[0]).toMatchObject({
      ...report,
      userAgent: 'TestBrowser/1.0',
      requestId: response.headers['x-request-id'],
    });
    expect(rows[0]?.createdAt).toBeInstanceOf(Date);

    const warning = logs.entries.find((entry) => entry.level === 40 && entry.reqId === response.headers['x-request-id']);
    expect(warning).toMatchObject({ clientError: report });
  });

  it('refuses a kind outside the contract and stores nothing', async () => {
    const before = await ctx.database.db.$count(clientErrors);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/app/client-errors',
      payload: { kind: 'other', message: 'x', url: '', area: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'kind' });
    expect(await ctx.database.db.$count(clientErrors)).toBe(before);
  });

  it('refuses an empty message', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/app/client-errors',
      payload: { kind: 'api', message: '', url: '', area: '' },
    });
    expect(response.json()).toMatchObject({ statusCode: 400, field: 'message' });
  });
});
