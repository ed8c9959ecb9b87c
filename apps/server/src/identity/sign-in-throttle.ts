import { proofChallengeParam, type Proof } from '@teamcast/contract';
import { AppError } from '../http/app-error';
import type { Clock } from '../platform/clock';
import type { Db } from '../platform/database';
import { createProofOfWork, defaultProofOfWork, type ProofOfWork, type ProofOfWorkDifficulty } from './proof-of-work';
import type { RateLimitPolicy } from './rate-limiter';
import { clearCount, countHit, giveBackHit, readCount, reserveAttempt, type AttemptMemory } from './rate-limits-repository';
import { pairDelayMs } from './sign-in-delay';

const minute = 60 * 1000;

/**
 * How password checks are slowed down. Nothing here ever refuses the right password for good: a wait
 * belongs to one account at one place, and the account-wide and address-wide limits only ask for work.
 */
export interface SignInPolicy {
  /** Failures of one account from one address, known device or session: free ones, then a doubling wait. */
  pair: AttemptMemory;
  /** Failures of one account from anywhere, past which sign-ins from unknown devices carry a proof of work. */
  proofAfterAccountFailures: RateLimitPolicy;
  /** Failures from one address whatever the account, past which sign-ins from it carry a proof of work. */
  proofAfterAddressFailures: RateLimitPolicy;
  proofOfWork: ProofOfWorkDifficulty;
}

export const defaultSignInPolicy: SignInPolicy = {
  // 5 free, then 1 s, 2 s, 4 s … 15 min; a day without an attempt forgets them.
  pair: { freeFailures: 5, firstDelayMs: 1000, maxDelayMs: 15 * minute, memoryMs: 24 * 60 * minute },
  proofAfterAccountFailures: { limit: 10, windowMs: 15 * minute },
  // Room for an office behind one address, as before.
  proofAfterAddressFailures: { limit: 50, windowMs: 15 * minute },
  proofOfWork: defaultProofOfWork,
};

/**
 * Where an attempt comes from. A known device or a signed-in session stands in for the address in
 * the pair, so failures from elsewhere never slow it down, while it still has a count of its own.
 */
export type AttemptSource =
  | { kind: 'address'; ip: string }
  | { kind: 'device'; id: string; ip: string }
  | { kind: 'session'; id: string };

export interface SignInAttempt {
  /** The account as it is typed, with its kind: `owner:someone@example.com`, whether or not it exists. */
  account: string;
  source: AttemptSource;
}

export interface AdmitOptions {
  proof?: Proof | undefined;
  /** The code of the refusal while the pair waits; a settings form says it in its own words. */
  delayedCode?: 'login_delayed' | 'too_many_requests';
}

export interface SignInThrottle {
  /**
   * Lets an attempt check its password, or refuses it: 429 while its pair waits, 428 `proof_required`
   * (with a new challenge) when a proof is due and `proof` is not a fresh solution. An admitted
   * attempt counts as a failure from then on, so parallel guesses are counted as they come in;
   * `succeeded` takes it back.
   */
  admit(attempt: SignInAttempt, options?: AdmitOptions): Promise<void>;
  /** The password was right: the pair starts afresh and the attempt no longer counts anywhere. */
  succeeded(attempt: SignInAttempt): Promise<void>;
  readonly proofOfWork: ProofOfWork;
}

export function loginDelayed(waitMs: number, code: AdmitOptions['delayedCode'] = 'login_delayed'): AppError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new AppError(429, code, `Too many failed attempts from here; try again in ${seconds} s or sign in with a mailed link`, {
    params: { retryAfter: seconds },
    headers: { 'retry-after': String(seconds) },
  });
}

export function proofRequired(challenge: unknown): AppError {
  return new AppError(428, 'proof_required', 'Solve the challenge in params.challenge and send it as proof', {
    params: { [proofChallengeParam]: JSON.stringify(challenge) },
  });
}

export function createSignInThrottle(db: Db, clock: Clock, policy: SignInPolicy): SignInThrottle {
  const proofOfWork = createProofOfWork(db, clock, policy.proofOfWork);

  const pairKey = ({ account, source }: SignInAttempt) => {
    const place = source.kind === 'session' ? `session:${source.id}` : source.kind === 'device' ? `device:${source.id}` : `ip:${source.ip.toLowerCase()}`;
    return `loginPair:${account.toLowerCase()}:${place}`;
  };

  // The counters an attempt counts on besides its pair. A session has no address of interest: its
  // guesses only raise the bar for the account.
  const windows = ({ account, source }: SignInAttempt): [string, RateLimitPolicy][] => [
    [`loginFailuresPerAccount:${account.toLowerCase()}`, policy.proofAfterAccountFailures],
    ...(source.kind === 'session' ? [] : [[`loginFailuresPerIp:${source.ip.toLowerCase()}`, policy.proofAfterAddressFailures] as [string, RateLimitPolicy]]),
  ];

  /** What is left of the pair's wait: counted from its latest attempt, which its sliding expiry tells. */
  async function pairWaitMs(key: string, now: Date): Promise<number> {
    const count = await readCount(db, key, now);
    if (!count) return 0;
    const latestAttemptMs = count.expiresAt.getTime() - policy.pair.memoryMs;
    return Math.max(0, latestAttemptMs + pairDelayMs(count.hits, policy.pair) - now.getTime());
  }

  const giveBack = (keys: [string, RateLimitPolicy][]) => Promise.all(keys.map(([key]) => giveBackHit(db, key)));

  return {
    proofOfWork,

    async admit(attempt, { proof, delayedCode = 'login_delayed' } = {}) {
      const now = clock.now();
      const pair = pairKey(attempt);
      // A waiting pair is refused before anything is counted or a proof is spent.
      const waitMs = await pairWaitMs(pair, now);
      if (waitMs > 0) throw loginDelayed(waitMs, delayedCode);

      const counted = windows(attempt);
      const counts = [];
      for (const [key, limit] of counted) counts.push((await countHit(db, key, now, limit.windowMs)).hits > limit.limit);
      // A known device or a session already proves more than any work could.
      const proofDue = attempt.source.kind === 'address' && counts.some(Boolean);
      if (proofDue && !(proof && (await proofOfWork.accept(proof)))) {
        await giveBack(counted);
        throw proofRequired(await proofOfWork.challenge());
      }

      // Another attempt of the pair may have failed meanwhile; then this one waits after all.
      if (!(await reserveAttempt(db, pair, now, policy.pair))) {
        await giveBack(counted);
        throw loginDelayed(await pairWaitMs(pair, now), delayedCode);
      }
    },

    async succeeded(attempt) {
      await clearCount(db, pairKey(attempt));
      await giveBack(windows(attempt));
    },
  };
}
