import type { RealtimeMessage } from '@teamcast/contract';
import type { AccountKind } from '../../identity/account-kind';

export type RealtimeListener = (ownerId: string, message: RealtimeMessage) => void;

/** Everyone of a kind rather than one owner: 'administrators' is every administrator's connection. */
export const realtimeAudiences = ['administrators'] as const;
export type RealtimeAudience = (typeof realtimeAudiences)[number];
export type RealtimeAudienceListener = (audience: RealtimeAudience, message: RealtimeMessage) => void;

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

/**
 * Carries messages for owners (or for an audience, such as every administrator) to whichever gateway holds their connections: within one process
 * (`local-bus.ts`), or between every API instance and worker through PostgreSQL (`pg-notify-bus.ts`).
 */
export interface RealtimeBus {
  readonly kind: 'local' | 'pg-notify';
  publish(ownerId: string, message: RealtimeMessage): void;
  subscribe(listener: RealtimeListener): () => void;
  /** Carries a message to every connection of an audience, on every instance. */
  publishToAudience(audience: RealtimeAudience, message: RealtimeMessage): void;
  subscribeAudience(listener: RealtimeAudienceListener): () => void;
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
