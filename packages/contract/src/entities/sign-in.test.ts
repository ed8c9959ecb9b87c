import { describe, expect, it } from 'vitest';
import { passwordSignInSchema, proofChallengeOf, type ProofChallenge } from './sign-in';

const challenge: ProofChallenge = {
  parameters: {
    algorithm: 'PBKDF2/SHA-256',
    nonce: 'ab'.repeat(16),
    salt: 'cd'.repeat(16),
    cost: 1000,
    keyLength: 32,
    keyPrefix: 'ef'.repeat(16),
    keySignature: '01'.repeat(32),
    data: { expires: 1_900_000_000, maxCounter: 6000 },
  },
  signature: '23'.repeat(32),
};

describe('the challenge of a proof_required answer', () => {
  it('is read from the error parameters', () => {
    expect(proofChallengeOf({ code: 'proof_required', params: { challenge: JSON.stringify(challenge) } })).toEqual(challenge);
  });

  it('is absent from other failures and from parameters that are not a challenge', () => {
    expect(proofChallengeOf({ code: 'login_delayed', params: { challenge: JSON.stringify(challenge) } })).toBeUndefined();
    expect(proofChallengeOf({ code: 'proof_required' })).toBeUndefined();
    expect(proofChallengeOf({ code: 'proof_required', params: { challenge: 'not json' } })).toBeUndefined();
    const otherAlgorithm = { ...challenge, parameters: { ...challenge.parameters, algorithm: 'SHA-1' } };
    expect(proofChallengeOf({ code: 'proof_required', params: { challenge: JSON.stringify(otherAlgorithm) } })).toBeUndefined();
  });
});

describe('a password sign-in', () => {
  it('takes a device token of any shape, so an old or damaged one never blocks signing in', () => {
    const parsed = passwordSignInSchema.safeParse({ username: 'Someone@Example.com', password: ' secret ', deviceToken: 'left over from long ago' });
    expect(parsed.success && parsed.data).toEqual({ username: 'someone@example.com', password: 'secret', deviceToken: 'left over from long ago' });
  });
});
