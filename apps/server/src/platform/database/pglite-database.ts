import { mkdir, readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import * as schema from '../../db/schema';
import { lockDataDir } from './data-dir-lock';
import type { Database } from './database';
import { migrationsFolder } from './migrations';

/** PostgreSQL compiled to WebAssembly, in this process: no set-up, data kept in `dataDir`. */
export async function openPgliteDatabase(dataDir: string | undefined, template?: string): Promise<Database> {
  let unlock = async () => {};
  if (dataDir !== undefined) {
    await mkdir(dataDir, { recursive: true });
    unlock = await lockDataDir(dataDir);
  }
  let client: PGlite;
  try {
    client = dataDir === undefined && template !== undefined ? await PGlite.create({ loadDataDir: new Blob([await readFile(template)]) }) : await PGlite.create(dataDir);
  } catch (error) {
    await unlock();
    throw error;
  }
  const db = drizzle({ client, schema });
  let closing: Promise<void> | undefined;

  return {
    kind: 'pglite',
    db,
    async ping() {
      await db.execute(sql`select 1`);
    },
    async migrate() {
      await migrate(db, { migrationsFolder });
    },
    close() {
      // PGlite's close checkpoints and writes its files; closing twice must not fail a shutdown.
      closing ??= (async () => {
        if (!client.closed) await client.close();
        await unlock();
      })();
      return closing;
    },
  };
}
