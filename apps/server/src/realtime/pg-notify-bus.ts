import { realtimeMessageSchema, type RealtimeMessage } from '@teamcast/contract';
import pg from 'pg';
import type { RealtimeBus, RealtimeListener } from './realtime-bus';

export const REALTIME_CHANNEL = 'teamcast_realtime';
// PostgreSQL refuses a notification payload of 8000 bytes or more; larger messages travel by table.
const INLINE_LIMIT = 7000;

/**
 * Messages between instances through PostgreSQL LISTEN/NOTIFY: every API instance and worker
 * publishes here, and every instance hears every message and passes it to the connections it holds.
 * A message too large for a notification is stored and its row id notified instead.
 */
export async function createPgNotifyBus(databaseUrl: string, onError: (error: Error) => void): Promise<RealtimeBus> {
  // One connection, and one message after another: notifications arrive in the order they were published.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  let tail: Promise<unknown> = Promise.resolve();
  const listener = new pg.Client({ connectionString: databaseUrl });
  await listener.connect();
  await listener.query(`listen ${REALTIME_CHANNEL}`);
  const listeners = new Set<RealtimeListener>();

  const deliver = (body: unknown) => {
    const parsed = typeof body === 'object' && body !== null ? (body as { ownerId?: unknown; message?: unknown }) : {};
    const message = realtimeMessageSchema.safeParse(parsed.message);
    if (typeof parsed.ownerId !== 'string' || !message.success) return;
    for (const listen of listeners) listen(parsed.ownerId, message.data);
  };

  listener.on('notification', (notification) => {
    if (notification.channel !== REALTIME_CHANNEL || !notification.payload) return;
    const note = JSON.parse(notification.payload) as { stored?: number };
    if (note.stored === undefined) return deliver(note);
    pool.query<{ body: unknown }>('select body from realtime_messages where id = $1', [note.stored]).then(
      (result) => result.rows[0] && deliver(result.rows[0].body),
      onError,
    );
  });
  listener.on('error', onError);

  return {
    publish(ownerId: string, message: RealtimeMessage) {
      const payload = JSON.stringify({ ownerId, message });
      const send = () =>
        Buffer.byteLength(payload) < INLINE_LIMIT
          ? pool.query('select pg_notify($1, $2)', [REALTIME_CHANNEL, payload])
          : pool
              .query<{ id: string }>(
                // Stored messages are read within moments; those older than an hour are cleared as new ones come.
                "with cleared as (delete from realtime_messages where created_at < now() - interval '1 hour') insert into realtime_messages (body) values ($1) returning id",
                [payload],
              )
              .then((result) => pool.query('select pg_notify($1, $2)', [REALTIME_CHANNEL, JSON.stringify({ stored: Number(result.rows[0]!.id) })]));
      tail = tail.then(send).catch(onError);
    },
    subscribe(listen) {
      listeners.add(listen);
      return () => listeners.delete(listen);
    },
    async close() {
      listeners.clear();
      await tail;
      await listener.end().catch(() => undefined);
      await pool.end().catch(() => undefined);
    },
  };
}
