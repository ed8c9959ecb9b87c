import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../start-server';
import { bearer, createAdministrator, createOwner, signIn } from '../../../test/helpers/accounts';
import { buildTestApp, slowTestTimeout, testConfig, type TestApp } from '../../../test/helpers/build-test-app';
import { captureLogs } from '../../../test/helpers/capture-logs';
import { useServerTarget } from '../../../test/helpers/server-target';

const outsider = '203.0.113.7';

/** An address of this machine that is not loopback, if it has one. */
function externalAddress(): string | undefined {
  return Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;
}

describe('the dev mailbox', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await buildTestApp();
    const owner = await createOwner(ctx);
    await ctx.app.inject({ method: 'POST', url: '/api/v1/passport/owner/mail/login-link', payload: { username: owner.email } });
  });
  afterAll(() => ctx.close());

  const get = (url: string, options: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
    ctx.app.inject({ method: 'GET', url, remoteAddress: options.remoteAddress ?? '127.0.0.1', headers: { host: 'localhost:3000', ...options.headers } });

  it('answers a browser on this machine with the kept mail', async () => {
    const response = await get('/api/dev/outbox');
    expect(response.statusCode).toBe(200);
    expect(response.json()).not.toEqual([]);
    expect((await get('/api/dev/outbox', { remoteAddress: '::1', headers: { host: '[::1]:3000' } })).statusCode).toBe(200);
    expect((await get('/api/dev/outbox', { remoteAddress: '::ffff:127.0.0.1', headers: { host: '127.0.0.1:3000' } })).statusCode).toBe(200);
  });

  it.each(['/api/dev/outbox', '/dev/mailbox', '/dev/mailbox?x=1', '/api/dev'])('%s does not exist for another machine', async (url) => {
    const response = await get(url, { remoteAddress: outsider });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, code: 'not_found' });
    expect(response.body).not.toContain('magic-link');
  });

  it('does not exist for a request a proxy on this machine relays, whoever claims to be its client', async () => {
    for (const header of ['x-forwarded-for', 'x-real-ip', 'forwarded']) {
      const response = await get('/api/dev/outbox', { headers: { [header]: header === 'forwarded' ? 'for=127.0.0.1' : '127.0.0.1' } });
      expect(response.statusCode).toBe(404);
    }
  });

  it('does not exist for a page of another site reaching this machine by a name of its own', async () => {
    expect((await get('/api/dev/outbox', { headers: { host: 'attacker.example:3000' } })).statusCode).toBe(404);
    expect((await get('/api/dev/outbox', { headers: { host: '127.0.0.1.nip.io' } })).statusCode).toBe(404);
  });
});

describe('the dev mailbox in production', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await buildTestApp({ env: { NODE_ENV: 'production', LOG_LEVEL: 'silent' } });
  });
  afterAll(() => ctx.close());

  it('does not exist even for this machine', async () => {
    for (const url of ['/api/dev/outbox', '/dev/mailbox']) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: { host: 'localhost' } });
      expect(response.statusCode).toBe(404);
    }
  });
});

describe("administrators read the mail a server without SMTP keeps", () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await buildTestApp({ env: { NODE_ENV: 'production', LOG_LEVEL: 'silent' } });
  });
  afterAll(() => ctx.close());

  it('pages it newest first and finds one recipient, signed in, from any address', async () => {
    const owners = [await createOwner(ctx), await createOwner(ctx), await createOwner(ctx)];
    for (const owner of owners) {
      const sent = await ctx.app.inject({ method: 'POST', url: '/api/v1/passport/owner/mail/login-link', payload: { username: owner.email } });
      expect(sent.statusCode).toBe(202);
    }
    const administrator = await createAdministrator(ctx);
    const token = await signIn(ctx, 'administrator', administrator.id);
    const page = await ctx.app.inject({ method: 'GET', url: '/api/v1/administrator/mail?limit=2', headers: bearer(token), remoteAddress: outsider });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    const body = page.json() as { delivery: string; total: number; items: { to: string; text: string }[] };
    expect(body.delivery).toBe('outbox');
    expect(body.total).toBe(3);
    expect(body.items.map((item) => item.to)).toEqual([owners[2]!.email, owners[1]!.email]);
    expect(body.items[0]!.text).toMatch(/magic-link\?token=/);

    const one = await ctx.app.inject({ method: 'GET', url: `/api/v1/administrator/mail?to=${encodeURIComponent(owners[0]!.email.toUpperCase())}`, headers: bearer(token) });
    expect((one.json() as { items: { to: string }[] }).items.map((item) => item.to)).toEqual([owners[0]!.email]);
    const wildcard = await ctx.app.inject({ method: 'GET', url: '/api/v1/administrator/mail?to=%25', headers: bearer(token) });
    expect((wildcard.json() as { total: number }).total).toBe(0);
  });

  it('refuses guests and owners', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/administrator/mail' })).statusCode).toBe(401);
    const owner = await createOwner(ctx);
    const token = await signIn(ctx, 'owner', owner.id);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/administrator/mail', headers: bearer(token) })).statusCode).toBe(403);
  });
});

describe('the server on its own', () => {
  const target = useServerTarget('teamcast-dev-gate-');
  let server: RunningServer | undefined;
  afterAll(async () => {
    await server?.close();
  });

  it('listens only on this machine unless HOST says otherwise', async () => {
    const { HOST: _host, ...env } = { HOST: '', PORT: '0', ADMIN_EMAIL: 'root@example.com', ADMIN_PASSWORD: 'root-password-1', ...target.env() };
    const config = testConfig(env);
    expect(config.host).toBe('127.0.0.1');
    server = await startServer(config, { logger: captureLogs().logger });
    const address = server.app.server.address();
    expect(typeof address === 'object' && address?.address).toBe('127.0.0.1');
    await server.close();
    server = undefined;
  }, slowTestTimeout);

  const external = externalAddress();
  it.skipIf(external === undefined)('exposed on every interface, hides the mailbox from a connection over the network', async () => {
    server = await startServer(testConfig({ HOST: '0.0.0.0', PORT: '0', ADMIN_EMAIL: 'root@example.com', ADMIN_PASSWORD: 'root-password-1', ...target.env() }), {
      logger: captureLogs().logger,
    });
    const port = new URL(server.url).port;
    expect((await fetch(`http://127.0.0.1:${port}/api/dev/outbox`)).status).toBe(200);
    const remote = await fetch(`http://${external}:${port}/api/dev/outbox`);
    expect(remote.status).toBe(404);
    expect((await fetch(`http://${external}:${port}/dev/mailbox`)).status).toBe(404);
  }, slowTestTimeout);
});
