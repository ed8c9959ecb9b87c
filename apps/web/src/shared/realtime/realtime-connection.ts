import { REALTIME_PATH, REALTIME_RECONNECT_MS, realtimeMessageSchema, type RealtimeMessage } from '@teamcast/contract';

/** The connection's states (spec section 4, Realtime connection). */
export type RealtimeState = 'connecting' | 'open' | 'closing' | 'closed' | 'reconnecting';

/** The part of the browser's WebSocket the connection uses, so tests can stand in for it. */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  close(code?: number, reason?: string): void;
}

export interface RealtimeConnectionOptions {
  /** The session token; while it is empty the connection waits rather than connecting. */
  getToken: () => string | null | undefined;
  /** Where the gateway lives, e.g. `ws://localhost:3000`; by default the page's own host. */
  origin?: string;
  createSocket?: (url: string) => SocketLike;
  reconnectMs?: number;
  timers?: { setTimeout: (run: () => void, ms: number) => unknown; clearTimeout: (handle: unknown) => void };
}

export interface RealtimeConnection {
  readonly state: RealtimeState;
  /** Starts connecting, and keeps reconnecting after drops until `stop`. */
  start(): void;
  stop(): void;
  onMessage(listener: (message: RealtimeMessage) => void): () => void;
  onState(listener: (state: RealtimeState) => void): () => void;
}

function pageOrigin(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}`;
}

/**
 * The one realtime connection of the owner's area: it connects with the session token, parses every
 * message against the contract, and 5 seconds after a drop (or while the token is empty) tries again.
 */
export function createRealtimeConnection(options: RealtimeConnectionOptions): RealtimeConnection {
  const reconnectMs = options.reconnectMs ?? REALTIME_RECONNECT_MS;
  const timers = options.timers ?? {
    setTimeout: (run: () => void, ms: number) => window.setTimeout(run, ms),
    clearTimeout: (handle: unknown) => window.clearTimeout(handle as number),
  };
  const createSocket = options.createSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
  const messageListeners = new Set<(message: RealtimeMessage) => void>();
  const stateListeners = new Set<(state: RealtimeState) => void>();
  let state: RealtimeState = 'closed';
  let socket: SocketLike | null = null;
  let retry: unknown = null;
  let wanted = false;

  const setState = (next: RealtimeState) => {
    if (next === state) return;
    state = next;
    for (const listener of stateListeners) listener(next);
  };

  const scheduleRetry = () => {
    if (retry !== null) timers.clearTimeout(retry);
    retry = timers.setTimeout(() => {
      retry = null;
      if (wanted) open();
    }, reconnectMs);
  };

  function open() {
    const token = options.getToken();
    if (!token) {
      setState('closed');
      scheduleRetry();
      return;
    }
    setState('connecting');
    const current = createSocket(`${options.origin ?? pageOrigin()}${REALTIME_PATH}?token=${encodeURIComponent(token)}`);
    socket = current;
    current.onopen = () => {
      if (socket === current) setState('open');
    };
    current.onmessage = (event) => {
      if (socket !== current || typeof event.data !== 'string') return;
      let data: unknown;
      try {
        data = JSON.parse(event.data);
      } catch {
        return;
      }
      // A message the contract does not describe is ignored rather than half-understood.
      const parsed = realtimeMessageSchema.safeParse(data);
      if (!parsed.success) return;
      for (const listener of messageListeners) listener(parsed.data);
    };
    current.onerror = () => {
      // The close that follows an error does the reconnecting.
    };
    current.onclose = () => {
      if (socket !== current) return;
      socket = null;
      if (wanted) {
        setState('reconnecting');
        scheduleRetry();
      } else {
        setState('closed');
      }
    };
  }

  return {
    get state() {
      return state;
    },
    start() {
      if (wanted) return;
      wanted = true;
      open();
    },
    stop() {
      wanted = false;
      if (retry !== null) timers.clearTimeout(retry);
      retry = null;
      if (socket) {
        setState('closing');
        socket.close(1000, 'done');
      } else {
        setState('closed');
      }
    },
    onMessage(listener) {
      messageListeners.add(listener);
      return () => messageListeners.delete(listener);
    },
    onState(listener) {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
  };
}
