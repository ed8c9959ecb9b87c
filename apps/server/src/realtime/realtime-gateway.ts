import websocket from '@fastify/websocket';
import { REALTIME_PATH, REALTIME_PING_MS, type RealtimeMessage } from '@teamcast/contract';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { WebSocket } from 'ws';
import type { SessionService } from '../identity/session-service';
import type { Clock } from '../platform/clock';
import type { RealtimeBus } from './realtime-bus';

export interface RealtimeGatewayOptions {
  sessions: SessionService;
  bus: RealtimeBus;
  clock: Clock;
  pingMs?: number;
  /** What a new connection is sent first: the state the owner's screens show (history, counters). */
  greet?: (ownerId: string) => Promise<RealtimeMessage[]>;
}

/** Close codes: the token was missing or not an owner's live session. */
export const REALTIME_UNAUTHORIZED = 4401;

/**
 * The websocket gateway: an owner connects with the session token in the query and receives the
 * messages that concern them, on every connection they hold, and a ping every three minutes.
 */
const gateway: FastifyPluginAsync<RealtimeGatewayOptions> = async (app, { sessions, bus, clock, pingMs = REALTIME_PING_MS, greet }) => {
  await app.register(websocket);
  const connections = new Map<string, Set<WebSocket>>();

  const send = (socket: WebSocket, message: RealtimeMessage) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
  };
  const unsubscribe = bus.subscribe((ownerId, message) => {
    for (const socket of connections.get(ownerId) ?? []) send(socket, message);
  });
  const ping = setInterval(() => {
    const message: RealtimeMessage = { type: 'ping', payload: { at: clock.now().toISOString() } };
    for (const sockets of connections.values()) for (const socket of sockets) send(socket, message);
  }, pingMs);
  ping.unref();
  app.addHook('onClose', async () => {
    clearInterval(ping);
    unsubscribe();
    for (const sockets of connections.values()) for (const socket of sockets) socket.close(1001, 'server closing');
  });

  app.get(REALTIME_PATH, { websocket: true, schema: { hide: true } }, async (socket, request) => {
    const token = new URL(request.url, 'http://gateway').searchParams.get('token') ?? '';
    const session = token ? await sessions.resolve(token) : null;
    if (!session || session.kind !== 'owner') {
      socket.close(REALTIME_UNAUTHORIZED, 'unauthorized');
      return;
    }
    const ownerId = session.accountId;
    const sockets = connections.get(ownerId) ?? new Set<WebSocket>();
    sockets.add(socket);
    connections.set(ownerId, sockets);
    socket.on('close', () => {
      sockets.delete(socket);
      if (sockets.size === 0) connections.delete(ownerId);
    });
    for (const message of (await greet?.(ownerId)) ?? []) send(socket, message);
  });
};

// Not encapsulated: the websocket server and its test injection belong to the whole app.
export const realtimeGateway = fp(gateway, { name: 'realtime-gateway' });
