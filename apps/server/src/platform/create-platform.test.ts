import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig, type Environment } from '../config';
import { createPlatform, type Platform, type RunParts } from './create-platform';
import type { ComputePool } from './compute/compute-pool';
import type { Database } from './database';
import type { RunDispatcher, RunHandlers } from './jobs/run-dispatcher';
import { createLogger } from './logging/create-logger';
import type { Mailer } from './mail';
import type { PaymentProvider } from './payments';
import type { RealtimeBus } from './realtime/realtime-bus';
import type { PeriodicJobs } from './scheduler/periodic-jobs';
import type { TextGenerator } from './texts';

// The production adapters need a PostgreSQL server; here they are stand-ins that record how they were made,
// so that the choice is checked on any machine. The embedded defaults are the real ones.
const production = vi.hoisted(() => {
  const closable = () => ({ close: async () => undefined });
  return {
    openPostgresDatabase: vi.fn(async (url: string) => ({ ...closable(), kind: 'postgres', url, db: {} })),
    createPgNotifyBus: vi.fn(async () => ({ ...closable(), kind: 'pg-notify' })),
    createQueueDispatcher: vi.fn(async () => ({ ...closable(), kind: 'queue', recoverInterrupted: async () => undefined })),
    createPgBossPeriodicJobs: vi.fn(() => ({ ...closable(), kind: 'pgboss', schedule: async () => undefined })),
  };
});
vi.mock('./database/postgres-database', () => ({ openPostgresDatabase: production.openPostgresDatabase }));
vi.mock('./realtime/pg-notify-bus', () => ({ createPgNotifyBus: production.createPgNotifyBus }));
vi.mock('./jobs/run-queue', () => ({ createQueueDispatcher: production.createQueueDispatcher }));
vi.mock('./scheduler/periodic-pgboss', () => ({ createPgBossPeriodicJobs: production.createPgBossPeriodicJobs }));

const postgresUrl = 'postgres://teamcast@db.example.com:5432/teamcast';
const stripeEnv = { STRIPE_SECRET_KEY: 'sk_test_teamcast', STRIPE_WEBHOOK_SECRET: 'whsec_teamcast', STRIPE_PUBLISHABLE_KEY: 'pk_test_teamcast' };
const handlers: RunHandlers = { process: async () => undefined, fail: async () => undefined, failInterrupted: async () => 0 };

let dataDir: string;
let platform: Platform | undefined;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'teamcast-platform-'));
  vi.clearAllMocks();
});

afterEach(async () => {
  await platform?.close();
  platform = undefined;
  await rm(dataDir, { recursive: true, force: true });
});

function configOf(env: Environment) {
  return loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...env });
}

async function build(env: Environment, options: { role?: 'api' | 'worker'; runs?: (parts: RunParts) => RunHandlers; compute?: ComputePool } = {}) {
  const config = configOf(env);
  platform = await createPlatform(config, {
    log: createLogger(config),
    computeThreads: 1,
    runs: options.runs ?? (() => handlers),
    ...(options.role ? { role: options.role } : {}),
    ...(options.compute ? { compute: options.compute } : {}),
  });
  return platform;
}

describe('createPlatform chooses each adapter from the configuration', () => {
  it('runs everything embedded without DATABASE_URL: PGlite in DATA_DIR, the outbox, the local bus and dispatcher', { timeout: 120_000 }, async () => {
    const runs = vi.fn(() => ({ ...handlers, failInterrupted: vi.fn(async () => 0) }));
    const built = await build({}, { runs });

    expect(built.database.kind).toBe('pglite');
    expect(await readdir(dataDir)).toContain('pglite');
    expect(built.mailer.kind).toBe('outbox');
    expect(built.realtime.kind).toBe('local');
    expect(built.jobs.kind).toBe('local');
    expect(production.openPostgresDatabase).not.toHaveBeenCalled();
    expect(production.createPgNotifyBus).not.toHaveBeenCalled();
    expect(production.createQueueDispatcher).not.toHaveBeenCalled();
    // Cards go to the built-in card processor, which is also the card simulator the app offers; periodic work runs on timers.
    expect(built.payments.kind).toBe('simulator');
    expect(built.payments.webhooks).toBeNull();
    expect(built.cardSimulator).toBe(built.payments);
    expect(built.periodic.kind).toBe('timer');
    expect(production.createPgBossPeriodicJobs).not.toHaveBeenCalled();
    // The runs are processed on the platform's own parts, and the local dispatcher is what recovers them.
    expect(runs).toHaveBeenCalledWith({ db: built.database.db, compute: built.compute, realtime: built.realtime });
    await built.jobs.recoverInterrupted();
    expect(runs.mock.results[0]?.value.failInterrupted).toHaveBeenCalledOnce();
  });

  it('sends runs to the pg-boss queue and carries realtime messages through PostgreSQL with JOBS=pgboss', async () => {
    const built = await build({ DATABASE_URL: postgresUrl, JOBS: 'pgboss', JOB_EXPIRE_SECONDS: '90' });

    expect(built.database.kind).toBe('postgres');
    expect(production.openPostgresDatabase).toHaveBeenCalledWith(postgresUrl, expect.any(Function));
    expect(built.realtime.kind).toBe('pg-notify');
    expect(production.createPgNotifyBus).toHaveBeenCalledWith(postgresUrl, expect.anything());
    expect(built.jobs.kind).toBe('queue');
    const queue = production.createQueueDispatcher.mock.calls[0] as unknown as [{ databaseUrl: string; expireInSeconds: number; serve?: unknown }];
    expect(queue[0]).toMatchObject({ databaseUrl: postgresUrl, expireInSeconds: 90 });
    // An API instance only sends: taking runs from the queue is the workers' part.
    expect(queue[0].serve).toBeUndefined();
    expect(built.mailer.kind).toBe('outbox');
    // Periodic work goes beside the queue, so that one instance of several runs each time.
    expect(built.periodic.kind).toBe('pgboss');
    expect(production.createPgBossPeriodicJobs).toHaveBeenCalledWith(postgresUrl, expect.anything(), expect.anything());
  });

  it('keeps runs and realtime in the process on PostgreSQL without JOBS=pgboss', async () => {
    // An API instance lets its threads load when a run first needs them, and go when idle.
    const warm = vi.fn(async () => 1);
    const built = await build({ DATABASE_URL: postgresUrl }, { compute: { run: vi.fn(), warm, close: async () => undefined } });
    expect(warm).not.toHaveBeenCalled();

    expect(built.database.kind).toBe('postgres');
    expect(built.realtime.kind).toBe('local');
    expect(built.jobs.kind).toBe('local');
    expect(production.createPgNotifyBus).not.toHaveBeenCalled();
    expect(production.createQueueDispatcher).not.toHaveBeenCalled();
    expect(built.periodic.kind).toBe('timer');
    expect(production.createPgBossPeriodicJobs).not.toHaveBeenCalled();
  });

  it('makes a worker take runs from the queue, whatever JOBS says, and refuses one without PostgreSQL', async () => {
    const built = await build({ DATABASE_URL: postgresUrl }, { role: 'worker' });

    expect(built.realtime.kind).toBe('pg-notify');
    expect(built.jobs.kind).toBe('queue');
    const queue = production.createQueueDispatcher.mock.calls[0] as unknown as [{ serve?: { runs: RunHandlers; concurrency: number } }];
    expect(queue[0].serve).toEqual({ runs: handlers, concurrency: 1 });
    expect(built.periodic.kind).toBe('pgboss');
    await built.close();
    platform = undefined;

    // Its threads have loaded the engine before it takes a run from the queue.
    production.createQueueDispatcher.mockClear();
    const warm = vi.fn(async () => 1);
    const warmed = await build({ DATABASE_URL: postgresUrl }, { role: 'worker', compute: { run: vi.fn(), warm, close: async () => undefined } });
    expect(warm).toHaveBeenCalledOnce();
    expect(warm.mock.invocationCallOrder[0]).toBeLessThan(production.createQueueDispatcher.mock.invocationCallOrder[0]!);
    await warmed.close();
    platform = undefined;

    await expect(build({}, { role: 'worker' })).rejects.toThrow('needs DATABASE_URL');
  });

  it('sends mail through SMTP when SMTP_URL is set', async () => {
    const built = await build({ DATABASE_URL: postgresUrl, SMTP_URL: 'smtp://teamcast:secret@mail.example.com:587' });

    expect(built.mailer.kind).toBe('smtp');
  });

  it('takes card payments with Stripe when its keys are set, and offers no card simulator then', async () => {
    const built = await build({ DATABASE_URL: postgresUrl, ...stripeEnv });

    expect(built.payments.kind).toBe('stripe');
    expect(built.payments.publishableKey).toBe('pk_test_teamcast');
    expect(built.payments.webhooks).toBeTypeOf('function');
    expect(built.cardSimulator).toBeNull();
  });

  it('writes result texts from the templates by default, and with an OpenAI-compatible model when a key is set', async () => {
    const built = await build({ DATABASE_URL: postgresUrl });
    expect(built.texts.kind).toBe('templates');
    await built.close();
    platform = undefined;

    const withModel = await build({ DATABASE_URL: postgresUrl, OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' });
    expect(withModel.texts.kind).toBe('openai');
  });
});

describe('createPlatform with parts given in place of the configured ones', () => {
  it('uses them as they are, closes them, and leaves the database given to its owner', async () => {
    const closed: string[] = [];
    const closing = (name: string) => async () => void closed.push(name);
    const database = { kind: 'pglite', db: {}, close: closing('database') } as unknown as Database;
    const mailer: Mailer = { kind: 'outbox', send: async () => undefined, close: closing('mailer') };
    const compute = { run: vi.fn(), close: closing('compute') };
    const realtime = { kind: 'local', close: closing('realtime') } as unknown as RealtimeBus;
    const texts: TextGenerator = { kind: 'templates', write: vi.fn(), close: closing('texts') };
    const payments = { kind: 'simulator', publishableKey: null, webhooks: null } as unknown as PaymentProvider;
    const periodic: PeriodicJobs = { kind: 'timer', schedule: vi.fn(), close: closing('periodic') };
    const config = configOf(stripeEnv);

    platform = await createPlatform(config, { log: createLogger(config), runs: () => handlers, database, mailer, compute, realtime, texts, payments, periodic });
    expect(platform).toMatchObject({ database, mailer, compute, realtime, texts, payments, periodic });
    expect(platform.jobs.kind satisfies RunDispatcher['kind']).toBe('local');
    // A provider that cannot take cards entered on our page is not offered as the card simulator.
    expect(platform.cardSimulator).toBeNull();

    await platform.close();
    platform = undefined;
    // Periodic work uses every other part, so it ends first; runs finish before what they use closes; the database stays open for its owner.
    expect(closed).toEqual(['periodic', 'compute', 'realtime', 'texts', 'mailer']);
  });
});
