import { AppError } from '../http/app-error';
import type { Clock } from '../platform/clock';
import type { Db } from '../platform/database';
import { clearCount, countHit, readCount } from './rate-limits-repository';

export interface RateLimitPolicy {
  /** Hits allowed in one window. */
  limit: number;
  windowMs: number;
}

const minute = 60 * 1000;

/**
 * How often each kind of attempt may happen. Per account or email they stop guessing and mail
 * bombing of one person; per IP address they stop one machine from sweeping through many
 * accounts. The per-address limits leave room for an office behind one address.
 */
export const defaultRateLimits = {
  /** Failed sign-ins of one account, from anywhere. A success clears them. */
  loginFailuresPerAccount: { limit: 10, windowMs: 15 * minute },
  /** Failed sign-ins from one IP address, whatever the account. */
  loginFailuresPerIp: { limit: 50, windowMs: 15 * minute },
  /** Mails with a link (sign-in, password reset, verification) to one email address. */
  linkMailsPerEmail: { limit: 5, windowMs: 15 * minute },
  /** Mails with a link requested from one IP address. */
  linkMailsPerIp: { limit: 30, windowMs: 15 * minute },
  /** Sign-ups from one IP address. */
  signupsPerIp: { limit: 30, windowMs: 60 * minute },
  /** Join requests and contact-form messages from one IP address. */
  teamMessagesPerIp: { limit: 10, windowMs: 60 * minute },
} satisfies Record<string, RateLimitPolicy>;

export type RateLimitName = keyof typeof defaultRateLimits;
export type RateLimits = Record<RateLimitName, RateLimitPolicy>;

/** One counter: a policy and what it counts for (an email, an IP address). */
export type RateLimitKey = readonly [name: RateLimitName, subject: string];

export interface RateLimiter {
  /** Refuses with 429 when any counter is already at its limit, without counting. */
  check(keys: readonly RateLimitKey[]): Promise<void>;
  /** Counts a hit on each counter. */
  record(keys: readonly RateLimitKey[]): Promise<void>;
  /** Counts a hit on each counter and refuses with 429 when any goes over its limit. */
  consume(keys: readonly RateLimitKey[]): Promise<void>;
  reset(key: RateLimitKey): Promise<void>;
}

export function tooManyRequests(retryAfterMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new AppError(429, 'too_many_requests', `Too many attempts; try again in ${seconds} s`, {
    headers: { 'retry-after': String(seconds) },
  });
}

export function createRateLimiter(db: Db, clock: Clock, policies: RateLimits = defaultRateLimits): RateLimiter {
  const storageKey = ([name, subject]: RateLimitKey) => `${name}:${subject.toLowerCase()}`;

  // Of the counters over their limit, the one that opens last decides when to come back.
  const refuseIfOver = (counts: { over: boolean; expiresAt: Date }[], now: Date) => {
    const waits = counts.filter((count) => count.over).map((count) => count.expiresAt.getTime() - now.getTime());
    if (waits.length > 0) throw tooManyRequests(Math.max(...waits));
  };

  return {
    async check(keys) {
      const now = clock.now();
      const counts = await Promise.all(
        keys.map(async (key) => {
          const count = await readCount(db, storageKey(key), now);
          return { over: count !== undefined && count.hits >= policies[key[0]].limit, expiresAt: count?.expiresAt ?? now };
        }),
      );
      refuseIfOver(counts, now);
    },

    async record(keys) {
      const now = clock.now();
      for (const key of keys) await countHit(db, storageKey(key), now, policies[key[0]].windowMs);
    },

    async consume(keys) {
      const now = clock.now();
      const counts = [];
      for (const key of keys) {
        const count = await countHit(db, storageKey(key), now, policies[key[0]].windowMs);
        counts.push({ over: count.hits > policies[key[0]].limit, expiresAt: count.expiresAt });
      }
      refuseIfOver(counts, now);
    },

    reset: (key) => clearCount(db, storageKey(key)),
  };
}
