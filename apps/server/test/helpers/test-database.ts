import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database, type DatabaseKind, type DatabaseOptions } from '../../src/platform/database';

/** `TEST_DB=postgres` runs the API tests on a real PostgreSQL; otherwise PGlite in memory. */
export const testDatabaseKind: DatabaseKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export const testDatabaseUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

export interface TestDatabase {
  /** How to reach the fresh, empty database. */
  options: DatabaseOptions;
  /** Opens it and applies the migrations. */
  open(): Promise<Database>;
  /** Removes it; call after every connection to it is closed. */
  drop(): Promise<void>;
}

async function withAdminClient<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function createPostgresDatabase(): Promise<TestDatabase> {
  // Lower case letters and digits only, so the name needs no quoting.
  const name = `teamcast_test_${process.pid}_${randomBytes(6).toString('hex')}`;
  await withAdminClient((client) => client.query(`create database ${name}`));
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  const options: DatabaseOptions = { kind: 'postgres', url: url.toString() };
  return {
    options,
    async open() {
      const database = await openDatabase(options);
      await database.migrate();
      return database;
    },
    async drop() {
      await withAdminClient((client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

/** A database of its own for one test file, so that files never see each other's rows. */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (testDatabaseKind === 'postgres') return createPostgresDatabase();
  // The benchmarks build the app with these helpers outside Vitest, where there is no template to start from.
  const template = process.env.VITEST ? (inject('pgliteTemplate') ?? undefined) : undefined;
  const options: DatabaseOptions = { kind: 'pglite', template };
  return {
    options,
    async open() {
      const database = await openDatabase(options);
      await database.migrate();
      return database;
    },
    async drop() {},
  };
}
