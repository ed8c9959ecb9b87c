import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { Config } from '../../config';
import { dashboardHistory } from '../../db/schema';
import { insertRun } from './runs-repository';
import type { Database } from '../../platform/database';
import { testConfig, type TestApp } from '../../../test/helpers/build-test-app';
import { signedInOwner } from '../../../test/helpers/profiles';
import { connectRealtime, type RealtimeClient } from '../../../test/helpers/realtime';
import { outcomeOf, recordingBus, storedRuns } from '../../../test/helpers/runs';
import { insertFinishedRun, insertTestTeam, openScenes, sceneApi } from '../../../test/helpers/scenes';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../../../test/helpers/test-database';

/**
 * A server that stopped with runs under way (a crash, a kill) and starts again on the same database.
 * Each test builds the app the way a start does, on a database that already holds those runs.
 */
describe('runs a previous process left unfinished', () => {
  let target: TestDatabase;
  let database: Database;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    target = await createTestDatabase();
    database = await target.open();
  }, 60_000);

  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.close();
    await target?.drop();
  }, 60_000);

  async function start(config: Config = testConfig()) {
    const realtime = recordingBus();
    const app = await buildApp({ config, db: database, realtime });
    await app.ready();
    apps.push(app);
    const ctx: TestApp = { app, database, config, close: async () => undefined };
    return { ctx, realtime, published: realtime.published };
  }

  /** An owner with a team and a pair, and runs of both stored as the crashed process left them. */
  async function leftUnfinished(ctx: TestApp) {
    const signedIn = await signedInOwner(ctx);
    const ownerId = signedIn.owner.id;
    await openScenes(ctx, [ownerId]);
    const team = await insertTestTeam(ctx, ownerId, { count: 3 });
    const pair = await insertTestTeam(ctx, ownerId, { count: 2, kind: 'pair' });
    const done = await insertFinishedRun(ctx, ownerId, team, new Date('2026-03-01T09:00:00.000Z'));
    const unfinished = async (status: 'queued' | 'running', scene: typeof team, at: string) => {
      const ruid = randomUUID();
      const createdAt = new Date(at);
      const kind = scene.kind === 'pair' ? 'pair' : 'team';
      await insertRun(ctx.database.db, { ruid, ownerId, kind, sceneId: scene.id, status, createdAt, updatedAt: createdAt });
      await ctx.database.db.insert(dashboardHistory).values({ id: ruid, ownerId, type: kind, title: scene.title, actors: [], scenes: [scene.id], createdAt });
      return ruid;
    };
    const running = await unfinished('running', team, '2026-03-01T10:00:00.000Z');
    const queued = await unfinished('queued', pair, '2026-03-01T10:00:01.000Z');
    return { ...signedIn, team, pair, done, running, queued };
  }

  it('fails them as interrupted at start, tells the owner, and greets a later connection with it until the run is started again', async () => {
    const before = await start();
    const left = await leftUnfinished(before.ctx);
    await before.ctx.app.close();

    const { ctx, realtime, published } = await start();
    const stored = await storedRuns(ctx, left.owner.id);
    expect(stored.runs.map((run) => [run.ruid, run.status, run.errorCode])).toEqual([
      [left.done, 'done', null],
      [left.running, 'failed', 'run_interrupted'],
      [left.queued, 'failed', 'run_interrupted'],
    ]);
    // Published at start, for connections of other instances or for nobody: harmless either way.
    const rejected = (ruid: string, sceneId: string) => ({ type: 'rejectScene', payload: { ruid, sceneId, code: 'run_interrupted' } });
    expect(published).toEqual([
      { ownerId: left.owner.id, message: rejected(left.running, left.team.id) },
      { ownerId: left.owner.id, message: rejected(left.queued, left.pair.id) },
    ]);

    // Nobody was connected then: a connection made later hears it, after the history. The greeting is
    // sent at once in order, so a message published once its last part arrived comes after all of it.
    const greeted = async (client: RealtimeClient, last: string) => {
      await client.next('rejectScene', (message) => (message.payload as { ruid: string }).ruid === last);
      const at = new Date(Date.UTC(2000, 0, client.received.length)).toISOString();
      realtime.publish(left.owner.id, { type: 'ping', payload: { at } });
      await client.next('ping', (message) => (message.payload as { at: string }).at === at);
      return client.received.filter((message) => message.type === 'rejectScene');
    };
    const later = await connectRealtime(ctx, left.token);
    expect(await greeted(later, left.queued)).toEqual([rejected(left.running, left.team.id), rejected(left.queued, left.pair.id)]);
    const types = later.received.map((message) => message.type);
    expect(types.indexOf('syncHistory')).toBeLessThan(types.indexOf('rejectScene'));

    // Running the team again is the owner's answer: its interrupted run is no longer announced.
    const { ruid } = (await ctx.app.inject({ method: 'PUT', url: `${sceneApi}/scene/${left.team.id}/run`, headers: left.headers })).json();
    expect((await outcomeOf(later, ruid)).type).toBe('renderCheckTeam');
    later.socket.terminate();
    const again = await connectRealtime(ctx, left.token);
    expect(await greeted(again, left.queued)).toEqual([rejected(left.queued, left.pair.id)]);
    again.socket.terminate();
  }, 120_000);

  it('fails an interrupted analysis at start and tells its owner that it ended failed, outside the history', async () => {
    const before = await start();
    const { owner } = await signedInOwner(before.ctx);
    const ruid = randomUUID();
    const at = new Date('2026-03-01T10:00:00.000Z');
    await insertRun(before.ctx.database.db, { ruid, ownerId: owner.id, kind: 'assemble', sceneId: null, status: 'running', createdAt: at, updatedAt: at });
    await before.ctx.app.close();

    const { ctx, published } = await start();
    const [run] = (await storedRuns(ctx, owner.id)).runs;
    expect(run).toMatchObject({ ruid, status: 'failed', errorCode: 'run_interrupted' });
    expect(published.filter((item) => item.ownerId === owner.id)).toEqual([
      { ownerId: owner.id, message: { type: 'analysisDone', payload: { ruid, kind: 'assemble', status: 'failed', code: 'run_interrupted' } } },
    ]);
  }, 120_000);

  it.skipIf(testDatabaseKind !== 'postgres')('leaves them to the queue\u2019s retries when runs are computed by queue workers', async () => {
    const url = target.options.kind === 'postgres' ? target.options.url : '';
    const before = await start();
    const left = await leftUnfinished(before.ctx);
    await before.ctx.app.close();

    const { ctx, published } = await start(testConfig({ DATABASE_URL: url, JOBS: 'pgboss' }));
    const stored = await storedRuns(ctx, left.owner.id);
    expect(stored.runs.map((run) => run.status)).toEqual(['done', 'running', 'queued']);
    expect(published.filter((item) => item.ownerId === left.owner.id)).toEqual([]);
  }, 120_000);
});
