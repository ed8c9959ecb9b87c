import WebSocket from 'ws';

/**
 * The realtime gateway as a benchmark listens to it: `result(ruid)` answers the message that ends a run, whether it
 * came before the wait or after. `endOf(message)` tells which messages end a run, by answering the run's id.
 */
export function connectRealtime(origin, token, endOf) {
  const socket = new WebSocket(`${origin.replace('http', 'ws')}/api/v1/realtime?token=${encodeURIComponent(token)}`);
  const early = new Map();
  const waiting = new Map();
  socket.on('message', (data) => {
    const message = JSON.parse(String(data));
    const ruid = endOf(message);
    if (!ruid) return;
    const resolve = waiting.get(ruid);
    if (resolve) {
      waiting.delete(ruid);
      resolve(message);
    } else {
      early.set(ruid, message);
    }
  });
  const result = (ruid) =>
    new Promise((resolve) => {
      if (early.has(ruid)) {
        const message = early.get(ruid);
        early.delete(ruid);
        resolve(message);
      } else {
        waiting.set(ruid, resolve);
      }
    });
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve({ socket, result }));
    socket.once('error', reject);
  });
}
