import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openDatabase, type Database } from '../platform/database';
import { createPgNotifyBus } from '../platform/realtime/pg-notify-bus';
import { REALTIME_SESSION_ENDED } from './realtime-gateway';
import { bearer, signIn, testPassword } from '../../test/helpers/accounts';
import { buildTestApp, testConfig, type TestApp } from '../../test/helpers/build-test-app';
import { captureLogs } from '../../test/helpers/capture-logs';
import { signedInOwner } from '../../test/helpers/profiles';
import { connectRealtime, type RealtimeClient } from '../../test/helpers/realtime';
import { closed, isOpen } from '../../test/helpers/socket-close';
import { createTestClock } from '../../test/helpers/test-clock';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../../test/helpers/test-database';

let pings = 0;

/** Proves a connection still receives: a message published for its owner reaches it. */
async function stillHears(ctx: TestApp, client: RealtimeClient, ownerId: string): Promise<void> {
  pings += 1;
  const at = new Date(Date.UTC(2030, 0, 1, 0, 0, pings)).toISOString();
  ctx.app.realtime.publish(ownerId, { type: 'ping', payload: { at } });
  await client.next('ping', (message) => (message.payload as { at: string }).at === at);
  expect(isOpen(client.socket)).toBe(true);
}

describe('realtime connections live only as long as their sessions', () => {
  let ctx: TestApp;
  // The periodic check is put off: these connections must close at once, by announcement.
  beforeAll(async () => {
    ctx = await buildTestApp({ realtimeSessionCheckMs: 60 * 60 * 1000 });
  }, 60_000);
  afterAll(() => ctx.close());

  it('logout closes that session\u2019s connections at once, and only those', async () => {
    const { owner, token } = await signedInOwner(ctx);
    const other = await signIn(ctx, 'owner', owner.id);
    const mine = await connectRealtime(ctx, token);
    const theirs = await connectRealtime(ctx, other);
    await mine.next('integralStats');
    await theirs.next('integralStats');

    const ended = closed(mine.socket);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/passport/owner/logout', headers: bearer(token) })).statusCode).toBe(204);
    expect(await ended).toBe(REALTIME_SESSION_ENDED);
    await stillHears(ctx, theirs, owner.id);
    theirs.socket.terminate();
  });

  it('a new password closes the connections of the other sessions, not of the one that changed it', async () => {
    const { owner, token } = await signedInOwner(ctx);
    const stolen = await signIn(ctx, 'owner', owner.id);
    const thief = await connectRealtime(ctx, stolen);
    const mine = await connectRealtime(ctx, token);
    await thief.next('integralStats');
    await mine.next('integralStats');

    const ended = closed(thief.socket);
    const changed = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/v1/owner/self',
      headers: bearer(token),
      payload: { currentPassword: testPassword, password: 'a-much-newer-pass-9' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await ended).toBe(REALTIME_SESSION_ENDED);
    await stillHears(ctx, mine, owner.id);
    mine.socket.terminate();
  });

  it('deleting the account closes every connection of it', async () => {
    const { owner, token } = await signedInOwner(ctx);
    const first = await connectRealtime(ctx, token);
    const second = await connectRealtime(ctx, await signIn(ctx, 'owner', owner.id));
    await first.next('integralStats');
    await second.next('integralStats');
    const ends = [closed(first.socket), closed(second.socket)];
    const deleted = await ctx.app.inject({ method: 'DELETE', url: '/api/v1/owner/self', headers: bearer(token), payload: { confirmation: 'Delete', ln: 'en' } });
    expect(deleted.statusCode).toBe(204);
    expect(await Promise.all(ends)).toEqual([REALTIME_SESSION_ENDED, REALTIME_SESSION_ENDED]);
  });

});

describe('a session that expires while its connection is open', () => {
  const clock = createTestClock(new Date().toISOString());
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await buildTestApp({ clock, realtimeSessionCheckMs: 50 });
  }, 60_000);
  afterAll(() => ctx.close());

  it('closes it at the next check', async () => {
    const { token } = await signedInOwner(ctx);
    const client = await connectRealtime(ctx, token);
    await client.next('integralStats');
    const ended = closed(client.socket);
    clock.advance((ctx.config.sessionTtlDays + 1) * 24 * 60 * 60 * 1000);
    expect(await ended).toBe(REALTIME_SESSION_ENDED);
  });
});

/**
 * Two API instances on one PostgreSQL, hearing each other through LISTEN/NOTIFY: a session ended
 * through one closes its connections held by the other.
 */
describe.skipIf(testDatabaseKind !== 'postgres')('ended sessions across instances', () => {
  let target: TestDatabase;
  const databases: Database[] = [];
  const apps: TestApp[] = [];

  beforeAll(async () => {
    target = await createTestDatabase();
    const url = target.options.kind === 'postgres' ? target.options.url : '';
    for (const name of ['a', 'b']) {
      const database = await openDatabase({ kind: 'postgres', url });
      await database.migrate();
      databases.push(database);
      const config = testConfig({ DATABASE_URL: url });
      const realtime = await createPgNotifyBus(url, { log: captureLogs().logger, applicationName: `teamcast-test-${name}` });
      const app = await buildApp({ config, db: database, realtime });
      await app.ready();
      apps.push({ app, database, config, close: async () => undefined });
    }
  }, 120_000);

  afterAll(async () => {
    for (const { app } of apps) await app.close();
    for (const database of databases) await database.close();
    await target?.drop();
  }, 60_000);

  it('logout on instance A closes the connection held by instance B', async () => {
    const [a, b] = apps as [TestApp, TestApp];
    const { token } = await signedInOwner(a);
    const onB = await connectRealtime(b, token);
    await onB.next('integralStats');
    const ended = closed(onB.socket);
    expect((await a.app.inject({ method: 'POST', url: '/api/v1/passport/owner/logout', headers: bearer(token) })).statusCode).toBe(204);
    expect(await ended).toBe(REALTIME_SESSION_ENDED);
  });

  it('a new password set through instance B closes the other sessions\u2019 connections on instance A', async () => {
    const [a, b] = apps as [TestApp, TestApp];
    const { owner, token } = await signedInOwner(a);
    const other = await signIn(a, 'owner', owner.id);
    const onA = await connectRealtime(a, other);
    const mineOnA = await connectRealtime(a, token);
    await onA.next('integralStats');
    await mineOnA.next('integralStats');
    const ended = closed(onA.socket);
    const changed = await b.app.inject({
      method: 'PATCH',
      url: '/api/v1/owner/self',
      headers: bearer(token),
      payload: { currentPassword: testPassword, password: 'a-much-newer-pass-9' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await ended).toBe(REALTIME_SESSION_ENDED);
    expect(isOpen(mineOnA.socket)).toBe(true);
    mineOnA.socket.terminate();
  });
});
