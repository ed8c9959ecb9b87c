import { EventEmitter } from 'node:events';
import type { RealtimeMessage } from '@teamcast/contract';

export type RealtimeListener = (ownerId: string, message: RealtimeMessage) => void;

/** Carries messages for owners to whichever gateway holds their connections. */
export interface RealtimeBus {
  publish(ownerId: string, message: RealtimeMessage): void;
  subscribe(listener: RealtimeListener): () => void;
  close(): Promise<void>;
}

/** The embedded default: one process, so the gateway hears every message directly. */
export function createLocalBus(): RealtimeBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish: (ownerId, message) => {
      emitter.emit('message', ownerId, message);
    },
    subscribe: (listener) => {
      emitter.on('message', listener);
      return () => emitter.off('message', listener);
    },
    close: async () => {
      emitter.removeAllListeners();
    },
  };
}
