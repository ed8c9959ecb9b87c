import { buildPath, getSnapshot, type SnapshotUrl } from '@teamcast/contract';
import { limits } from '@teamcast/domain';
import { and, eq, gt, lt, lte, sql } from 'drizzle-orm';
import { snapshotLinks } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { hashSecretToken, isWellFormedToken, newSecretToken } from '../../identity/secret-tokens';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/database';

const minuteMs = 60_000;

const snapshotPath = (ruid: string): string => buildPath(getSnapshot.path, { ruid });

export const connectionFailed = () => new AppError(404, 'connection_failed', 'No finished forecast is stored for this run');

/** A new address of a finished run's forecast, good for a few minutes and a few reads. */
export async function issueSnapshotLink(db: Db, clock: Clock, ruid: string): Promise<SnapshotUrl> {
  const key = newSecretToken();
  const now = clock.now();
  const expiresAt = new Date(now.getTime() + limits.snapshotLinkMinutes * minuteMs);
  await db.insert(snapshotLinks).values({ keyHash: hashSecretToken(key), ruid, createdAt: now, expiresAt });
  return { url: `${snapshotPath(ruid)}?key=${key}`, expiresAt: expiresAt.toISOString() };
}

/**
 * Counts one read of a link and lets it through, or says why not: an unknown key is a missing
 * snapshot; a link past its time is `url_expired`, one read its number of times `url_count`. The read is
 * counted in the same statement that checks it, so parallel reads cannot overrun the limit.
 */
export async function useSnapshotLink(db: Db, clock: Clock, ruid: string, key: string): Promise<void> {
  if (!isWellFormedToken(key)) throw connectionFailed();
  const keyHash = hashSecretToken(key);
  const now = clock.now();
  const counted = await db
    .update(snapshotLinks)
    .set({ reads: sql`${snapshotLinks.reads} + 1` })
    .where(
      and(
        eq(snapshotLinks.keyHash, keyHash),
        eq(snapshotLinks.ruid, ruid),
        gt(snapshotLinks.expiresAt, now),
        lt(snapshotLinks.reads, limits.snapshotLinkReads),
      ),
    )
    .returning({ reads: snapshotLinks.reads });
  if (counted.length > 0) return;
  const [link] = await db
    .select()
    .from(snapshotLinks)
    .where(and(eq(snapshotLinks.keyHash, keyHash), eq(snapshotLinks.ruid, ruid)))
    .limit(1);
  if (!link) throw connectionFailed();
  if (link.expiresAt <= now) throw new AppError(410, 'url_expired', 'This forecast address has expired; ask for a new one');
  throw new AppError(410, 'url_count', 'This forecast address has been read as often as it may; ask for a new one');
}

// An expired link is kept a day, so that a late reader learns it expired rather than that nothing is there.
const keptExpiredMs = 24 * 60 * minuteMs;

/** Deletes links that expired more than a day ago. */
export async function deleteExpiredSnapshotLinks(db: Db, now: Date): Promise<void> {
  await db.delete(snapshotLinks).where(lte(snapshotLinks.expiresAt, new Date(now.getTime() - keptExpiredMs)));
}
