import { eq, lte, sql } from 'drizzle-orm';
import { rateLimits } from '../db/schema';
import type { Db } from '../platform/database';

export interface WindowCount {
  hits: number;
  expiresAt: Date;
}

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * Counts one hit in the key's current window, starting a new window when the last one is over, in
 * one statement, so that concurrent requests on several instances never lose a hit.
 */
export async function countHit(db: Db, key: string, now: Date, windowMs: number): Promise<WindowCount> {
  const expiresAt = new Date(now.getTime() + windowMs);
  const over = sql`${rateLimits.expiresAt} <= ${at(now)}`;
  const rows = await db
    .insert(rateLimits)
    .values({ key, hits: 1, windowStartedAt: now, expiresAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${over} then 1 else ${rateLimits.hits} + 1 end`,
        windowStartedAt: sql`case when ${over} then ${at(now)} else ${rateLimits.windowStartedAt} end`,
        expiresAt: sql`case when ${over} then ${at(expiresAt)} else ${rateLimits.expiresAt} end`,
      },
    })
    .returning({ hits: rateLimits.hits, expiresAt: rateLimits.expiresAt });
  const row = rows[0];
  if (!row) throw new Error(`Counting a hit of ${key} returned nothing`);
  return row;
}

/** The hits of the key's window, or undefined when there is no open window. */
export async function readCount(db: Db, key: string, now: Date): Promise<WindowCount | undefined> {
  const rows = await db
    .select({ hits: rateLimits.hits, expiresAt: rateLimits.expiresAt })
    .from(rateLimits)
    .where(eq(rateLimits.key, key));
  const row = rows[0];
  return row && row.expiresAt > now ? row : undefined;
}

export async function clearCount(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

export async function deleteFinishedWindows(db: Db, now: Date): Promise<void> {
  await db.delete(rateLimits).where(lte(rateLimits.expiresAt, now));
}
