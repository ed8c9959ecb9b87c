import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { systemClock, type Clock } from './clock';
import type { ComputePool } from './compute/compute-pool';
import { createThreadPool, defaultComputeThreads } from './compute/thread-pool';
import { openDatabase, type Database, type DatabaseOptions, type Db } from './database';
import { createLocalDispatcher } from './jobs/local-dispatcher';
import type { RunDispatcher, RunHandlers } from './jobs/run-dispatcher';
import { createQueueDispatcher } from './jobs/run-queue';
import { createMailer, type Mailer } from './mail';
import { createLocalBus } from './realtime/local-bus';
import { createPgNotifyBus } from './realtime/pg-notify-bus';
import type { RealtimeBus } from './realtime/realtime-bus';
import { createPaymentProvider, isCardSimulator, type CardSimulator, type PaymentProvider } from './payments';
import type { PeriodicJobs } from './scheduler/periodic-jobs';
import { createPgBossPeriodicJobs } from './scheduler/periodic-pgboss';
import { createTimerPeriodicJobs } from './scheduler/periodic-timer';
import type { Scheduler } from './scheduler/scheduler';
import { createTimerScheduler } from './scheduler/timer-scheduler';
import { createTextGenerator, type TextGenerator } from './texts';

/*
 * Every replaceable part of the server and the setting that chooses its adapter, in one place:
 *
 *   part        embedded default (nothing to set up)     production adapter
 *   database    PGlite in DATA_DIR                       PostgreSQL (DATABASE_URL)
 *   mail        outbox table, the dev mailbox            SMTP (SMTP_URL)
 *   jobs        runs processed in this process           pg-boss queue (JOBS=pgboss), served by `npm run worker`
 *   compute     worker threads of this process           the same threads, in each worker process
 *   realtime    in-process events                        LISTEN/NOTIFY between processes (with the queue)
 *   scheduler   timers of this process                   the same timers in each instance (see timer-scheduler.ts)
 *   texts       result texts from the domain's templates  an OpenAI-compatible model (OPENAI_API_KEY, OPENAI_BASE_URL,
 *                                                         OPENAI_MODEL), falling back to the templates on any failure
 *   payments    the built-in card processor: test cards   Stripe (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and
 *               only, kept in its own tables              STRIPE_PUBLISHABLE_KEY), cards entered in Stripe's Elements
 *   periodic    timers of this process                   pg-boss schedules (with the queue), each time run by one instance
 */

/** PostgreSQL when `DATABASE_URL` is set, otherwise the embedded PGlite in a folder of `DATA_DIR`. */
export function databaseOptionsFromConfig(config: Pick<Config, 'databaseUrl' | 'dataDir'>): DatabaseOptions {
  if (config.databaseUrl) return { kind: 'postgres', url: config.databaseUrl };
  return { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') };
}

/**
 * The pg-boss queue and the LISTEN/NOTIFY bus go together: a run computed by a worker must reach the
 * instance holding its owner's connection. An API instance uses them when `JOBS=pgboss`; a worker
 * always does, since it exists only to serve the queue.
 */
function queueUrl(config: Pick<Config, 'jobs' | 'databaseUrl'>, role: PlatformRole): string | undefined {
  if (!config.databaseUrl) {
    if (role === 'worker') throw new Error('A worker takes runs from a queue in PostgreSQL: it needs DATABASE_URL.');
    return undefined;
  }
  return role === 'worker' || config.jobs === 'pgboss' ? config.databaseUrl : undefined;
}

/** `api` sends runs (or computes them itself); `worker` takes them from the queue. */
export type PlatformRole = 'api' | 'worker';

/** What a run is processed with: the platform's own parts. */
export interface RunParts {
  db: Db;
  compute: ComputePool;
  realtime: RealtimeBus;
}

export interface Platform {
  database: Database;
  mailer: Mailer;
  compute: ComputePool;
  realtime: RealtimeBus;
  jobs: RunDispatcher;
  scheduler: Scheduler;
  texts: TextGenerator;
  /** Keeps cards and takes payments. */
  payments: PaymentProvider;
  /** The same object as `payments` when it is the built-in card processor, for its test-mode card entry; null with Stripe. */
  cardSimulator: CardSimulator | null;
  /** Work on a schedule across the whole deployment, such as billing's renewals. */
  periodic: PeriodicJobs;
  /** Runs under way finish first, then what they use closes; the database only if the platform opened it. */
  close(): Promise<void>;
}

export interface PlatformOptions {
  log: FastifyBaseLogger;
  clock?: Clock;
  role?: PlatformRole;
  /** What the app does with a forecast run, on the parts given; the job adapter calls it wherever runs are computed. */
  runs: (parts: RunParts) => RunHandlers;
  /** Threads of the compute pool this platform makes; one fewer than the machine has cores by default. */
  computeThreads?: number;
  /** How long closing waits for runs under way in the queue (forecasts and periodic jobs); pg-boss's own default otherwise. */
  jobsStopTimeoutMs?: number;
  /** An open, migrated database; the caller owns it and closes it after the platform. Otherwise the configured one is opened here. */
  database?: Database;
  /** The overrides below replace the adapter the configuration chooses; the platform closes them. */
  mailer?: Mailer;
  compute?: ComputePool;
  realtime?: RealtimeBus;
  scheduler?: Scheduler;
  texts?: TextGenerator;
  payments?: PaymentProvider;
  periodic?: PeriodicJobs;
}

/** Builds every part the configuration chooses, or takes the one given in its place. */
export async function createPlatform(config: Config, options: PlatformOptions): Promise<Platform> {
  const { log, clock = systemClock, role = 'api' } = options;
  const reportError = (error: Error) => log.error({ err: error }, 'the job queue or the realtime bus reported an error');
  const sharedUrl = queueUrl(config, role);
  const threads = options.computeThreads ?? defaultComputeThreads();
  // What this call opened so far, to close again should a later part fail to start.
  const opened: (() => Promise<void>)[] = [];
  try {
    let database = options.database;
    if (!database) {
      const own = await openDatabase(databaseOptionsFromConfig(config), {
        onIdleClientError: (error) => log.error({ err: error }, 'an idle database connection failed'),
      });
      opened.push(() => own.close());
      database = own;
    }
    // A worker is there to compute: its threads load the engine before it takes its first run.
    const compute = options.compute ?? createThreadPool(threads, { keepWarm: role === 'worker' });
    opened.push(() => compute.close());
    if (role === 'worker') await compute.warm?.();
    const realtime = options.realtime ?? (sharedUrl ? await createPgNotifyBus(sharedUrl, { log }) : createLocalBus());
    opened.push(() => realtime.close());
    const runs = options.runs({ db: database.db, compute, realtime });
    const jobs = sharedUrl
      ? await createQueueDispatcher({
          databaseUrl: sharedUrl,
          expireInSeconds: config.jobExpireSeconds,
          onError: reportError,
          ...(role === 'worker' ? { serve: { runs, concurrency: threads } } : {}),
          ...(options.jobsStopTimeoutMs === undefined ? {} : { stopTimeoutMs: options.jobsStopTimeoutMs }),
        })
      : createLocalDispatcher(runs, log);
    opened.push(() => jobs.close());
    const mailer = options.mailer ?? createMailer(config, database.db, clock, log);
    opened.push(() => mailer.close());
    const scheduler = options.scheduler ?? createTimerScheduler();
    opened.push(() => scheduler.close());
    const texts = options.texts ?? createTextGenerator(config, log);
    opened.push(() => texts.close());
    const payments = options.payments ?? createPaymentProvider(config, database.db, clock);
    // Beside the queue in PostgreSQL, so that of several instances one runs each time.
    const periodic =
      options.periodic ??
      (sharedUrl
        ? createPgBossPeriodicJobs(sharedUrl, log, options.jobsStopTimeoutMs === undefined ? {} : { stopTimeoutMs: options.jobsStopTimeoutMs })
        : createTimerPeriodicJobs(log));
    opened.push(() => periodic.close());
    const ownDatabase = options.database ? undefined : database;
    return {
      database,
      mailer,
      compute,
      realtime,
      jobs,
      scheduler,
      texts,
      payments,
      cardSimulator: isCardSimulator(payments) ? payments : null,
      periodic,
      close: () =>
        closeInOrder([
          // A periodic run (renewals) uses the other parts, so it ends first.
          () => periodic.close(),
          () => jobs.close(),
          () => compute.close(),
          () => realtime.close(),
          () => scheduler.close(),
          () => texts.close(),
          () => mailer.close(),
          async () => ownDatabase?.close(),
        ]),
    };
  } catch (error) {
    // A part that failed to start leaves the ones before it open; they close before the error is passed on.
    await closeInOrder(opened.reverse()).catch(() => undefined);
    throw error;
  }
}

/** Closes each in turn even when one fails, then reports the first failure. */
async function closeInOrder(steps: readonly (() => Promise<void>)[]): Promise<void> {
  let failure: unknown;
  for (const step of steps) {
    try {
      await step();
    } catch (error) {
      failure ??= error;
    }
  }
  if (failure !== undefined) throw failure;
}
