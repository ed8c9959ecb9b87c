import type { WebSocket } from 'ws';

/** Resolves with the close code once the socket closes, whenever that is; already-closed sockets too. */
export function closed(socket: WebSocket): Promise<number> {
  return new Promise((resolve) => {
    if (socket.readyState === socket.CLOSED) return resolve(-1);
    socket.once('close', (code) => resolve(code));
  });
}

/** Whether the socket is still open after everything queued before this point has happened. */
export function isOpen(socket: WebSocket): boolean {
  return socket.readyState === socket.OPEN;
}
