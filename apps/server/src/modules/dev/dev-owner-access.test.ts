import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { signedInOwner } from '../../../test/helpers/profiles';
import { connectRealtime } from '../../../test/helpers/realtime';

const url = '/api/dev/owner-access';
const allOpen = { allowTeams: true, allowScene: true, allowCreateTeams: true, allowCompareTeams: true, allowMonitor: true };

describe('opening an owner\u2019s team tools in development', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await buildTestApp();
  }, 60_000);
  afterAll(() => ctx.close());

  type From = { remoteAddress?: string; headers?: Record<string, string> };
  const post = (payload: unknown, options: From = {}) =>
    ctx.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: options.remoteAddress ?? '127.0.0.1', headers: { host: 'localhost:3000', ...options.headers } });

  it('opens the rules the team check, simulator, comparison and monitor wait for, and tells an open page', async () => {
    const { owner, token, headers } = await signedInOwner(ctx);
    const before = await ctx.app.inject({ method: 'GET', url: '/api/v1/owner/self', headers });
    expect(before.json().accessRules).toMatchObject({ allowTeams: false, allowScene: false });
    const client = await connectRealtime(ctx, token);
    await client.next('syncAccessRules');

    const response = await post({ email: owner.email.toUpperCase(), rules: { ...allOpen, teamLimit: 4 } });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    const pushed = await client.next('syncAccessRules', (message) => (message.payload as { allowTeams: boolean }).allowTeams);
    expect(pushed.payload).toEqual({ ...allOpen, needVerify: false });
    client.socket.terminate();
    const after = await ctx.app.inject({ method: 'GET', url: '/api/v1/owner/self', headers });
    expect(after.json().accessRules).toEqual({ ...allOpen, needVerify: false });
    const teams = await ctx.app.inject({ method: 'GET', url: '/api/v1/scene/scenes', headers });
    expect(teams.statusCode).toBe(200);
    // The monitor's own gate is open: it now asks only for a team to monitor.
    const monitor = await ctx.app.inject({ method: 'POST', url: '/api/v1/scene/monitor', headers, payload: {} });
    expect(monitor.json()).toMatchObject({ statusCode: 400, field: 'teams' });
  });

  it('changes only the rules it is given', async () => {
    const { owner, headers } = await signedInOwner(ctx);
    expect((await post({ email: owner.email, rules: allOpen })).statusCode).toBe(204);
    expect((await post({ email: owner.email, rules: { allowCompareTeams: false, allowMonitor: false } })).statusCode).toBe(204);
    const after = await ctx.app.inject({ method: 'GET', url: '/api/v1/owner/self', headers });
    expect(after.json().accessRules).toMatchObject({ allowTeams: true, allowScene: true, allowCreateTeams: true, allowCompareTeams: false, allowMonitor: false });
  });

  it('answers 404 in the error shape for an email no owner has, and 400 for an unknown rule', async () => {
    const unknown = await post({ email: 'nobody-here@example.com', rules: allOpen });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ statusCode: 404, code: 'owner_not_found' });
    const { owner } = await signedInOwner(ctx);
    expect((await post({ email: owner.email, rules: { needVerify: false } })).statusCode).toBe(400);
  });

  it('does not exist for another machine or a request a proxy relays', async () => {
    const { owner, headers } = await signedInOwner(ctx);
    const elsewhere: From[] = [{ remoteAddress: '203.0.113.7' }, { headers: { 'x-forwarded-for': '127.0.0.1' } }, { headers: { host: 'attacker.example:3000' } }];
    for (const options of elsewhere) {
      const response = await post({ email: owner.email, rules: allOpen }, options);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, code: 'not_found' });
    }
    const after = await ctx.app.inject({ method: 'GET', url: '/api/v1/owner/self', headers });
    expect(after.json().accessRules).toMatchObject({ allowTeams: false, allowScene: false });
  });
});

describe('opening team tools in production', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await buildTestApp({ env: { NODE_ENV: 'production', LOG_LEVEL: 'silent' } });
  }, 60_000);
  afterAll(() => ctx.close());

  it('does not exist even for this machine, and leaves the rules closed', async () => {
    const { owner, headers } = await signedInOwner(ctx);
    const response = await ctx.app.inject({ method: 'POST', url, payload: { email: owner.email, rules: allOpen }, headers: { host: 'localhost' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
    const after = await ctx.app.inject({ method: 'GET', url: '/api/v1/owner/self', headers });
    expect(after.json().accessRules).toMatchObject({ allowTeams: false });
  });
});
