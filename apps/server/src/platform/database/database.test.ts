import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordStart } from '../../first-start';
import { readMeta, writeMeta } from '../../meta/app-meta-repository';
import { migrationsFolder, openDatabase, type Database } from '.';
import { makeTempDir, slowTestTimeout } from '../../../test/helpers/build-test-app';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../../../test/helpers/test-database';

// Both drivers answer raw queries with `{ rows }`; the shared database type does not say so.
async function selectRows<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function journalLength(): Promise<number> {
  const journal = JSON.parse(await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

describe(`migrations on ${testDatabaseKind}`, () => {
  let target: TestDatabase;
  let database: Database;
  beforeAll(async () => {
    target = await createTestDatabase();
    database = await target.open();
  });
  afterAll(async () => {
    await database.close();
    await target.drop();
  });

  it('creates the tables of the foundation, identity, known devices, questionnaires, profiles and their counts, scenes, runs and their addresses, billing, the consumer test, and grading', async () => {
    const tables = await selectRows<{ table_name: string }>(
      database,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(tables.map((row) => row.table_name)).toEqual([
      'admin_audit_log',
      'administrators',
      'app_meta',
      'billing_seats',
      'card_simulator_cards',
      'card_simulator_payments',
      'client_errors',
      'dashboard_history',
      'estimator_assignments',
      'estimators',
      'flame_results',
      'flame_shares',
      'invoices',
      'known_devices',
      'link_tokens',
      'neuronet_models',
      'outbox',
      'owner_data',
      'owners',
      'payment_methods',
      'payments',
      'profile_attachments',
      'profile_counts',
      'profile_predictions',
      'profiles',
      'questionnaires',
      'rate_limits',
      'realtime_messages',
      'report_purchases',
      'runs',
      'scenes',
      'sessions',
      'snapshot_links',
      'subscriptions',
      'webhook_events',
    ]);
  });

  it('applying them again changes nothing and keeps the data', async () => {
    await writeMeta(database.db, 'probe', { n: 1 }, new Date('2026-01-01T00:00:00Z'));
    await database.migrate();
    await database.migrate();
    const applied = await selectRows(database, sql`select count(*)::int as count from drizzle.__drizzle_migrations`);
    expect(applied).toEqual([{ count: await journalLength() }]);
    expect(await readMeta(database.db, 'probe')).toEqual({ n: 1 });
  });

  it('records the first start once and the latest start every time', async () => {
    const first = await recordStart(database.db, new Date('2026-03-01T10:00:00Z'));
    const second = await recordStart(database.db, new Date('2026-03-02T10:00:00Z'));
    expect(first).toEqual({ firstStartAt: '2026-03-01T10:00:00.000Z', isFirstStart: true });
    expect(second).toEqual({ firstStartAt: '2026-03-01T10:00:00.000Z', isFirstStart: false });
    expect(await readMeta(database.db, 'last_start')).toEqual({ at: '2026-03-02T10:00:00.000Z' });
  });

  it('answers a ping, and fails it once closed', async () => {
    const ownTarget = await createTestDatabase();
    const own = await ownTarget.open();
    try {
      await expect(own.ping()).resolves.toBeUndefined();
      await own.close();
      await expect(own.ping()).rejects.toThrow();
      await expect(own.close()).resolves.toBeUndefined();
    } finally {
      await own.close();
      await ownTarget.drop();
    }
  }, slowTestTimeout);
});

describe('PGlite in DATA_DIR', () => {
  let temp: Awaited<ReturnType<typeof makeTempDir>>;
  beforeAll(async () => {
    temp = await makeTempDir('teamcast-data-');
  });
  afterAll(() => temp.remove());

  it('keeps what was written across a restart', async () => {
    const dataDir = path.join(temp.dir, 'pglite');
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await first.migrate();
    await writeMeta(first.db, 'kept', { value: 'across restarts' }, new Date());
    await first.close();

    const second = await openDatabase({ kind: 'pglite', dataDir });
    await second.migrate();
    expect(await readMeta(second.db, 'kept')).toEqual({ value: 'across restarts' });
    await second.close();
  }, slowTestTimeout);

  it('refuses a second opening of the same folder while the first is open', async () => {
    const dataDir = path.join(temp.dir, 'locked');
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(/in use by process/);
    await first.close();
    expect(existsSync(path.join(dataDir, 'teamcast.pid'))).toBe(false);
    const again = await openDatabase({ kind: 'pglite', dataDir });
    await again.close();
  }, slowTestTimeout);
});
