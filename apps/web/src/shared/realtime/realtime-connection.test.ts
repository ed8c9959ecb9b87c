import { describe, expect, it, vi } from 'vitest';
import { createRealtimeConnection, type RealtimeState, type SocketLike } from './realtime-connection';

class FakeSocket implements SocketLike {
  readyState = 0;
  onopen: SocketLike['onopen'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  onmessage: SocketLike['onmessage'] = null;
  closedWith: number | undefined;
  constructor(readonly url: string) {}
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(data: unknown) {
    this.onmessage?.({ data: typeof data === 'string' ? data : JSON.stringify(data) });
  }
  drop() {
    this.readyState = 3;
    this.onclose?.({});
  }
  close(code?: number) {
    this.closedWith = code;
    this.drop();
  }
}

function setup(token: { value: string | null }) {
  vi.useFakeTimers();
  const sockets: FakeSocket[] = [];
  const states: RealtimeState[] = [];
  const connection = createRealtimeConnection({
    getToken: () => token.value,
    origin: 'ws://teamcast.test',
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    timers: { setTimeout: (run, ms) => setTimeout(run, ms), clearTimeout: (handle) => clearTimeout(handle as number) },
  });
  connection.onState((state) => states.push(state));
  return { connection, sockets, states };
}

describe('the realtime connection', () => {
  it('connects with the token, and hands on the messages the contract describes', () => {
    const { connection, sockets, states } = setup({ value: 'tok en' });
    const received: unknown[] = [];
    connection.onMessage((message) => received.push(message));
    connection.start();
    expect(sockets[0]!.url).toBe('ws://teamcast.test/api/v1/realtime?token=tok%20en');
    sockets[0]!.open();
    expect(connection.state).toBe('open');
    sockets[0]!.receive({ type: 'integralStats', payload: { p2p: 2, team: 1 } });
    sockets[0]!.receive({ type: 'integralStats', payload: { p2p: 'two' } });
    sockets[0]!.receive('not json');
    expect(received).toEqual([{ type: 'integralStats', payload: { p2p: 2, team: 1 } }]);
    expect(states).toEqual(['connecting', 'open']);
    vi.useRealTimers();
  });

  it('reconnects 5 seconds after a drop', () => {
    const { connection, sockets, states } = setup({ value: 'token' });
    connection.start();
    sockets[0]!.open();
    sockets[0]!.drop();
    expect(connection.state).toBe('reconnecting');
    vi.advanceTimersByTime(4999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    sockets[1]!.open();
    expect(states).toEqual(['connecting', 'open', 'reconnecting', 'connecting', 'open']);
    vi.useRealTimers();
  });

  it('does not connect while the token is empty, and connects once there is one', () => {
    const token = { value: '' as string | null };
    const { connection, sockets } = setup(token);
    connection.start();
    expect(sockets).toHaveLength(0);
    expect(connection.state).toBe('closed');
    vi.advanceTimersByTime(5000);
    expect(sockets).toHaveLength(0);
    token.value = 'token';
    vi.advanceTimersByTime(5000);
    expect(sockets).toHaveLength(1);
    vi.useRealTimers();
  });

  it('stops: closing, then closed, and no reconnecting', () => {
    const { connection, sockets, states } = setup({ value: 'token' });
    connection.start();
    sockets[0]!.open();
    connection.stop();
    expect(sockets[0]!.closedWith).toBe(1000);
    expect(states.slice(-2)).toEqual(['closing', 'closed']);
    vi.advanceTimersByTime(20_000);
    expect(sockets).toHaveLength(1);
    vi.useRealTimers();
  });
});
