import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase, type Database } from '../database';
import { testConfig, type TestApp } from '../../../test/helpers/build-test-app';
import { signedInOwner } from '../../../test/helpers/profiles';
import { connectRealtime } from '../../../test/helpers/realtime';
import { insertTestTeam, openScenes, sceneApi } from '../../../test/helpers/scenes';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../../../test/helpers/test-database';

const serverDir = path.resolve(import.meta.dirname, '../../..');
const expireSeconds = 3;

/**
 * The setup that scales past one machine: two API instances and queue workers on one PostgreSQL, the
 * instances hearing each other through LISTEN/NOTIFY. Runs in the PostgreSQL pass of the API tests.
 */
describe.skipIf(testDatabaseKind !== 'postgres')('two API instances and a queue worker on PostgreSQL', () => {
  let target: TestDatabase;
  const databases: Database[] = [];
  const apps: FastifyInstance[] = [];
  const workers = new Set<ChildProcess>();
  let a: TestApp;
  let b: TestApp;

  function startWorker(): ChildProcess {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
      cwd: serverDir,
      env: { ...process.env, DATABASE_URL: String(target.options.kind === 'postgres' ? target.options.url : ''), JOBS: 'pgboss', JOB_EXPIRE_SECONDS: String(expireSeconds), LOG_LEVEL: 'warn', NODE_ENV: 'test' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    workers.add(child);
    child.once('exit', () => workers.delete(child));
    return child;
  }

  beforeAll(async () => {
    target = await createTestDatabase();
    const url = target.options.kind === 'postgres' ? target.options.url : '';
    const config = testConfig({ DATABASE_URL: url, JOBS: 'pgboss', JOB_EXPIRE_SECONDS: String(expireSeconds) });
    const instance = async (): Promise<TestApp> => {
      const database = await openDatabase({ kind: 'postgres', url });
      await database.migrate();
      databases.push(database);
      const app = await buildApp({ config, db: database });
      await app.ready();
      apps.push(app);
      return { app, database, config, close: async () => undefined };
    };
    a = await instance();
    b = await instance();
  }, 120_000);

  afterAll(async () => {
    for (const worker of workers) worker.kill('SIGKILL');
    for (const app of apps) await app.close();
    for (const database of databases) await database.close();
    await target?.drop();
  }, 60_000);

  /**
   * Holds the run's row locked until released, so that a worker that took the run waits at its first write
   * of it: killed there, it is surely killed mid-run, whatever the machine's speed.
   */
  async function holdRun(ruid: string): Promise<() => Promise<void>> {
    const client = new pg.Client({ connectionString: target.options.kind === 'postgres' ? target.options.url : '' });
    await client.connect();
    await client.query('begin');
    await client.query('select ruid from runs where ruid = $1 for update', [ruid]);
    return async () => {
      await client.query('rollback');
      await client.end();
    };
  }

  async function ownerWithTeam(count: number, lifespan: 'new' | '2y' = 'new') {
    const signedIn = await signedInOwner(a);
    await openScenes(a, [signedIn.owner.id]);
    const team = await insertTestTeam(a, signedIn.owner.id, { count, lifespan });
    return { ...signedIn, team };
  }

  it('a client on instance A receives the result of a run started through instance B', async () => {
    startWorker();
    const { token, headers, team } = await ownerWithTeam(4);
    const client = await connectRealtime(a, token);
    const started = await b.app.inject({ method: 'PUT', url: `${sceneApi}/scene/${team.id}/run`, headers });
    expect(started.statusCode).toBe(202);
    const { ruid } = started.json();
    const result = await client.next('renderCheckTeam', (message) => (message.payload as { ruid: string }).ruid === ruid);
    expect(result.payload).toMatchObject({ ruid, sceneId: team.id });
    const phases = client.received.filter((message) => message.type === 'sceneComputePhase').map((message) => (message.payload as { phase: string }).phase);
    expect(phases).toEqual(['init', 'units', 'render', 'transfer', 'done']);
    // The address the worker issued serves through either instance.
    const snapshot = await b.app.inject({ method: 'GET', url: (result.payload as { url: string }).url });
    expect(snapshot.json().forecast.days).toHaveLength(365);
    client.socket.terminate();
  }, 120_000);

  it('an analysis computed by a worker tells its progress and its end to a client on the other instance', async () => {
    startWorker();
    const { token, headers, owner } = await signedInOwner(a);
    await openScenes(a, [owner.id], { allowTeams: true, allowMonitor: true });
    await insertTestTeam(a, owner.id, { count: 5 });
    await insertTestTeam(a, owner.id, { count: 4 });
    const client = await connectRealtime(a, token);
    const started = await b.app.inject({ method: 'POST', url: `${sceneApi}/monitor`, headers, payload: {} });
    expect(started.statusCode).toBe(202);
    const { ruid } = started.json();
    const done = await client.next('analysisDone', (message) => (message.payload as { ruid: string }).ruid === ruid);
    expect(done.payload).toEqual({ ruid, kind: 'monitor', status: 'done', code: null });
    const progress = client.received.filter((message) => message.type === 'analysisProgress' && (message.payload as { ruid: string }).ruid === ruid);
    expect(progress.length).toBeGreaterThan(0);
    const read = await b.app.inject({ method: 'GET', url: `${sceneApi}/analyses/${ruid}`, headers });
    expect(read.json()).toMatchObject({ ruid, status: 'done', progress: 100, result: { kind: 'monitor' } });
    expect(read.json().result.monitor.teams).toHaveLength(2);
    client.socket.terminate();
  }, 120_000);

  it('a worker killed mid-run leaves the run retried by another, never stuck', async () => {
    for (const worker of workers) worker.kill('SIGKILL');
    const { token, headers, team } = await ownerWithTeam(30, '2y');
    const client = await connectRealtime(a, token);
    const { ruid } = (await b.app.inject({ method: 'PUT', url: `${sceneApi}/scene/${team.id}/run`, headers })).json();
    const release = await holdRun(ruid);
    const first = startWorker();
    await client.next('sceneComputePhase', (message) => (message.payload as { ruid: string; phase: string }).ruid === ruid && (message.payload as { phase: string }).phase === 'init');
    first.kill('SIGKILL');
    await once(first, 'exit');
    await release();
    startWorker();
    const outcome = await Promise.race([
      client.next('renderCheckTeam', (message) => (message.payload as { ruid: string }).ruid === ruid),
      client.next('rejectScene', (message) => (message.payload as { ruid: string }).ruid === ruid),
    ]);
    expect(outcome.type).toBe('renderCheckTeam');
    const phases = client.received
      .filter((message) => message.type === 'sceneComputePhase' && (message.payload as { ruid: string }).ruid === ruid)
      .map((message) => (message.payload as { phase: string }).phase);
    // The retry went through the phases again from the start.
    expect(phases.filter((phase) => phase === 'init').length).toBeGreaterThanOrEqual(2);
    client.socket.terminate();
  }, 120_000);

  it('a run whose every attempt is lost ends failed with a message, not stuck', async () => {
    for (const worker of workers) worker.kill('SIGKILL');
    const { token, headers, team } = await ownerWithTeam(30, '2y');
    const client = await connectRealtime(a, token);
    const { ruid } = (await b.app.inject({ method: 'PUT', url: `${sceneApi}/scene/${team.id}/run`, headers })).json();
    const release = await holdRun(ruid);
    const isInit = (message: { payload: unknown }) => {
      const payload = message.payload as { ruid: string; phase: string };
      return payload.ruid === ruid && payload.phase === 'init';
    };
    // The first attempt and both retries are each lost with their worker.
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const worker = startWorker();
      await client.next('sceneComputePhase', (message) => isInit(message) && client.received.filter(isInit).length >= attempt);
      worker.kill('SIGKILL');
      await once(worker, 'exit');
    }
    await release();
    startWorker();
    const rejected = await client.next('rejectScene', (message) => (message.payload as { ruid: string }).ruid === ruid);
    expect(rejected.payload).toEqual({ ruid, sceneId: team.id, code: 'initialization_error' });
    const snapshot = await a.app.inject({ method: 'GET', url: `${sceneApi}/scene/snapshot/${team.id}?ruid=${ruid}`, headers });
    expect(snapshot.json()).toMatchObject({ statusCode: 404, code: 'connection_failed' });
    client.socket.terminate();
  }, 120_000);
});
