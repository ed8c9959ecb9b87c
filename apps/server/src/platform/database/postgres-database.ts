import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from '../../db/schema';
import type { Database } from './database';
import { migrationsFolder } from './migrations';

// Any fixed number shared by every instance; it keeps two servers from migrating at the same time.
const migrationLockKey = 7_152_024_001;

/** A real PostgreSQL server through a node-postgres pool, for production and several API instances. */
export async function openPostgresDatabase(
  url: string,
  onIdleClientError: (error: Error) => void = () => {},
): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 10_000 });
  // Without a listener a dropped idle connection would crash the process.
  pool.on('error', onIdleClientError);
  const db = drizzle({ client: pool, schema });
  let closing: Promise<void> | undefined;

  try {
    await db.execute(sql`select 1`);
  } catch (error) {
    await pool.end();
    throw error;
  }

  return {
    kind: 'postgres',
    db,
    async ping() {
      await db.execute(sql`select 1`);
    },
    async migrate() {
      const lock = await pool.connect();
      try {
        await lock.query('select pg_advisory_lock($1)', [migrationLockKey]);
        await migrate(db, { migrationsFolder });
      } finally {
        await lock.query('select pg_advisory_unlock($1)', [migrationLockKey]).catch(() => {});
        lock.release();
      }
    },
    close() {
      closing ??= pool.end();
      return closing;
    },
  };
}
