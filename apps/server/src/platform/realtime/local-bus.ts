import { EventEmitter } from 'node:events';
import type { RealtimeBus } from './realtime-bus';

/** The embedded default: one process, so the gateway hears every message directly. */
export function createLocalBus(): RealtimeBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const on = <A extends unknown[]>(name: string, listener: (...args: A) => void) => {
    emitter.on(name, listener as (...args: unknown[]) => void);
    return () => void emitter.off(name, listener as (...args: unknown[]) => void);
  };
  return {
    kind: 'local',
    publish: (ownerId, message) => {
      emitter.emit('message', ownerId, message);
    },
    subscribe: (listener) => on('message', listener),
    publishToAudience: (audience, message) => {
      emitter.emit('audience', audience, message);
    },
    subscribeAudience: (listener) => on('audience', listener),
    endSessions: (event) => {
      emitter.emit('sessionsEnded', event);
    },
    onSessionsEnded: (listener) => on('sessionsEnded', listener),
    // One process never misses its own messages.
    onResync: () => () => undefined,
    close: async () => {
      emitter.removeAllListeners();
    },
  };
}
