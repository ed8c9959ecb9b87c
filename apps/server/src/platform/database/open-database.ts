import path from 'node:path';
import type { Config } from '../../config';
import type { Database, DatabaseEvents, DatabaseOptions } from './database';
import { openPgliteDatabase } from './pglite-database';
import { openPostgresDatabase } from './postgres-database';

/** PostgreSQL when `DATABASE_URL` is set, otherwise the embedded PGlite in a folder of `DATA_DIR`. */
export function databaseOptionsFromConfig(config: Pick<Config, 'databaseUrl' | 'dataDir'>): DatabaseOptions {
  if (config.databaseUrl) return { kind: 'postgres', url: config.databaseUrl };
  return { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') };
}

export function openDatabase(options: DatabaseOptions, events: DatabaseEvents = {}): Promise<Database> {
  return options.kind === 'postgres'
    ? openPostgresDatabase(options.url, events.onIdleClientError)
    : openPgliteDatabase(options.dataDir);
}
