import type { RealtimeMessage } from '@teamcast/contract';
import type { WebSocket } from 'ws';
import type { TestApp } from './build-test-app';

export interface RealtimeClient {
  socket: WebSocket;
  /** Every message received since the connection opened, the first included. */
  received: RealtimeMessage[];
  /** The first message of a kind that matches, already received or still to come. */
  next(type: RealtimeMessage['type'], matches?: (message: RealtimeMessage) => boolean): Promise<RealtimeMessage>;
}

/** Connects to the gateway with listeners in place before the connection opens, so nothing is missed. */
export async function connectRealtime(ctx: TestApp, token: string): Promise<RealtimeClient> {
  const received: RealtimeMessage[] = [];
  const waiters: { type: string; matches: (message: RealtimeMessage) => boolean; resolve: (message: RealtimeMessage) => void }[] = [];
  const socket = await ctx.app.injectWS(`/api/v1/realtime?token=${encodeURIComponent(token)}`, {}, {
    onInit: (ws) => {
      ws.on('message', (data) => {
        const message = JSON.parse(String(data)) as RealtimeMessage;
        received.push(message);
        for (const waiter of [...waiters]) {
          if (waiter.type === message.type && waiter.matches(message)) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve(message);
          }
        }
      });
    },
  });
  return {
    socket,
    received,
    next: (type, matches = () => true) =>
      new Promise((resolve, reject) => {
        const found = received.find((message) => message.type === type && matches(message));
        if (found) return resolve(found);
        const timer = setTimeout(() => reject(new Error(`no ${type} message`)), 20_000);
        waiters.push({ type, matches, resolve: (message) => (clearTimeout(timer), resolve(message)) });
      }),
  };
}
