import { and, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { flameResults, flameShares, reportPurchases } from '../../db/schema';
import type { Db } from '../../platform/database';
import { flameReportPrefix, hashFlameKey, isWellFormedFlameKey } from './flame-keys';

export type FlameResultRow = typeof flameResults.$inferSelect;
export type FlameShareRow = typeof flameShares.$inferSelect;

export async function insertFlameResult(db: Db, row: typeof flameResults.$inferInsert): Promise<FlameResultRow> {
  const [inserted] = await db.insert(flameResults).values(row).returning();
  return inserted!;
}

/** The result a key opens, or undefined for a key that opens none (or could not be one). */
export async function findFlameByKey(db: Db, key: string, lock = false): Promise<FlameResultRow | undefined> {
  if (!isWellFormedFlameKey(key)) return undefined;
  const query = db.select().from(flameResults).where(eq(flameResults.keyHash, hashFlameKey(key)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/**
 * Adds the partner's answers in one conditional update, so that of two tabs answering at once only one
 * counts; undefined when the partner had already answered.
 */
export async function addPartnerAnswers(db: Db, id: string, answers: number[], now: Date): Promise<FlameResultRow | undefined> {
  const [row] = await db
    .update(flameResults)
    .set({ secondAnswers: answers, completedAt: now })
    .where(and(eq(flameResults.id, id), isNull(flameResults.secondAnswers)))
    .returning();
  return row;
}

export async function setSavedEmail(db: Db, id: string, email: string | null): Promise<void> {
  await db.update(flameResults).set({ savedEmail: email }).where(eq(flameResults.id, id));
}

/** Deletes the result with its shares; the record of a paid report stays, named by an id that now opens nothing. */
export async function deleteFlameResult(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(flameResults).where(eq(flameResults.id, id)).returning({ id: flameResults.id });
  return rows.length > 0;
}

export async function findLiveShare(db: Db, resultId: string): Promise<FlameShareRow | undefined> {
  const [row] = await db
    .select()
    .from(flameShares)
    .where(and(eq(flameShares.resultId, resultId), isNull(flameShares.revokedAt)));
  return row;
}

export async function findShareByToken(db: Db, token: string): Promise<FlameShareRow | undefined> {
  const [row] = await db.select().from(flameShares).where(eq(flameShares.token, token));
  return row;
}

/**
 * Makes the live share, or changes what the live one shows, keeping its token: one statement, so two
 * requests at once still leave one live link.
 */
export async function upsertLiveShare(
  db: Db,
  row: { token: string; resultId: string; showFirst: boolean; showSecond: boolean; createdAt: Date },
): Promise<FlameShareRow> {
  const [share] = await db
    .insert(flameShares)
    .values(row)
    .onConflictDoUpdate({
      target: flameShares.resultId,
      targetWhere: sql`${flameShares.revokedAt} is null`,
      set: { showFirst: row.showFirst, showSecond: row.showSecond },
    })
    .returning();
  return share!;
}

export async function revokeLiveShare(db: Db, resultId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(flameShares)
    .set({ revokedAt: now })
    .where(and(eq(flameShares.resultId, resultId), isNull(flameShares.revokedAt)))
    .returning({ token: flameShares.token });
  return rows.length > 0;
}

export async function findFlameById(db: Db, id: string): Promise<FlameResultRow | undefined> {
  const [row] = await db.select().from(flameResults).where(eq(flameResults.id, id));
  return row;
}

/** How long results are kept that nobody paid for (decision 67). */
export const flameRetention = {
  /** A result whose partner never answered. */
  unansweredDays: 30,
  /** A finished result whose report was not paid for. */
  unpaidDays: 365,
} as const;

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Deletes what decision 67 keeps no longer: results still waiting for the partner after 30 days, and finished
 * results a year after they were finished unless their report was paid, which is kept for life. Answers how
 * many went.
 */
export async function pruneFlameResults(db: Db, now: Date): Promise<number> {
  const unanswered = await db
    .delete(flameResults)
    .where(and(isNull(flameResults.completedAt), lt(flameResults.createdAt, new Date(now.getTime() - flameRetention.unansweredDays * dayMs))))
    .returning({ id: flameResults.id });
  const paid = sql`exists (select 1 from ${reportPurchases} where ${reportPurchases.anonymousKey} = ${flameReportPrefix} || ${flameResults.id} and ${reportPurchases.status} = 'PAID')`;
  const unpaid = await db
    .delete(flameResults)
    .where(
      and(
        isNotNull(flameResults.completedAt),
        lt(flameResults.completedAt, new Date(now.getTime() - flameRetention.unpaidDays * dayMs)),
        sql`not ${paid}`,
      ),
    )
    .returning({ id: flameResults.id });
  return unanswered.length + unpaid.length;
}
