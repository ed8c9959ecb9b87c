import { randomBytes } from 'node:crypto';
import { proofChallengeSchema, proofOfWorkAlgorithm, type Proof, type ProofChallenge } from '@teamcast/contract';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { insertMetaOnce, readMeta } from '../meta/app-meta-repository';
import type { Clock } from '../platform/clock';
import type { Db } from '../platform/database';
import { countHit } from './rate-limits-repository';

/**
 * How hard a challenge is. The server picks the counter the solver has to find (altcha's
 * deterministic mode), so the work is spread evenly between the bounds instead of being a lottery:
 * a browser tries counters from 0 upwards, each one PBKDF2 with `cost` rounds.
 */
export interface ProofOfWorkDifficulty {
  cost: number;
  minCounter: number;
  maxCounter: number;
  /** How long a challenge can be answered; a solved one is remembered that long, to refuse it twice. */
  lifetimeMs: number;
}

/**
 * About 4 million PBKDF2 rounds on average, 6 million at most: 0.5–1 s in a desktop browser, a few
 * seconds on a slow phone, while the server spends one derivation to make a challenge and one HMAC
 * to check it.
 */
export const defaultProofOfWork: ProofOfWorkDifficulty = {
  cost: 1000,
  minCounter: 2000,
  maxCounter: 6000,
  lifetimeMs: 10 * 60 * 1000,
};

export interface ProofOfWork {
  /** A new challenge, signed so that the server needs to remember nothing until it is answered. */
  challenge(): Promise<ProofChallenge>;
  /** True once for each correctly solved, unexpired challenge of this installation; false otherwise. */
  accept(proof: Proof): Promise<boolean>;
}

interface Secrets {
  /** Signs a challenge's parameters. */
  signature: string;
  /** Signs the expected derived key, so checking a solution is one HMAC rather than a derivation. */
  key: string;
}

// Stored in the database so that every instance signs and checks alike; generated on first need.
const secretsKey = 'proofOfWorkSecrets';

function isSecrets(value: unknown): value is Secrets {
  return (
    typeof value === 'object' &&
    value !== null &&
    'signature' in value &&
    'key' in value &&
    typeof value.signature === 'string' &&
    typeof value.key === 'string' &&
    value.signature.length > 0 &&
    value.key.length > 0
  );
}

async function loadSecrets(db: Db, now: Date): Promise<Secrets> {
  const stored = await readMeta(db, secretsKey);
  if (isSecrets(stored)) return stored;
  const fresh: Secrets = { signature: randomBytes(32).toString('base64url'), key: randomBytes(32).toString('base64url') };
  // Two instances starting together: the first stores its secrets and both read them back.
  await insertMetaOnce(db, secretsKey, fresh, now);
  const settled = await readMeta(db, secretsKey);
  if (!isSecrets(settled)) throw new Error('The proof-of-work secrets could not be stored');
  return settled;
}

export function createProofOfWork(db: Db, clock: Clock, difficulty: ProofOfWorkDifficulty): ProofOfWork {
  let secrets: Promise<Secrets> | undefined;
  const readSecrets = () => {
    secrets ??= loadSecrets(db, clock.now()).catch((error: unknown) => {
      secrets = undefined;
      throw error;
    });
    return secrets;
  };

  return {
    async challenge() {
      const { signature, key } = await readSecrets();
      // Expiry is part of the signed data and read with the server's clock: altcha's own `expiresAt`
      // would be compared with the system time, which tests move past.
      const expires = Math.floor((clock.now().getTime() + difficulty.lifetimeMs) / 1000);
      const challenge = await createChallenge({
        algorithm: proofOfWorkAlgorithm,
        cost: difficulty.cost,
        counter: randomInt(difficulty.maxCounter, difficulty.minCounter),
        deriveKey,
        hmacSignatureSecret: signature,
        hmacKeySignatureSecret: key,
        data: { expires, maxCounter: difficulty.maxCounter },
      });
      return proofChallengeSchema.parse(challenge);
    },

    async accept(proof) {
      const { signature, key } = await readSecrets();
      const result = await verifySolution({
        challenge: proof.challenge,
        solution: proof.solution,
        deriveKey,
        hmacSignatureSecret: signature,
        hmacKeySignatureSecret: key,
      }).catch(() => ({ verified: false }));
      if (!result.verified) return false;
      // Trusted from here on: the signature covers the data.
      const now = clock.now();
      const expiresAtMs = proof.challenge.parameters.data.expires * 1000;
      if (expiresAtMs <= now.getTime()) return false;
      // Spent once: the signature names the challenge until it expires, after which it is refused anyway.
      const spent = await countHit(db, `proofSpent:${proof.challenge.signature}`, now, expiresAtMs - now.getTime());
      return spent.hits === 1;
    },
  };
}
