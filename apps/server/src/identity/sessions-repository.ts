import { and, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { sessions } from '../db/schema';
import { preparedStatement, type Db } from '../platform/database';
import type { AccountKind } from './account-kind';

export type SessionRow = typeof sessions.$inferSelect;
export type NewSessionRow = typeof sessions.$inferInsert;

export async function insertSession(db: Db, row: NewSessionRow): Promise<void> {
  await db.insert(sessions).values(row);
}

/** Every authenticated request asks this first, so it is a prepared statement. */
export async function findSessionByTokenHash(db: Db, tokenHash: string): Promise<SessionRow | undefined> {
  const statement = preparedStatement(db, 'session_by_token_hash', (on) =>
    on.select().from(sessions).where(eq(sessions.tokenHash, sql.placeholder('tokenHash'))).limit(1),
  );
  const rows = await statement.execute({ tokenHash });
  return rows[0];
}

/** Moves the expiry forward from `now`; skipped when another request did it a moment ago. */
export async function touchSession(db: Db, id: string, now: Date, expiresAt: Date, notUsedSince: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ lastUsedAt: now, expiresAt })
    .where(and(eq(sessions.id, id), lt(sessions.lastUsedAt, notUsedSince)));
}

export async function revokeSession(db: Db, id: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

/** Ends every session of an account, except `keepId` when given (the one that asked). */
export async function revokeAccountSessions(db: Db, kind: AccountKind, accountId: string, now: Date, keepId?: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.accountKind, kind),
        eq(sessions.accountId, accountId),
        isNull(sessions.revokedAt),
        keepId === undefined ? undefined : ne(sessions.id, keepId),
      ),
    );
}

export async function deleteAccountSessions(db: Db, kind: AccountKind, accountId: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.accountKind, kind), eq(sessions.accountId, accountId)));
}

/** Removes sessions that can never be used again. */
export async function deleteDeadSessions(db: Db, now: Date): Promise<void> {
  await db.delete(sessions).where(or(lt(sessions.expiresAt, now), lt(sessions.revokedAt, now)));
}

/** The ids among these of sessions that can still be used. */
export async function findLiveSessionIds(db: Db, ids: string[], now: Date): Promise<string[]> {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(inArray(sessions.id, ids), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
  return rows.map((row) => row.id);
}
