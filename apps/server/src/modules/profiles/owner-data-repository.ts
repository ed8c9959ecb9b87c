import { and, eq, sql } from 'drizzle-orm';
import { ownerData } from '../../db/schema';
import type { Db } from '../../platform/database';

export type OwnerDataRow = typeof ownerData.$inferSelect;

export async function findOwnerData(db: Db, ownerId: string, key: string): Promise<OwnerDataRow | undefined> {
  const rows = await db
    .select()
    .from(ownerData)
    .where(and(eq(ownerData.ownerId, ownerId), eq(ownerData.key, key)));
  return rows[0];
}

/**
 * Stores the value, given as its JSON text: a JSON `null` is a value like any other, which the
 * driver would otherwise turn into a missing one.
 */
export async function saveOwnerDataRow(
  db: Db,
  row: { ownerId: string; key: string; json: string; updatedAt: Date },
): Promise<OwnerDataRow> {
  const data = sql`${row.json}::jsonb`;
  const rows = await db
    .insert(ownerData)
    .values({ ownerId: row.ownerId, key: row.key, data, updatedAt: row.updatedAt })
    .onConflictDoUpdate({ target: [ownerData.ownerId, ownerData.key], set: { data, updatedAt: row.updatedAt } })
    .returning();
  return rows[0]!;
}
