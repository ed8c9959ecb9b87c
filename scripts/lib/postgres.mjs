import { createRequire } from 'node:module';
import { fromRoot } from './repo.mjs';

export const defaultTestDatabaseUrl = 'postgres://postgres@127.0.0.1:5432/test';

/** The URL without its password, for printing. */
export function redactUrl(url) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(an unparsable URL)';
  }
}

/** Whether a PostgreSQL server answers a query at `url` within `timeoutMs`; resolves with the reason when not. */
export async function probePostgres(url, timeoutMs = 3000) {
  // `pg` belongs to the server's dependencies, so resolve it from there (it runs after the install step).
  const { Client } = createRequire(fromRoot('apps', 'server', 'package.json'))('pg');
  const client = new Client({ connectionString: url, connectionTimeoutMillis: timeoutMs, query_timeout: timeoutMs });
  // Without a listener, an error on an idle connection would crash this process.
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return { ok: true };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  } finally {
    await client.end().catch(() => {});
  }
}
