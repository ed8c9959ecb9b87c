import type { RealtimeMessage } from '@teamcast/contract';
import type { RealtimeConnection, RealtimeState } from '../shared/realtime/realtime-connection';
import type { OpenRealtime } from '../shared/realtime/realtime-context';

interface FakeConnection {
  token: string | null | undefined;
  live: boolean;
  listeners: Set<(message: RealtimeMessage) => void>;
}

/** The realtime gateway as web tests see it: which connections the app holds, and messages sent to them. */
export function createFakeRealtime() {
  const connections: FakeConnection[] = [];
  const open: OpenRealtime = (getToken) => {
    const connection: FakeConnection = { token: undefined, live: false, listeners: new Set() };
    connections.push(connection);
    let state: RealtimeState = 'closed';
    const fake: RealtimeConnection = {
      get state() {
        return state;
      },
      start() {
        connection.token = getToken();
        connection.live = true;
        state = 'open';
      },
      stop() {
        connection.live = false;
        state = 'closed';
      },
      onMessage(listener) {
        connection.listeners.add(listener);
        return () => connection.listeners.delete(listener);
      },
      onState: () => () => undefined,
    };
    return fake;
  };
  return {
    open,
    /** Connections open now, with the token each signed in with. */
    live: () => connections.filter((connection) => connection.live),
    send(message: RealtimeMessage) {
      for (const connection of connections) if (connection.live) for (const listener of connection.listeners) listener(message);
    },
  };
}

export type FakeRealtime = ReturnType<typeof createFakeRealtime>;
