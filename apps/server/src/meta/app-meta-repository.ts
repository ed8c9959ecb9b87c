import { eq, sql } from 'drizzle-orm';
import { appMeta } from '../db/schema';
import type { Db } from '../platform/database';

export async function readMeta(db: Db, key: string): Promise<unknown> {
  const rows = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, key));
  return rows[0]?.value;
}

export async function writeMeta(db: Db, key: string, value: unknown, now: Date): Promise<void> {
  await db
    .insert(appMeta)
    .values({ key, value, updatedAt: now })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: sql`excluded.value`, updatedAt: now } });
}

/** Stores `value` unless the key exists; true when this call stored it. */
export async function insertMetaOnce(db: Db, key: string, value: unknown, now: Date): Promise<boolean> {
  const inserted = await db
    .insert(appMeta)
    .values({ key, value, updatedAt: now })
    .onConflictDoNothing({ target: appMeta.key })
    .returning({ key: appMeta.key });
  return inserted.length > 0;
}
