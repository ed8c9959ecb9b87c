import { EventEmitter } from 'node:events';
import type { RealtimeMessage } from '@teamcast/contract';
import type { AccountKind } from '../identity/account-kind';

export type RealtimeListener = (ownerId: string, message: RealtimeMessage) => void;

/**
 * Sessions that just ended (logout, a new password, a deleted account): their realtime connections
 * close at once on every instance. Without `sessionIds` every session of the account ended, but
 * `exceptSessionId`, the one that asked.
 */
export interface SessionsEnded {
  accountKind: AccountKind;
  accountId: string;
  sessionIds?: string[] | undefined;
  exceptSessionId?: string | undefined;
}

export type SessionsEndedListener = (event: SessionsEnded) => void;

/** Carries messages for owners to whichever gateway holds their connections. */
export interface RealtimeBus {
  publish(ownerId: string, message: RealtimeMessage): void;
  subscribe(listener: RealtimeListener): () => void;
  /** Tells every instance to close the connections of sessions that ended. */
  endSessions(event: SessionsEnded): void;
  onSessionsEnded(listener: SessionsEndedListener): () => void;
  /**
   * Heard after the bus was deaf for a while (its connection dropped and came back): whatever was
   * published meanwhile was lost, so listeners catch up on their own.
   */
  onResync(listener: () => void): () => void;
  close(): Promise<void>;
}

/** Whether an ended-sessions event covers a session of that account. */
export function endsSession(event: SessionsEnded, session: { accountKind: AccountKind; accountId: string; sessionId: string }): boolean {
  if (event.accountKind !== session.accountKind || event.accountId !== session.accountId) return false;
  if (event.sessionIds) return event.sessionIds.includes(session.sessionId);
  return event.exceptSessionId !== session.sessionId;
}

/** The embedded default: one process, so the gateway hears every message directly. */
export function createLocalBus(): RealtimeBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const on = <A extends unknown[]>(name: string, listener: (...args: A) => void) => {
    emitter.on(name, listener as (...args: unknown[]) => void);
    return () => void emitter.off(name, listener as (...args: unknown[]) => void);
  };
  return {
    publish: (ownerId, message) => {
      emitter.emit('message', ownerId, message);
    },
    subscribe: (listener) => on('message', listener),
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
