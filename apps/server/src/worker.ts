// `npm run worker`: takes forecast runs from the pg-boss queue and computes them, on any machine that reaches
// the database. The API instances and the workers hear each other through PostgreSQL LISTEN/NOTIFY.
import { ConfigError, loadConfig } from './config';
import { runHandlers } from './jobs/run-processor';
import { systemClock } from './platform/clock';
import { defaultComputeThreads } from './platform/compute/thread-pool';
import { createPlatform } from './platform/create-platform';
import { createLogger } from './platform/logging/create-logger';

let config;
try {
  config = loadConfig(process.env);
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
if (!config.databaseUrl) {
  console.error('The worker takes runs from a queue in PostgreSQL: set DATABASE_URL (and JOBS=pgboss for the API).');
  process.exit(1);
}
const log = createLogger(config);
const threads = defaultComputeThreads();
const platform = await createPlatform(config, {
  role: 'worker',
  log,
  computeThreads: threads,
  jobsStopTimeoutMs: 10_000,
  runs: (parts) => runHandlers({ ...parts, clock: systemClock, log }),
});
log.info({ threads }, 'Teamcast worker is taking forecast runs');

async function shutdown() {
  await platform.close().catch((error: unknown) => log.error({ err: error }, 'the worker did not close cleanly'));
  process.exit(0);
}
process.once('SIGTERM', () => void shutdown());
process.once('SIGINT', () => void shutdown());
