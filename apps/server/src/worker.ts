// `npm run worker`: takes forecast runs from the pg-boss queue and computes them, on any machine that reaches
// the database. The API instances and the workers hear each other through PostgreSQL LISTEN/NOTIFY.
import { createThreadPool, defaultComputeThreads } from './compute/compute-pool';
import { ConfigError, loadConfig } from './config';
import { failRun, processRun, type RunJob } from './jobs/run-processor';
import { RUN_DEAD_LETTERS, RUN_QUEUE, startBoss } from './jobs/run-queue';
import { systemClock } from './platform/clock';
import { openDatabase } from './platform/database';
import { createLogger } from './platform/logging/create-logger';
import { createPgNotifyBus } from './realtime/pg-notify-bus';

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
const databaseUrl = config.databaseUrl;
const reportError = (error: Error) => log.error({ err: error }, 'the job queue or the realtime bus reported an error');

const database = await openDatabase({ kind: 'postgres', url: databaseUrl });
const threads = defaultComputeThreads();
const compute = createThreadPool(threads);
const realtime = await createPgNotifyBus(databaseUrl, { log });
const boss = await startBoss(databaseUrl, config.jobExpireSeconds);
boss.on('error', reportError);
const deps = { db: database.db, clock: systemClock, compute, realtime, log };

// A job that throws is retried by the queue; one whose retries are spent ends here and fails with a message.
await boss.work<RunJob>(RUN_QUEUE, { batchSize: 1, localConcurrency: threads, pollingIntervalSeconds: 0.5 }, async ([job]) => {
  if (job) await processRun(deps, job.data);
});
await boss.work<RunJob>(RUN_DEAD_LETTERS, { pollingIntervalSeconds: 1 }, async ([job]) => {
  if (job) await failRun(deps, job.data, 'initialization_error');
});
log.info({ threads }, 'Teamcast worker is taking forecast runs');

async function shutdown() {
  await boss.stop({ graceful: true, timeout: 10_000 }).catch(reportError);
  await compute.close();
  await realtime.close();
  await database.close();
  process.exit(0);
}
process.once('SIGTERM', () => void shutdown());
process.once('SIGINT', () => void shutdown());
