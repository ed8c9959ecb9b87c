import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardHistory, runs, snapshotLinks } from '../../db/schema';
import { RUNS_KEPT_PER_SCENE } from './run-retention';
import { HISTORY_LIMIT } from './history-repository';
import { insertRun } from './runs-repository';
import { issueSnapshotLink } from './snapshot-links';
import { pruneStaleData } from '../../platform/housekeeping';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { signedInOwner } from '../../../test/helpers/profiles';
import { connectRealtime } from '../../../test/helpers/realtime';
import { outcomeOf, storedRuns } from '../../../test/helpers/runs';
import { filledProfiles, insertFinishedRun, insertTestTeam, openScenes, sceneApi } from '../../../test/helpers/scenes';
import { createTestClock } from '../../../test/helpers/test-clock';
import { testDatabaseKind } from '../../../test/helpers/test-database';

const K = RUNS_KEPT_PER_SCENE;

describe('old forecast runs are deleted', () => {
  let ctx: TestApp;
  const clock = createTestClock('2026-11-22T09:00:00.000Z');
  beforeAll(async () => {
    ctx = await buildTestApp({ clock });
  }, 60_000);
  afterAll(() => ctx.close());

  it(`keeps the latest ${K} of each team and of the comparisons, and every run the history shows`, async () => {
    const { owner, token, headers } = await signedInOwner(ctx);
    await openScenes(ctx, [owner.id], { allowTeams: true, allowCompareTeams: true });
    const teams = [await insertTestTeam(ctx, owner.id, { count: 2 }), await insertTestTeam(ctx, owner.id, { count: 2 })];
    const [a, b] = await filledProfiles(ctx, owner.id, 2);
    const pair = (await ctx.app.inject({ method: 'POST', url: `${sceneApi}/p2p`, headers, payload: { actors: [a!.id, b!.id] } })).json();
    const client = await connectRealtime(ctx, token);
    const run = async (method: 'PUT' | 'POST', url: string, payload: object = {}) => {
      clock.advance(1000);
      const { ruid } = (await ctx.app.inject({ method, url, headers, payload })).json();
      expect((await outcomeOf(client, ruid)).type).not.toBe('rejectScene');
      return ruid as string;
    };
    const teamRuns: string[] = [];
    for (let i = 0; i < K + 5; i += 1) teamRuns.push(await run('PUT', `${sceneApi}/scene/${teams[0]!.id}/run`));
    const comparisons: string[] = [];
    for (let i = 0; i < K + 2; i += 1) comparisons.push(await run('POST', `${sceneApi}/scenes/compare`, { sceneIds: teams.map((team) => team.id) }));
    // Before the history moves on, it shows every team run: none has gone yet.
    expect((await storedRuns(ctx, owner.id)).runs.filter((row) => row.kind === 'team')).toHaveLength(K + 5);

    // As many pair runs as the history holds push the team runs and comparisons out of it.
    const pairRuns: string[] = [];
    for (let i = 0; i < HISTORY_LIMIT; i += 1) pairRuns.push(await run('PUT', `${sceneApi}/p2p/${pair._id}/run`));
    const stored = await storedRuns(ctx, owner.id);
    expect(stored.runs.map((row) => row.ruid)).toEqual([...teamRuns.slice(-K), ...comparisons.slice(-K), ...pairRuns]);
    // The pair has more than K runs, and all stay while the history shows them.
    expect(new Set(stored.history)).toEqual(new Set(pairRuns));
    // A kept run still serves its forecast.
    const url = (await ctx.app.inject({ method: 'GET', url: `${sceneApi}/scene/snapshot/${teams[0]!.id}?ruid=${teamRuns.at(-1)}`, headers })).json().url;
    expect((await ctx.app.inject({ method: 'GET', url })).json()).toMatchObject({ ruid: teamRuns.at(-1) });
    // A deleted one answers as a run that has no forecast.
    const gone = await ctx.app.inject({ method: 'GET', url: `${sceneApi}/scene/snapshot/${teams[0]!.id}?ruid=${teamRuns[0]}`, headers });
    expect(gone.json()).toMatchObject({ statusCode: 404, code: 'connection_failed' });
    client.socket.terminate();
  }, 120_000);

  it('the hourly pruning deletes what runs left behind, with their forecast addresses, and never a run still under way', async () => {
    const { owner } = await signedInOwner(ctx);
    await openScenes(ctx, [owner.id]);
    const team = await insertTestTeam(ctx, owner.id, { count: 2 });
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 10, minute));
    const { db } = ctx.database;
    // Oldest first: one the history shows, one still queued, a failed one, then six finished ones.
    const shown = await insertFinishedRun(ctx, owner.id, team, at(0));
    await db.insert(dashboardHistory).values({ id: shown, ownerId: owner.id, type: 'team', title: team.title, actors: [], scenes: [team.id], createdAt: at(0) });
    const queued = randomUUID();
    await insertRun(db, { ruid: queued, ownerId: owner.id, kind: 'team', sceneId: team.id, status: 'queued', createdAt: at(1), updatedAt: at(1) });
    const failed = randomUUID();
    await insertRun(db, { ruid: failed, ownerId: owner.id, kind: 'team', sceneId: team.id, status: 'failed', errorCode: 'initialization_error', createdAt: at(2), updatedAt: at(2) });
    const finished: string[] = [];
    for (let i = 0; i < 6; i += 1) finished.push(await insertFinishedRun(ctx, owner.id, team, at(3 + i)));
    await issueSnapshotLink(db, clock, finished[0]!);
    await issueSnapshotLink(db, clock, finished.at(-1)!);

    await pruneStaleData(db, clock.now());
    const kept = (await storedRuns(ctx, owner.id)).runs.map((row) => row.ruid);
    expect(kept).toEqual([shown, queued, ...finished.slice(-K)]);
    expect(await db.select({ ruid: snapshotLinks.ruid }).from(snapshotLinks).where(eq(snapshotLinks.ruid, finished[0]!))).toEqual([]);
    expect(await db.select({ ruid: snapshotLinks.ruid }).from(snapshotLinks).where(eq(snapshotLinks.ruid, finished.at(-1)!))).toHaveLength(1);
    // Pruning again changes nothing.
    await pruneStaleData(db, clock.now());
    expect((await db.select({ ruid: runs.ruid }).from(runs).where(eq(runs.ownerId, owner.id))).map((row) => row.ruid).sort()).toEqual([...kept].sort());
  }, 60_000);

  it(`keeps the latest ${K} done and ${K} failed analyses of each kind and each advised team, none in the history`, async () => {
    const { owner } = await signedInOwner(ctx);
    await openScenes(ctx, [owner.id]);
    const teams = [await insertTestTeam(ctx, owner.id, { count: 2 }), await insertTestTeam(ctx, owner.id, { count: 2 })];
    const { db } = ctx.database;
    let minute = 0;
    const analysis = async (kind: 'assemble' | 'advise' | 'monitor', status: 'done' | 'failed', sceneId: string | null = null) => {
      const ruid = randomUUID();
      const at = new Date(Date.UTC(2026, 10, 3, 10, (minute += 1)));
      await insertRun(db, { ruid, ownerId: owner.id, kind, sceneId, status, errorCode: status === 'failed' ? 'initialization_error' : null, createdAt: at, updatedAt: at });
      return ruid;
    };
    const made = async (count: number, ...args: Parameters<typeof analysis>) => {
      const ruids: string[] = [];
      for (let i = 0; i < count; i += 1) ruids.push(await analysis(...args));
      return ruids;
    };
    const assemblies = await made(K + 2, 'assemble', 'done');
    const failedAssemblies = await made(K + 1, 'assemble', 'failed');
    const monitors = await made(K + 1, 'monitor', 'done');
    const firstTeam = await made(K + 1, 'advise', 'done', teams[0]!.id);
    const secondTeam = await made(1, 'advise', 'failed', teams[1]!.id);

    await pruneStaleData(db, clock.now());
    const kept = new Set((await storedRuns(ctx, owner.id)).runs.map((row) => row.ruid));
    expect(kept).toEqual(new Set([...assemblies.slice(-K), ...failedAssemblies.slice(-K), ...monitors.slice(-K), ...firstTeam.slice(-K), ...secondTeam]));
  }, 60_000);

  // PostgreSQL's autovacuum makes deleted rows' space reusable on its own schedule; the embedded database has none.
  it.skipIf(testDatabaseKind === 'postgres')('after the hourly pruning, new forecasts take the space of those deleted rather than growing the database', async () => {
    const { owner } = await signedInOwner(ctx);
    await openScenes(ctx, [owner.id]);
    const team = await insertTestTeam(ctx, owner.id, { count: 10 });
    const { db } = ctx.database;
    const size = async () => {
      const result = await db.execute(sql`select pg_total_relation_size('runs')::bigint as bytes`);
      return Number((result as unknown as { rows: { bytes: string | number }[] }).rows[0]?.bytes);
    };
    let minute = 0;
    const finish = async (count: number) => {
      for (let i = 0; i < count; i += 1) await insertFinishedRun(ctx, owner.id, team, new Date(Date.UTC(2026, 10, 2, 10, (minute += 1))));
    };
    await finish(2 * K);
    await pruneStaleData(db, clock.now());
    const pruned = await size();
    await finish(K);
    await pruneStaleData(db, clock.now());
    expect((await storedRuns(ctx, owner.id)).runs).toHaveLength(K);
    expect(await size()).toBeLessThanOrEqual(pruned);
  }, 60_000);
});
