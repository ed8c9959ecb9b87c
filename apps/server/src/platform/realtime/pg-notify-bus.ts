import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { realtimeMessageSchema, type RealtimeMessage } from '@teamcast/contract';
import pg from 'pg';
import { accountKinds } from '../../identity/account-kind';
import { realtimeAudiences, type RealtimeAudience, type RealtimeBus, type SessionsEnded } from './realtime-bus';

export const REALTIME_CHANNEL = 'teamcast_realtime';
// PostgreSQL refuses a notification payload of 8000 bytes or more; larger messages travel by table.
const INLINE_LIMIT = 7000;

export interface PgNotifyBusOptions {
  log: { info(msg: string): void; warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /** The listener's connection name in `pg_stat_activity`, to tell it apart. */
  applicationName?: string;
  /** The wait before connecting the listener again, doubled after each failure up to `max`. */
  reconnectMs?: { first: number; max: number };
}

const defaultReconnectMs = { first: 500, max: 30_000 };

/** A notification as published: a message for an owner or an audience, a stored large one, or ended sessions. */
type Note =
  | { ownerId: string; message: unknown }
  | { audience: RealtimeAudience; message: unknown }
  | { stored: number }
  | { sessionsEnded: SessionsEnded };

function readNote(payload: string): Note | undefined {
  let note: unknown;
  try {
    note = JSON.parse(payload);
  } catch {
    return undefined;
  }
  if (typeof note !== 'object' || note === null) return undefined;
  const candidate = note as Record<string, unknown>;
  if (typeof candidate.stored === 'number') return { stored: candidate.stored };
  if (typeof candidate.ownerId === 'string' && 'message' in candidate) return { ownerId: candidate.ownerId, message: candidate.message };
  if (realtimeAudiences.includes(candidate.audience as never) && 'message' in candidate) {
    return { audience: candidate.audience as RealtimeAudience, message: candidate.message };
  }
  const ended = candidate.sessionsEnded as Partial<SessionsEnded> | undefined;
  if (ended && typeof ended.accountId === 'string' && accountKinds.includes(ended.accountKind as never)) return { sessionsEnded: ended as SessionsEnded };
  return undefined;
}

/**
 * Messages between instances through PostgreSQL LISTEN/NOTIFY: every API instance and worker
 * publishes here, and every instance hears every message and passes it to the connections it holds.
 * A message too large for a notification is stored and its row id notified instead.
 *
 * A listener whose connection drops (a restarted database, a killed backend) connects again with a
 * growing wait; until then the instance hears nothing, so once back it tells its listeners to catch up.
 */
export async function createPgNotifyBus(databaseUrl: string, options: PgNotifyBusOptions): Promise<RealtimeBus> {
  const { log } = options;
  const reconnectMs = options.reconnectMs ?? defaultReconnectMs;
  const applicationName = options.applicationName ?? `teamcast-realtime-${randomUUID().slice(0, 8)}`;
  // One connection, and one message after another: notifications arrive in the order they were published.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  pool.on('error', (error) => log.warn({ err: error }, 'an idle connection of the realtime bus failed'));
  let tail: Promise<unknown> = Promise.resolve();
  const events = new EventEmitter();
  events.setMaxListeners(0);
  let listener: pg.Client | undefined;
  let closed = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;

  const deliver = (note: Exclude<Note, { stored: number } | { sessionsEnded: SessionsEnded }>) => {
    const body = note.message;
    const message = realtimeMessageSchema.safeParse(body);
    if (!message.success) {
      log.warn({ type: (body as { type?: unknown } | null)?.type }, 'skipped a realtime message that does not fit its schema');
      return;
    }
    if ('audience' in note) events.emit('audience', note.audience, message.data);
    else events.emit('message', note.ownerId, message.data);
  };

  const receive = (note: Note) => {
    if ('sessionsEnded' in note) return void events.emit('sessionsEnded', note.sessionsEnded);
    if ('message' in note) return deliver(note);
    pool.query<{ body: unknown }>('select body from realtime_messages where id = $1', [note.stored]).then(
      (result) => {
        const stored = result.rows[0] ? readNote(JSON.stringify(result.rows[0].body)) : undefined;
        if (stored && 'message' in stored) deliver(stored);
      },
      (error: unknown) => log.error({ err: error }, 'a stored realtime message could not be read'),
    );
  };

  const onNotification = (notification: pg.Notification) => {
    if (notification.channel !== REALTIME_CHANNEL || !notification.payload) return;
    const note = readNote(notification.payload);
    // The payload itself is not logged: it may carry a forecast's address with its key.
    if (!note) return void log.warn({ bytes: notification.payload.length }, 'skipped an unreadable realtime notification');
    receive(note);
  };

  async function listen(): Promise<void> {
    const client = new pg.Client({ connectionString: databaseUrl, application_name: applicationName });
    client.on('notification', onNotification);
    client.on('error', (error) => {
      log.warn({ err: error }, 'the realtime listener lost its connection');
      dropped(client);
    });
    client.on('end', () => dropped(client));
    try {
      await client.connect();
      await client.query(`listen ${REALTIME_CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    listener = client;
  }

  function dropped(client: pg.Client) {
    if (closed || listener !== client) return;
    listener = undefined;
    reconnect();
  }

  function reconnect() {
    const wait = Math.min(reconnectMs.max, reconnectMs.first * 2 ** failures);
    retry = setTimeout(() => {
      listen().then(
        () => {
          failures = 0;
          log.info('the realtime listener is listening again');
          events.emit('resync');
        },
        (error: unknown) => {
          failures += 1;
          log.warn({ err: error, waitMs: wait }, 'the realtime listener could not connect; trying again');
          if (!closed) reconnect();
        },
      );
    }, wait);
    retry.unref();
  }

  await listen();

  const send = (payload: string) => {
    const run = () =>
      Buffer.byteLength(payload) < INLINE_LIMIT
        ? pool.query('select pg_notify($1, $2)', [REALTIME_CHANNEL, payload])
        : pool
            .query<{ id: string }>(
              // Stored messages are read within moments; those older than an hour are cleared as new ones come.
              "with cleared as (delete from realtime_messages where created_at < now() - interval '1 hour') insert into realtime_messages (body) values ($1) returning id",
              [payload],
            )
            .then((result) => pool.query('select pg_notify($1, $2)', [REALTIME_CHANNEL, JSON.stringify({ stored: Number(result.rows[0]!.id) })]));
    tail = tail.then(run).catch((error: unknown) => log.error({ err: error }, 'a realtime message could not be published'));
  };

  const on = <A extends unknown[]>(name: string, listen: (...args: A) => void) => {
    events.on(name, listen as (...args: unknown[]) => void);
    return () => void events.off(name, listen as (...args: unknown[]) => void);
  };

  return {
    kind: 'pg-notify',
    publish(ownerId: string, message: RealtimeMessage) {
      send(JSON.stringify({ ownerId, message }));
    },
    subscribe: (listen) => on('message', listen),
    publishToAudience(audience, message) {
      send(JSON.stringify({ audience, message }));
    },
    subscribeAudience: (listen) => on('audience', listen),
    endSessions(event) {
      // Closed here at once, even while this instance's listener is reconnecting; the others hear it.
      events.emit('sessionsEnded', event);
      send(JSON.stringify({ sessionsEnded: event }));
    },
    onSessionsEnded: (listen) => on('sessionsEnded', listen),
    onResync: (listen) => on('resync', listen),
    async close() {
      closed = true;
      clearTimeout(retry);
      events.removeAllListeners();
      await tail;
      await listener?.end().catch(() => undefined);
      await pool.end().catch(() => undefined);
    },
  };
}
