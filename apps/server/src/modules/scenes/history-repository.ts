import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import { dashboardHistory, owners } from '../../db/schema';
import type { Db } from '../../platform/database';

/** How many items the dashboard history keeps per owner (spec section 9). */
export const HISTORY_LIMIT = 15;

export type HistoryRow = typeof dashboardHistory.$inferSelect;

/**
 * Adds an item and lets the oldest go beyond the limit. Takes the transaction that starts the run, so
 * the item exists exactly when the run does; the caller holds the owner's row locked, so two starts
 * of one owner cannot trim the history past each other.
 */
export async function addHistoryItem(tx: Db, row: typeof dashboardHistory.$inferInsert): Promise<void> {
  await tx.insert(dashboardHistory).values(row);
  // The items kept are chosen in the same statement that deletes the others: one round trip, not two.
  const kept = tx
    .select({ id: dashboardHistory.id })
    .from(dashboardHistory)
    .where(eq(dashboardHistory.ownerId, row.ownerId))
    .orderBy(desc(dashboardHistory.createdAt), desc(dashboardHistory.id))
    .limit(HISTORY_LIMIT);
  await tx.delete(dashboardHistory).where(and(eq(dashboardHistory.ownerId, row.ownerId), notInArray(dashboardHistory.id, kept)));
}

export async function listHistory(db: Db, ownerId: string): Promise<HistoryRow[]> {
  return db
    .select()
    .from(dashboardHistory)
    .where(eq(dashboardHistory.ownerId, ownerId))
    .orderBy(desc(dashboardHistory.createdAt), desc(dashboardHistory.id))
    .limit(HISTORY_LIMIT);
}

export async function countRun(db: Db, ownerId: string, kind: 'p2p' | 'team'): Promise<void> {
  const column = kind === 'p2p' ? owners.p2pRuns : owners.teamRuns;
  await db
    .update(owners)
    .set(kind === 'p2p' ? { p2pRuns: sql`${column} + 1` } : { teamRuns: sql`${column} + 1` })
    .where(eq(owners.id, ownerId));
}
