import type { Proof, ProofChallenge } from '@teamcast/contract';
import { solveChallenge, type DeriveKeyFunction } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';

/** Told the share of the work done so far, from 0 to 1. */
export type ProofProgress = (share: number) => void;

// Often enough for a smooth bar, rarely enough to cost nothing next to a derivation.
const reportEvery = 25;

/**
 * Solves a sign-in challenge with altcha's solver and the Web Crypto derivation, which runs in a
 * page and in a worker alike. The solver tries counters from 0 upwards; the challenge says the
 * highest the server may have picked, which gives the progress.
 */
export async function solveProof(challenge: ProofChallenge, onProgress?: ProofProgress): Promise<Proof> {
  const { maxCounter } = challenge.parameters.data;
  let tried = 0;
  const counting: DeriveKeyFunction = (parameters, salt, password) => {
    tried += 1;
    if (onProgress && tried % reportEvery === 0) onProgress(Math.min(0.99, tried / maxCounter));
    return deriveKey(parameters, salt, password);
  };
  const solution = await solveChallenge({ challenge, deriveKey: counting });
  if (!solution) throw new Error('The challenge was not solved in time');
  onProgress?.(1);
  return { challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } };
}
