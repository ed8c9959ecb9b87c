import type { Health } from '@teamcast/contract';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from '../../db/schema';

export type DatabaseKind = Health['db'];

/**
 * The Drizzle database every repository takes. A transaction has the same type, so a repository
 * called with `tx` joins the caller's transaction.
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The one database of the server, embedded or a real PostgreSQL, behind the same interface. */
export interface Database {
  readonly kind: DatabaseKind;
  readonly db: Db;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /** Applies the migrations not applied yet; a no-op when the schema is current. */
  migrate(): Promise<void>;
  /** Releases connections; for PGlite also flushes everything to disk. */
  close(): Promise<void>;
}

export type DatabaseOptions =
  /**
   * `dataDir` undefined keeps the database in memory, for tests; such a database may start from `template`, a
   * cluster dumped to a file (PGlite's `dumpDataDir`), instead of creating one.
   */
  | { kind: 'pglite'; dataDir?: string | undefined; template?: string | undefined }
  | { kind: 'postgres'; url: string };

export interface DatabaseEvents {
  /** A pooled connection failed while idle; the pool replaces it, this only reports it. */
  onIdleClientError?: (error: Error) => void;
}
