import type { RealtimeMessage } from '@teamcast/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgNotifyBus, REALTIME_CHANNEL } from './pg-notify-bus';
import type { RealtimeBus } from './realtime-bus';
import { captureLogs } from '../../../test/helpers/capture-logs';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../../../test/helpers/test-database';

/** Resolves with the next message for the owner that `matches`, heard by the bus. */
function nextMessage(bus: RealtimeBus, matches: (message: RealtimeMessage) => boolean): Promise<RealtimeMessage> {
  return new Promise((resolve) => {
    const stop = bus.subscribe((_, message) => {
      if (!matches(message)) return;
      stop();
      resolve(message);
    });
  });
}

const ping = (at: string): RealtimeMessage => ({ type: 'ping', payload: { at } });
const isPing = (at: string) => (message: RealtimeMessage) => message.type === 'ping' && message.payload.at === at;

/** The LISTEN/NOTIFY bus survives the loss of its listening connection and skips what it cannot read. */
describe.skipIf(testDatabaseKind !== 'postgres')('the realtime bus between instances', () => {
  let target: TestDatabase;
  let url: string;
  let listening: RealtimeBus;
  let publishing: RealtimeBus;
  const logs = captureLogs();

  beforeAll(async () => {
    target = await createTestDatabase();
    url = target.options.kind === 'postgres' ? target.options.url : '';
    // The database must exist with its tables for large messages.
    await (await target.open()).close();
    listening = await createPgNotifyBus(url, { log: logs.logger, applicationName: 'teamcast-test-listener', reconnectMs: { first: 20, max: 200 } });
    publishing = await createPgNotifyBus(url, { log: captureLogs().logger, applicationName: 'teamcast-test-publisher' });
  }, 60_000);

  afterAll(async () => {
    await listening?.close();
    await publishing?.close();
    await target?.drop();
  });

  async function sql(text: string, values: unknown[] = []) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await client.query(text, values);
    } finally {
      await client.end();
    }
  }

  it('hears messages again after its listening connection is killed', async () => {
    const before = nextMessage(listening, isPing('2030-01-01T00:00:01.000Z'));
    publishing.publish('owner-1', ping('2030-01-01T00:00:01.000Z'));
    await before;

    const resynced = new Promise<void>((resolve) => {
      const stop = listening.onResync(() => {
        stop();
        resolve();
      });
    });
    const killed = await sql("select pg_terminate_backend(pid) as done from pg_stat_activity where application_name = 'teamcast-test-listener'");
    expect(killed.rows).toEqual([{ done: true }]);
    await resynced;

    const after = nextMessage(listening, isPing('2030-01-01T00:00:02.000Z'));
    publishing.publish('owner-1', ping('2030-01-01T00:00:02.000Z'));
    expect(await after).toEqual(ping('2030-01-01T00:00:02.000Z'));
    expect(logs.entries.some((entry) => entry.msg === 'the realtime listener is listening again')).toBe(true);
  });

  it('logs and skips a notification it cannot read, and goes on', async () => {
    await sql('select pg_notify($1, $2)', [REALTIME_CHANNEL, 'not json at all']);
    await sql('select pg_notify($1, $2)', [REALTIME_CHANNEL, JSON.stringify({ ownerId: 'owner-1', message: { type: 'nonsense' } })]);
    const after = nextMessage(listening, isPing('2030-01-01T00:00:03.000Z'));
    publishing.publish('owner-1', ping('2030-01-01T00:00:03.000Z'));
    await after;
    expect(logs.entries.filter((entry) => String(entry.msg).startsWith('skipped')).map((entry) => entry.msg)).toEqual([
      'skipped an unreadable realtime notification',
      'skipped a realtime message that does not fit its schema',
    ]);
    expect(JSON.stringify(logs.entries)).not.toContain('not json at all');
  });

  it('carries a message for every administrator, inline or stored when too large for a notification', async () => {
    const heard: RealtimeMessage[] = [];
    const both = new Promise<void>((resolve) => {
      const stop = listening.subscribeAudience((audience, message) => {
        if (audience !== 'administrators') return;
        heard.push(message);
        if (heard.length === 2) {
          stop();
          resolve();
        }
      });
    });
    const small: RealtimeMessage = {
      type: 'neuronetTraining',
      payload: { modelId: 'model-1', phase: 'cross_validation', progress: 0.25, fit: 1, fits: 6, status: 'training', metrics: null, publishRefusal: null, error: null },
    };
    const createdAt = '2030-01-01T00:00:00.000Z';
    const items = Array.from({ length: 60 }, (_, index) => ({ id: `item-${index}`, type: 'pair' as const, title: 'x'.repeat(100), actors: [], scenes: [], createdAt }));
    const large: RealtimeMessage = { type: 'syncHistory', payload: { items } };
    expect(Buffer.byteLength(JSON.stringify({ audience: 'administrators', message: large }))).toBeGreaterThan(8000);
    const owners: string[] = [];
    const stopOwners = listening.subscribe((ownerId) => owners.push(ownerId));
    publishing.publishToAudience('administrators', small);
    publishing.publishToAudience('administrators', large);
    await both;
    stopOwners();
    expect(heard).toEqual([small, large]);
    expect(owners).toEqual([]);
  });

  it('carries ended sessions to the other instances', async () => {
    const heard = new Promise((resolve) => {
      const stop = listening.onSessionsEnded((event) => {
        stop();
        resolve(event);
      });
    });
    publishing.endSessions({ accountKind: 'owner', accountId: 'owner-1', sessionIds: ['session-1'] });
    expect(await heard).toEqual({ accountKind: 'owner', accountId: 'owner-1', sessionIds: ['session-1'] });
  });
});
