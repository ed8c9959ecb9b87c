import type { NeuronetTrainingPayload, RealtimeMessage } from '@teamcast/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { TRAINING_PROGRESS_EVERY_MS } from '../modules/neuronet/progress-throttle';
import { openDatabase, type Database } from '../platform/database';
import { createPgNotifyBus } from '../platform/realtime/pg-notify-bus';
import { REALTIME_SESSION_ENDED, REALTIME_UNAUTHORIZED } from './realtime-gateway';
import { bearer, createAdministrator, createEstimator, signIn } from '../../test/helpers/accounts';
import { buildTestApp, testConfig, type TestApp } from '../../test/helpers/build-test-app';
import { captureLogs } from '../../test/helpers/capture-logs';
import { neuronetApi } from '../../test/helpers/neuronet';
import { signedInOwner } from '../../test/helpers/profiles';
import { connectRealtime, type RealtimeClient } from '../../test/helpers/realtime';
import { closed, isOpen } from '../../test/helpers/socket-close';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../../test/helpers/test-database';

interface Instances {
  /** Where the administrator trains and signs out. */
  api: TestApp;
  /** Where the connections are held: the same instance on the embedded bus, another one on PostgreSQL. */
  gateway: TestApp;
}

const trainingOf = (client: RealtimeClient, modelId: string) =>
  client.received.flatMap((message) =>
    message.type === 'neuronetTraining' && message.payload.modelId === modelId ? [message.payload as NeuronetTrainingPayload] : [],
  );

/** The training's last message, however long the training takes (the machine may be busy). */
function finished(client: RealtimeClient, modelId: string): Promise<{ payload: NeuronetTrainingPayload }> {
  return new Promise((resolve) => {
    const look = () => {
      const payload = trainingOf(client, modelId).find((message) => message.phase === 'finished');
      if (!payload) return;
      client.socket.off('message', look);
      resolve({ payload });
    };
    client.socket.on('message', look);
    look();
  });
}

/** The behaviour, on one instance with the embedded bus, or across two instances through LISTEN/NOTIFY. */
function administratorsHear(setUp: () => Promise<Instances>) {
  let instances: Instances;
  beforeAll(async () => {
    instances = await setUp();
  }, 120_000);

  const admin = async (ctx: TestApp) => signIn(ctx, 'administrator', (await createAdministrator(ctx)).id);

  it('an administrator\u2019s connection follows a training from its progress to its outcome; an owner\u2019s hears none of it', async () => {
    const { api, gateway } = instances;
    const token = await admin(api);
    const client = await connectRealtime(gateway, token);
    const owner = await connectRealtime(gateway, (await signedInOwner(gateway)).token);
    await owner.next('integralStats');
    // Admitted: the gateway greets an administrator with a ping, and the messages for administrators follow.
    await client.next('ping');

    const startedAt = performance.now();
    const started = await api.app.inject({
      method: 'POST',
      url: `${neuronetApi}/models/train`,
      headers: bearer(token),
      payload: { dataSource: 'synthetic', seed: 7, size: 300 },
    });
    expect(started.statusCode).toBe(202);
    const modelId = started.json()._id as string;
    const end = await finished(client, modelId);
    const elapsed = performance.now() - startedAt;

    expect(end.payload).toMatchObject({ status: 'ready', progress: 1, fit: 6, fits: 6, publishRefusal: null, error: null });
    expect((end.payload as NeuronetTrainingPayload).metrics?.folds).toBe(5);
    const heard = trainingOf(client, modelId);
    const progress = heard.filter((payload) => payload.phase !== 'finished');
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.every((payload) => payload.status === 'training' && payload.metrics === null)).toBe(true);
    expect(progress.map((payload) => payload.progress)).toEqual(progress.map((payload) => payload.progress).toSorted((a, b) => a - b));
    expect(progress[0]!.phase).toBe('cross_validation');
    // Throttled: one report per interval at most, however many epochs ran, then the outcome once.
    expect(progress.length).toBeLessThanOrEqual(Math.ceil(elapsed / TRAINING_PROGRESS_EVERY_MS) + 1);
    expect(heard.filter((payload) => payload.phase === 'finished')).toHaveLength(1);

    // The model as stored says the same as the last message.
    const { model } = (await api.app.inject({ method: 'GET', url: `${neuronetApi}/models/${modelId}`, headers: bearer(token) })).json();
    expect(model).toMatchObject({ status: 'ready', progress: 1, metrics: (end.payload as NeuronetTrainingPayload).metrics });
    expect(owner.received.some((message: RealtimeMessage) => message.type === 'neuronetTraining')).toBe(false);
    client.socket.terminate();
    owner.socket.terminate();
  }, 120_000);

  it('refuses an estimator\u2019s token and a made-up one with the same close code', async () => {
    const { gateway } = instances;
    const estimator = await connectRealtime(gateway, await signIn(gateway, 'estimator', (await createEstimator(gateway)).id));
    expect(await closed(estimator.socket)).toBe(REALTIME_UNAUTHORIZED);
    const madeUp = await connectRealtime(gateway, 'not-a-session');
    expect(await closed(madeUp.socket)).toBe(REALTIME_UNAUTHORIZED);
  });

  it('an administrator\u2019s logout closes that session\u2019s connections at once, and only those', async () => {
    const { api, gateway } = instances;
    const administrator = await createAdministrator(api);
    const mine = await connectRealtime(gateway, await signIn(api, 'administrator', administrator.id));
    const token = await signIn(api, 'administrator', administrator.id);
    const leaving = await connectRealtime(gateway, token);
    await mine.next('ping');
    await leaving.next('ping');

    const ended = closed(leaving.socket);
    expect((await api.app.inject({ method: 'POST', url: '/api/v1/administrator/logout', headers: bearer(token) })).statusCode).toBe(204);
    expect(await ended).toBe(REALTIME_SESSION_ENDED);
    api.app.realtime.publishToAudience('administrators', { type: 'ping', payload: { at: '2030-01-01T00:00:02.000Z' } });
    await mine.next('ping', (message) => message.type === 'ping' && message.payload.at === '2030-01-01T00:00:02.000Z');
    expect(isOpen(mine.socket)).toBe(true);
    mine.socket.terminate();
  });
}

describe('administrators on the realtime gateway, on one instance', () => {
  let ctx: TestApp;
  afterAll(() => ctx?.close());
  administratorsHear(async () => {
    ctx = await buildTestApp({ realtimeSessionCheckMs: 60 * 60 * 1000 });
    return { api: ctx, gateway: ctx };
  });
});

describe.skipIf(testDatabaseKind !== 'postgres')('administrators on the realtime gateway, across instances through PostgreSQL', () => {
  let target: TestDatabase;
  const databases: Database[] = [];
  const apps: TestApp[] = [];

  afterAll(async () => {
    for (const { app } of apps) await app.close();
    for (const database of databases) await database.close();
    await target?.drop();
  }, 60_000);

  administratorsHear(async () => {
    target = await createTestDatabase();
    const url = target.options.kind === 'postgres' ? target.options.url : '';
    for (const name of ['a', 'b']) {
      const database = await openDatabase({ kind: 'postgres', url });
      await database.migrate();
      databases.push(database);
      const realtime = await createPgNotifyBus(url, { log: captureLogs().logger, applicationName: `teamcast-test-admin-${name}` });
      const app = await buildApp({ config: testConfig({ DATABASE_URL: url }), db: database, realtime, realtimeSessionCheckMs: 60 * 60 * 1000 });
      await app.ready();
      apps.push({ app, database, config: testConfig({ DATABASE_URL: url }), close: async () => undefined });
    }
    return { api: apps[0]!, gateway: apps[1]! };
  });
});
