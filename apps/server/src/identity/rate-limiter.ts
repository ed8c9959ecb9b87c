import { AppError } from '../http/app-error';
import type { Clock } from '../platform/clock';
import type { Db } from '../platform/database';
import { countHit } from './rate-limits-repository';
import { createSignInThrottle, defaultSignInPolicy, type SignInPolicy, type SignInThrottle } from './sign-in-throttle';

export interface RateLimitPolicy {
  /** Hits allowed in one window. */
  limit: number;
  windowMs: number;
}

const minute = 60 * 1000;

/**
 * How often each kind of request may happen. Per email they stop mail bombing of one person; per IP
 * address they stop one machine from sweeping through many. The per-address limits leave room for an
 * office behind one address. Password sign-ins are not refused by a window at all: see `SignInPolicy`.
 */
export const defaultWindowLimits = {
  /** Mails with a link (sign-in, password reset, verification) to one email address. */
  linkMailsPerEmail: { limit: 5, windowMs: 15 * minute },
  /** Mails with a link requested from one IP address. */
  linkMailsPerIp: { limit: 30, windowMs: 15 * minute },
  /** Sign-ups from one IP address. */
  signupsPerIp: { limit: 30, windowMs: 60 * minute },
  /** Join requests and contact-form messages from one IP address. */
  teamMessagesPerIp: { limit: 10, windowMs: 60 * minute },
} satisfies Record<string, RateLimitPolicy>;

export type RateLimitName = keyof typeof defaultWindowLimits;
export type RateLimits = Record<RateLimitName, RateLimitPolicy> & { signIn: SignInPolicy };

export const defaultRateLimits: RateLimits = { ...defaultWindowLimits, signIn: defaultSignInPolicy };

/** One counter: a policy and what it counts for (an email, an IP address). */
export type RateLimitKey = readonly [name: RateLimitName, subject: string];

export interface RateLimiter {
  /** Counts a hit on each counter and refuses with 429 when any goes over its limit. */
  consume(keys: readonly RateLimitKey[]): Promise<void>;
  /** Password checks: a growing wait per account and place, and a proof of work past many failures. */
  signIn: SignInThrottle;
}

export function tooManyRequests(retryAfterMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new AppError(429, 'too_many_requests', `Too many attempts; try again in ${seconds} s`, {
    headers: { 'retry-after': String(seconds) },
  });
}

export function createRateLimiter(db: Db, clock: Clock, policies: RateLimits = defaultRateLimits): RateLimiter {
  const storageKey = ([name, subject]: RateLimitKey) => `${name}:${subject.toLowerCase()}`;

  return {
    async consume(keys) {
      const now = clock.now();
      // Of the counters over their limit, the one that opens last decides when to come back.
      const waits = [];
      for (const key of keys) {
        const count = await countHit(db, storageKey(key), now, policies[key[0]].windowMs);
        if (count.hits > policies[key[0]].limit) waits.push(count.expiresAt.getTime() - now.getTime());
      }
      if (waits.length > 0) throw tooManyRequests(Math.max(...waits));
    },

    signIn: createSignInThrottle(db, clock, policies.signIn),
  };
}
