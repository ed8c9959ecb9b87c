import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { JOB_KEEP_SECONDS, RUN_QUEUE } from '../../platform/jobs/run-queue';
import { openDatabase, type Database, type Db } from '../../platform/database';
import { buildTestApp, testConfig, type TestApp } from '../../../test/helpers/build-test-app';
import { signedInOwner } from '../../../test/helpers/profiles';
import { connectRealtime } from '../../../test/helpers/realtime';
import { outcomeOf, storedRuns } from '../../../test/helpers/runs';
import { insertTestTeam, openScenes, sceneApi } from '../../../test/helpers/scenes';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../../../test/helpers/test-database';

/** An owner id as part of a name (ids are UUIDs, made by the tests). */
const tag = (ownerId: string) => ownerId.replaceAll('-', '_');

/**
 * Where a start can be made to fail, for one owner only: on the history item, half-way through, or at
 * the commit itself, after the run, its history item, the counter and a queue's job were all written.
 */
const failures = {
  'the history item': { table: 'dashboard_history', trigger: 'before insert on dashboard_history for each row' },
  'the commit': { table: 'runs', trigger: 'after insert on runs deferrable initially deferred for each row' },
};

/** Makes the owner's starts fail at that point; answers how to stop it. */
async function failStartsOf(db: Db, ownerId: string, where: keyof typeof failures): Promise<() => Promise<void>> {
  const { table, trigger } = failures[where];
  const name = `refuse_${table}_${tag(ownerId)}`;
  await db.execute(
    sql.raw(`create function ${name}() returns trigger language plpgsql as $$
      begin if new.owner_id = '${ownerId}' then raise exception 'refused for the test'; end if; return new; end $$`),
  );
  const constraint = where === 'the commit' ? 'constraint ' : '';
  await db.execute(sql.raw(`create ${constraint}trigger ${name} ${trigger} execute function ${name}()`));
  return async () => {
    await db.execute(sql.raw(`drop trigger ${name} on ${table}`));
  };
}

describe('starting a run is one transaction', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await buildTestApp();
  }, 60_000);
  afterAll(() => ctx.close());

  for (const where of Object.keys(failures) as (keyof typeof failures)[]) {
    it(`a start that fails at ${where} leaves no run, no history item, no count and computes nothing`, async () => {
      const { owner, token, headers } = await signedInOwner(ctx);
      await openScenes(ctx, [owner.id]);
      const team = await insertTestTeam(ctx, owner.id, { count: 3 });
      const client = await connectRealtime(ctx, token);
      const stopFailing = await failStartsOf(ctx.database.db, owner.id, where);

      const refused = await ctx.app.inject({ method: 'PUT', url: `${sceneApi}/scene/${team.id}/run`, headers });
      expect(refused.statusCode).toBe(500);
      expect(await storedRuns(ctx, owner.id)).toEqual({ runs: [], history: [], counters: { p2p: 0, team: 0 } });

      // A start that succeeds afterwards is computed and announced; its result comes after anything the
      // failed start could have sent, and nothing but this run was announced or computed.
      await stopFailing();
      const { ruid } = (await ctx.app.inject({ method: 'PUT', url: `${sceneApi}/scene/${team.id}/run`, headers })).json();
      expect((await outcomeOf(client, ruid)).type).toBe('renderCheckTeam');
      const phases = client.received.filter((message) => message.type === 'sceneComputePhase');
      expect(phases.length).toBeGreaterThan(0);
      expect(phases.every((message) => (message.payload as { ruid: string }).ruid === ruid)).toBe(true);
      const histories = client.received.filter((message) => message.type === 'syncHistory').map((message) => (message.payload as { items: { id: string }[] }).items.map((item) => item.id));
      // The greeting's empty history, then the history with the one run that started.
      expect(histories).toEqual([[], [ruid]]);
      const stored = await storedRuns(ctx, owner.id);
      expect(stored.runs.map((run) => run.ruid)).toEqual([ruid]);
      expect(stored.counters).toEqual({ p2p: 0, team: 1 });
      client.socket.terminate();
    }, 60_000);
  }
});

/** With the queue the job is written by the same transaction, so a start that rolls back leaves no job. */
describe.skipIf(testDatabaseKind !== 'postgres')('starting a run with the queue on PostgreSQL', () => {
  let target: TestDatabase;
  let database: Database;
  let app: FastifyInstance;
  let ctx: TestApp;

  beforeAll(async () => {
    target = await createTestDatabase();
    const url = target.options.kind === 'postgres' ? target.options.url : '';
    database = await openDatabase({ kind: 'postgres', url });
    await database.migrate();
    const config = testConfig({ DATABASE_URL: url, JOBS: 'pgboss' });
    // No worker takes the jobs: they stay in the queue to be looked at.
    app = await buildApp({ config, db: database });
    await app.ready();
    ctx = { app, database, config, close: async () => undefined };
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await target?.drop();
  }, 60_000);

  async function jobsOf(ownerId: string) {
    const result = await database.db.execute(sql`select data->>'ruid' as ruid, deletion_seconds from pgboss.job where name = ${RUN_QUEUE} and data->>'ownerId' = ${ownerId}`);
    return (result as unknown as { rows: { ruid: string; deletion_seconds: number }[] }).rows;
  }

  it('a start that fails at the commit leaves no job in the queue; one that commits leaves its job, kept a short while once finished', async () => {
    const { owner, headers } = await signedInOwner(ctx);
    await openScenes(ctx, [owner.id]);
    const team = await insertTestTeam(ctx, owner.id, { count: 3 });
    const stopFailing = await failStartsOf(database.db, owner.id, 'the commit');
    const refused = await app.inject({ method: 'PUT', url: `${sceneApi}/scene/${team.id}/run`, headers });
    expect(refused.statusCode).toBe(500);
    expect(await jobsOf(owner.id)).toEqual([]);
    expect(await storedRuns(ctx, owner.id)).toEqual({ runs: [], history: [], counters: { p2p: 0, team: 0 } });

    await stopFailing();
    const started = await app.inject({ method: 'PUT', url: `${sceneApi}/scene/${team.id}/run`, headers });
    expect(started.statusCode).toBe(202);
    const { ruid } = started.json();
    expect(await jobsOf(owner.id)).toEqual([{ ruid, deletion_seconds: JOB_KEEP_SECONDS }]);
    expect((await storedRuns(ctx, owner.id)).runs).toMatchObject([{ ruid, status: 'queued' }]);
  }, 60_000);
});
