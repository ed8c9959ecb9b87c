import { randomUUID } from 'node:crypto';
import type { LinkPurpose } from '@teamcast/contract';
import type { Clock } from '../platform/clock';
import type { SessionsEnded } from '../platform/realtime/realtime-bus';
import type { Db } from '../platform/database';
import type { AccountKind } from './account-kind';
import { hashSecretToken, isWellFormedToken, newSecretToken } from './secret-tokens';
import type { Session } from './session';
import {
  deleteAccountSessions,
  findLiveSessionIds,
  findSessionByTokenHash,
  insertSession,
  revokeAccountSessions,
  revokeSession,
  touchSession,
} from './sessions-repository';

const dayMs = 24 * 60 * 60 * 1000;
// Writing the last use on every request would cost a write per call; once a minute is precise enough.
const touchIntervalMs = 60 * 1000;

export interface SessionService {
  /** Opens a session and returns its bearer token, the only time the token exists outside the client. */
  open(db: Db, kind: AccountKind, accountId: string, linkPurpose?: LinkPurpose | null): Promise<string>;
  /** The live session of a bearer token, its expiry moved forward; null for anything unusable. */
  resolve(token: string): Promise<Session | null>;
  revoke(db: Db, sessionId: string): Promise<void>;
  /** Signs a session out: revokes it and closes what runs on it. Not for use inside a transaction. */
  signOut(session: Session): Promise<void>;
  /** Ends the account's other sessions, as after a password change. */
  revokeOthers(db: Db, session: Session): Promise<void>;
  /** Forgets every session of an account that is being deleted. */
  removeAll(db: Db, kind: AccountKind, accountId: string): Promise<void>;
  /**
   * Closes whatever still runs on sessions that ended (realtime connections, on every instance).
   * Called once the ending is committed, so that nothing reconnects on a session about to end.
   */
  announceEnded(event: SessionsEnded): void;
  /** Which of these sessions are still live: not revoked, not expired, not removed. */
  liveIds(ids: readonly string[]): Promise<Set<string>>;
}

export interface SessionServiceDeps {
  db: Db;
  clock: Clock;
  /** A session lives this many days after its last use. */
  ttlDays: number;
  /** Where ended sessions are announced. */
  onEnded?: (event: SessionsEnded) => void;
}

export function createSessionService({ db, clock, ttlDays, onEnded }: SessionServiceDeps): SessionService {
  const ttlMs = ttlDays * dayMs;
  return {
    async open(tx, kind, accountId, linkPurpose = null) {
      const token = newSecretToken();
      const now = clock.now();
      await insertSession(tx, {
        id: randomUUID(),
        tokenHash: hashSecretToken(token),
        accountKind: kind,
        accountId,
        linkPurpose,
        createdAt: now,
        lastUsedAt: now,
        expiresAt: new Date(now.getTime() + ttlMs),
      });
      return token;
    },

    async resolve(token) {
      if (!isWellFormedToken(token)) return null;
      const row = await findSessionByTokenHash(db, hashSecretToken(token));
      const now = clock.now();
      if (!row || row.revokedAt !== null || row.expiresAt <= now) return null;
      if (now.getTime() - row.lastUsedAt.getTime() >= touchIntervalMs) {
        await touchSession(db, row.id, now, new Date(now.getTime() + ttlMs), new Date(now.getTime() - touchIntervalMs));
      }
      return {
        id: row.id,
        kind: row.accountKind as AccountKind,
        accountId: row.accountId,
        linkPurpose: row.linkPurpose as LinkPurpose | null,
        createdAt: row.createdAt,
      };
    },

    revoke: (tx, sessionId) => revokeSession(tx, sessionId, clock.now()),
    async signOut(session) {
      await revokeSession(db, session.id, clock.now());
      onEnded?.({ accountKind: session.kind, accountId: session.accountId, sessionIds: [session.id] });
    },
    revokeOthers: (tx, session) => revokeAccountSessions(tx, session.kind, session.accountId, clock.now(), session.id),
    removeAll: (tx, kind, accountId) => deleteAccountSessions(tx, kind, accountId),
    announceEnded: (event) => onEnded?.(event),
    liveIds: async (ids) => (ids.length === 0 ? new Set() : new Set(await findLiveSessionIds(db, [...new Set(ids)], clock.now()))),
  };
}
