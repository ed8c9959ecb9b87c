import type { RealtimeMessage } from '@teamcast/contract';
import type { RealtimeConnection, RealtimeState } from '../shared/realtime/realtime-connection';
import type { OpenRealtime } from '../shared/realtime/realtime-context';

interface FakeConnection {
  token: string | null | undefined;
  live: boolean;
  listeners: Set<(message: RealtimeMessage) => void>;
  setState: (state: RealtimeState) => void;
}

/** The realtime gateway as web tests see it: which connections the app holds, and messages sent to them. */
export function createFakeRealtime() {
  const connections: FakeConnection[] = [];
  const open: OpenRealtime = (getToken) => {
    const stateListeners = new Set<(state: RealtimeState) => void>();
    let state: RealtimeState = 'closed';
    const setState = (next: RealtimeState) => {
      state = next;
      for (const listener of stateListeners) listener(next);
    };
    const connection: FakeConnection = { token: undefined, live: false, listeners: new Set(), setState };
    connections.push(connection);
    const fake: RealtimeConnection = {
      get state() {
        return state;
      },
      start() {
        connection.token = getToken();
        connection.live = true;
        setState('open');
      },
      stop() {
        connection.live = false;
        setState('closed');
      },
      onMessage(listener) {
        connection.listeners.add(listener);
        return () => connection.listeners.delete(listener);
      },
      onState(listener) {
        stateListeners.add(listener);
        return () => stateListeners.delete(listener);
      },
    };
    return fake;
  };
  return {
    open,
    /** Connections open now, with the token each signed in with. */
    live: () => connections.filter((connection) => connection.live),
    /** Moves the live connections to a state, as a drop ('reconnecting') or a return ('open') would. */
    setState(state: RealtimeState) {
      for (const connection of connections) if (connection.live) connection.setState(state);
    },
    send(message: RealtimeMessage) {
      for (const connection of connections) if (connection.live) for (const listener of connection.listeners) listener(message);
    },
  };
}

export type FakeRealtime = ReturnType<typeof createFakeRealtime>;
