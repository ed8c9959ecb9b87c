import type { RateLimitPolicy } from '../../identity/rate-limiter';
import { tooManyRequests } from '../../identity/rate-limiter';
import { countHit } from '../../identity/rate-limits-repository';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/database';

const hour = 60 * 60 * 1000;

/**
 * How often one visitor may do what costs the server or others something (decision 67), counted in the same
 * database windows as the other rate limits (decision 21), so that several instances share them. Per client
 * address; an office or a family behind one address still has room.
 */
export const flameLimits = {
  /** New results: each is a row kept for a month or more. */
  startsPerIp: { limit: 30, windowMs: hour },
  /** Mails saving a result, from one address... */
  mailsPerIp: { limit: 10, windowMs: hour },
  /** ...and to one mailbox, so that nobody is sent a pile of them. */
  mailsPerEmail: { limit: 5, windowMs: hour },
  /** Report PDFs: each takes tens of milliseconds of the server's processor. */
  pdfsPerIp: { limit: 60, windowMs: hour },
} satisfies Record<string, RateLimitPolicy>;

export type FlameLimitName = keyof typeof flameLimits;

/** Counts one hit on each counter and refuses with 429 `too_many_requests` and `Retry-After` when any is over. */
export async function consumeFlameLimits(db: Db, clock: Clock, keys: readonly (readonly [FlameLimitName, string])[]): Promise<void> {
  const now = clock.now();
  const waits: number[] = [];
  for (const [name, subject] of keys) {
    const policy = flameLimits[name];
    const count = await countHit(db, `flame.${name}:${subject.toLowerCase()}`, now, policy.windowMs);
    if (count.hits > policy.limit) waits.push(count.expiresAt.getTime() - now.getTime());
  }
  if (waits.length > 0) throw tooManyRequests(Math.max(...waits));
}
