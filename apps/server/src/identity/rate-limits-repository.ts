import { eq, lte, sql } from 'drizzle-orm';
import { rateLimits } from '../db/schema';
import type { Db } from '../platform/database';
import type { PairDelayPolicy } from './sign-in-delay';

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

/**
 * Gives back a hit counted up front for an attempt that turned out not to count (a success, or one
 * refused before its password was looked at). Never below zero, as the window may have restarted.
 */
export async function giveBackHit(db: Db, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}

export interface AttemptMemory extends PairDelayPolicy {
  /** Failures are forgotten after this long without another attempt. */
  memoryMs: number;
}

/**
 * Counts an attempt of a pair (an account from one address, device or session) up front, only when
 * the pair is not waiting, in one statement: concurrent attempts are admitted one at a time, so a
 * burst of parallel guesses cannot slip through before the first of them is counted. The key's
 * expiry slides with every attempt, so `expiresAt - memoryMs` is the time of the latest one, from
 * which the wait of `pairDelayMs` is counted. False when the pair still has to wait.
 */
export async function reserveAttempt(db: Db, key: string, now: Date, memory: AttemptMemory): Promise<boolean> {
  const number = (value: number) => sql`cast(${value} as double precision)`;
  const forgotten = sql`${rateLimits.expiresAt} <= ${at(now)}`;
  const latestAttempt = sql`${rateLimits.expiresAt} - ${number(memory.memoryMs)} * interval '1 millisecond'`;
  // pairDelayMs in SQL.
  const overFree = sql`${rateLimits.hits} - ${number(memory.freeFailures)}`;
  const waitMs = sql`case when ${overFree} > 0 then least(${number(memory.maxDelayMs)}, ${number(memory.firstDelayMs)} * power(2, least(${overFree} - 1, 52))) else 0 end`;
  const rows = await db
    .insert(rateLimits)
    .values({ key, hits: 1, windowStartedAt: now, expiresAt: new Date(now.getTime() + memory.memoryMs) })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${forgotten} then 1 else ${rateLimits.hits} + 1 end`,
        windowStartedAt: sql`case when ${forgotten} then ${at(now)} else ${rateLimits.windowStartedAt} end`,
        expiresAt: new Date(now.getTime() + memory.memoryMs),
      },
      setWhere: sql`${forgotten} or ${latestAttempt} + ${waitMs} * interval '1 millisecond' <= ${at(now)}`,
    })
    .returning({ hits: rateLimits.hits });
  return rows.length > 0;
}
