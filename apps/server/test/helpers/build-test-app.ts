import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../src/app';
import { loadConfig, type Config, type Environment } from '../../src/config';
import type { Database } from '../../src/platform/database';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/**
 * For tests that start PGlite more than once or spawn the server: its WebAssembly start is heavy
 * and much slower on a busy two-core machine.
 */
export const slowTestTimeout = 120_000;

/** A temporary folder removed by the returned function. */
export async function makeTempDir(prefix = 'teamcast-test-'): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * The configuration of a test: quiet, and without a web build unless `WEB_DIST_DIR` is given. The
 * captcha is off unless a test turns it on (`CAPTCHA: 'on'`, see helpers/captcha.ts): a test of
 * something else signs up without solving one.
 */
export function testConfig(env: Environment = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    CAPTCHA: 'off',
    DATA_DIR: path.join(os.tmpdir(), 'teamcast-test-unused-data'),
    WEB_DIST_DIR: path.join(os.tmpdir(), 'teamcast-test-no-web-build'),
    ...env,
  });
}

export interface BuildTestAppOptions {
  env?: Environment;
  /** Adds routes or hooks before the app is ready, to provoke what no real route does. */
  extend?: (app: FastifyInstance) => void | Promise<void>;
  /** Replaces parts of the database, to simulate an outage. */
  wrapDatabase?: (database: Database) => Database;
  /** To read what the app logs. */
  logger?: FastifyBaseLogger;
  /** The time the services see; a test clock lets tests expire links and sessions. */
  clock?: BuildAppOptions['clock'];
  mailer?: BuildAppOptions['mailer'];
  rateLimits?: BuildAppOptions['rateLimits'];
  runLimits?: BuildAppOptions['runLimits'];
  compute?: BuildAppOptions['compute'];
  realtimePingMs?: BuildAppOptions['realtimePingMs'];
  realtimeSessionCheckMs?: BuildAppOptions['realtimeSessionCheckMs'];
  realtime?: BuildAppOptions['realtime'];
  payments?: BuildAppOptions['payments'];
  snapshots?: BuildAppOptions['snapshots'];
}

/**
 * The app as production builds it, on a database of its own (PGlite in memory, or a fresh
 * PostgreSQL database with `TEST_DB=postgres`), for `app.inject()`.
 */
export async function buildTestApp(options: BuildTestAppOptions = {}): Promise<TestApp> {
  const target = await createTestDatabase();
  const database = await target.open();
  const config = testConfig(options.env);
  const app = await buildApp({
    config,
    db: options.wrapDatabase?.(database) ?? database,
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.mailer ? { mailer: options.mailer } : {}),
    ...(options.rateLimits ? { rateLimits: options.rateLimits } : {}),
    ...(options.runLimits ? { runLimits: options.runLimits } : {}),
    ...(options.compute ? { compute: options.compute } : {}),
    ...(options.realtimePingMs === undefined ? {} : { realtimePingMs: options.realtimePingMs }),
    ...(options.realtimeSessionCheckMs === undefined ? {} : { realtimeSessionCheckMs: options.realtimeSessionCheckMs }),
    ...(options.realtime ? { realtime: options.realtime } : {}),
    ...(options.payments ? { payments: options.payments } : {}),
    ...(options.snapshots ? { snapshots: options.snapshots } : {}),
  });
  await options.extend?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      await target.drop();
    },
  };
}
