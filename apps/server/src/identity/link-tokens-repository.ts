import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import { linkTokens } from '../db/schema';
import type { Db } from '../platform/database';
import type { LinkAccountKind } from './account-kind';

export type LinkTokenRow = typeof linkTokens.$inferSelect;
export type NewLinkTokenRow = typeof linkTokens.$inferInsert;

export async function insertLinkToken(db: Db, row: NewLinkTokenRow): Promise<void> {
  await db.insert(linkTokens).values(row);
}

/**
 * Marks the link used and returns it, only if it is unused, unexpired and of this account kind. One
 * statement, so two clicks racing each other cannot both sign in.
 */
export async function useLinkToken(db: Db, tokenHash: string, kind: LinkAccountKind, now: Date): Promise<LinkTokenRow | undefined> {
  const rows = await db
    .update(linkTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(linkTokens.tokenHash, tokenHash),
        eq(linkTokens.accountKind, kind),
        isNull(linkTokens.usedAt),
        gt(linkTokens.expiresAt, now),
      ),
    )
    .returning();
  return rows[0];
}

/** Retires the unused links of one purpose, when a newer one replaces them. */
export async function retireLinkTokens(db: Db, kind: LinkAccountKind, accountId: string, purpose: string, now: Date): Promise<void> {
  await db
    .update(linkTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(linkTokens.accountKind, kind),
        eq(linkTokens.accountId, accountId),
        eq(linkTokens.purpose, purpose),
        isNull(linkTokens.usedAt),
      ),
    );
}

export async function deleteAccountLinkTokens(db: Db, kind: LinkAccountKind, accountId: string): Promise<void> {
  await db.delete(linkTokens).where(and(eq(linkTokens.accountKind, kind), eq(linkTokens.accountId, accountId)));
}

/** Removes links that can never be used again. */
export async function deleteDeadLinkTokens(db: Db, now: Date): Promise<void> {
  await db.delete(linkTokens).where(or(lt(linkTokens.expiresAt, now), lt(linkTokens.usedAt, now)));
}
