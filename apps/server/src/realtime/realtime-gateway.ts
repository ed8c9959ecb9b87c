import websocket from '@fastify/websocket';
import { REALTIME_PATH, REALTIME_PING_MS, type RealtimeMessage } from '@teamcast/contract';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { WebSocket } from 'ws';
import type { SessionService } from '../identity/session-service';
import type { Clock } from '../platform/clock';
import type { Scheduler } from '../platform/scheduler/scheduler';
import { endsSession, type RealtimeBus } from '../platform/realtime/realtime-bus';

export interface RealtimeGatewayOptions {
  sessions: SessionService;
  bus: RealtimeBus;
  clock: Clock;
  /** Runs the pings and the session checks. */
  scheduler: Scheduler;
  pingMs?: number;
  /** How often open connections are checked against their sessions, which may have expired meanwhile. */
  sessionCheckMs?: number;
  /** What a new connection is sent first: the state the owner's screens show (history, counters). */
  greet?: (ownerId: string) => Promise<RealtimeMessage[]>;
}

/** Close codes: the token was missing or not an owner's or an administrator's live session. */
export const REALTIME_UNAUTHORIZED = 4401;
/** Close code of a connection whose session ended: logout, a new password, a deleted account, expiry. */
export const REALTIME_SESSION_ENDED = 4401;

interface Connection {
  ownerId: string;
  sessionId: string;
}

const defaultSessionCheckMs = 60_000;

/**
 * The websocket gateway: an owner connects with the session token in the query and receives the
 * messages that concern them, on every connection they hold, and a ping every three minutes. An
 * administrator connects the same way and receives what is sent to every administrator (a model's
 * training progress) and the pings. A connection lives only as long as its session: it closes as
 * soon as the session ends anywhere.
 */
const gateway: FastifyPluginAsync<RealtimeGatewayOptions> = async (
  app,
  { sessions, bus, clock, scheduler, pingMs = REALTIME_PING_MS, sessionCheckMs = defaultSessionCheckMs, greet },
) => {
  await app.register(websocket);
  const connections = new Map<string, Map<WebSocket, Connection>>();
  // Administrators hear what the bus sends their audience (training progress), and no owner's messages.
  const administrators = new Map<WebSocket, { accountId: string; sessionId: string }>();

  const send = (socket: WebSocket, message: RealtimeMessage) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
  };
  const end = (socket: WebSocket) => socket.close(REALTIME_SESSION_ENDED, 'session ended');
  const all = () => [
    ...[...connections.values()].flatMap((sockets) => [...sockets.entries()]),
    ...[...administrators.entries()].map(([socket, { sessionId }]) => [socket, { sessionId }] as const),
  ];

  /** Closes the connections whose sessions are no longer live; missed announcements are caught here. */
  async function checkSessions(): Promise<void> {
    const open = all();
    if (open.length === 0) return;
    const live = await sessions.liveIds(open.map(([, connection]) => connection.sessionId));
    for (const [socket, connection] of open) if (!live.has(connection.sessionId)) end(socket);
  }
  const check = () => void checkSessions().catch((error: unknown) => app.log.error({ err: error }, 'checking realtime sessions failed'));

  const unsubscribe = bus.subscribe((ownerId, message) => {
    for (const socket of connections.get(ownerId)?.keys() ?? []) send(socket, message);
  });
  const unsubscribeAudience = bus.subscribeAudience((audience, message) => {
    if (audience === 'administrators') for (const socket of administrators.keys()) send(socket, message);
  });
  const unsubscribeEnded = bus.onSessionsEnded((event) => {
    if (event.accountKind === 'administrator') {
      for (const [socket, { accountId, sessionId }] of administrators) {
        if (endsSession(event, { accountKind: 'administrator', accountId, sessionId })) end(socket);
      }
      return;
    }
    if (event.accountKind !== 'owner') return;
    for (const [socket, connection] of connections.get(event.accountId) ?? []) {
      if (endsSession(event, { accountKind: 'owner', accountId: connection.ownerId, sessionId: connection.sessionId })) end(socket);
    }
  });
  // After the bus was deaf, ended sessions may have gone unheard and the screens may be behind.
  const unsubscribeResync = bus.onResync(() => {
    check();
    for (const [ownerId, sockets] of connections) {
      void greet?.(ownerId).then(
        (messages) => {
          for (const socket of sockets.keys()) for (const message of messages) send(socket, message);
        },
        (error: unknown) => app.log.error({ err: error }, 'greeting realtime connections again failed'),
      );
    }
  });

  const stopPings = scheduler.every(pingMs, () => {
    const message: RealtimeMessage = { type: 'ping', payload: { at: clock.now().toISOString() } };
    for (const [socket] of all()) send(socket, message);
  });
  const stopSessionChecks = scheduler.every(sessionCheckMs, check);
  app.addHook('onClose', async () => {
    stopPings();
    stopSessionChecks();
    unsubscribe();
    unsubscribeAudience();
    unsubscribeEnded();
    unsubscribeResync();
    for (const [socket] of all()) socket.close(1001, 'server closing');
  });

  app.get(REALTIME_PATH, { websocket: true, schema: { hide: true } }, async (socket, request) => {
    const token = new URL(request.url, 'http://gateway').searchParams.get('token') ?? '';
    const session = token ? await sessions.resolve(token) : null;
    if (session?.kind === 'administrator') {
      administrators.set(socket, { accountId: session.accountId, sessionId: session.id });
      socket.on('close', () => administrators.delete(socket));
      if (!(await sessions.liveIds([session.id])).has(session.id)) return end(socket);
      // A ping at once: the page knows it is admitted and hears what is sent to administrators from now on.
      send(socket, { type: 'ping', payload: { at: clock.now().toISOString() } });
      return;
    }
    if (!session || session.kind !== 'owner') {
      socket.close(REALTIME_UNAUTHORIZED, 'unauthorized');
      return;
    }
    const ownerId = session.accountId;
    const sockets = connections.get(ownerId) ?? new Map<WebSocket, Connection>();
    sockets.set(socket, { ownerId, sessionId: session.id });
    connections.set(ownerId, sockets);
    socket.on('close', () => {
      sockets.delete(socket);
      if (sockets.size === 0 && connections.get(ownerId) === sockets) connections.delete(ownerId);
    });
    // The session may have ended while the connection was being admitted, before it could hear of it.
    if (!(await sessions.liveIds([session.id])).has(session.id)) return end(socket);
    for (const message of (await greet?.(ownerId)) ?? []) send(socket, message);
  });
};

// Not encapsulated: the websocket server and its test injection belong to the whole app.
export const realtimeGateway = fp(gateway, { name: 'realtime-gateway' });
