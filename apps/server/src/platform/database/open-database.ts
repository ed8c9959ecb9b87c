import type { Database, DatabaseEvents, DatabaseOptions } from './database';
import { openPgliteDatabase } from './pglite-database';
import { openPostgresDatabase } from './postgres-database';

/** Which of the two the configuration chooses is decided in `create-platform.ts`. */
export function openDatabase(options: DatabaseOptions, events: DatabaseEvents = {}): Promise<Database> {
  return options.kind === 'postgres'
    ? openPostgresDatabase(options.url, events.onIdleClientError)
    : openPgliteDatabase(options.dataDir, options.template);
}
