import { proofChallengeSchema, type Proof } from '@teamcast/contract';
import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { readMeta } from '../meta/app-meta-repository';
import { createOwner, testPassword } from '../../test/helpers/accounts';
import { buildTestApp, type TestApp } from '../../test/helpers/build-test-app';
import { captureLogs } from '../../test/helpers/capture-logs';
import { challengeOf, login, newAddress, quickProofPolicy, solve, type LoginResponse } from '../../test/helpers/sign-in';
import { createTestClock, minutes } from '../../test/helpers/test-clock';

function expectProofRequired(response: LoginResponse) {
  expect(response.statusCode).toBe(428);
  expect(response.json()).toMatchObject({ code: 'proof_required', params: { challenge: expect.any(String) } });
  // Every refusal hands out a fresh challenge to solve.
  expect(proofChallengeSchema.safeParse(JSON.parse(response.json<{ params: { challenge: string } }>().params.challenge)).success).toBe(true);
}

describe('the proof of work asked of sign-ins after many failures', () => {
  let ctx: TestApp;
  const clock = createTestClock();
  const logs = captureLogs();
  const { limit } = quickProofPolicy.proofAfterAccountFailures;

  beforeAll(async () => {
    ctx = await buildTestApp({ clock, logger: logs.logger, rateLimits: { signIn: quickProofPolicy } });
  });
  afterAll(() => ctx.close());

  /** An owner whose account strangers failed to sign in to `limit` times, so a proof is now due. */
  async function besiegedOwner() {
    const owner = await createOwner(ctx);
    for (let bot = 0; bot < limit; bot += 1) {
      expect((await login(ctx, 'owner', { username: owner.email, password: `guess-${bot}` }, newAddress())).statusCode).toBe(400);
    }
    const asked = await login(ctx, 'owner', { username: owner.email, password: testPassword }, newAddress());
    expectProofRequired(asked);
    return { owner, challenge: challengeOf(asked) };
  }

  const signInWith = (username: string, proof: Proof) => login(ctx, 'owner', { username, password: testPassword, proof }, newAddress());

  it('is not asked before the account or the address has failed often', async () => {
    const owner = await createOwner(ctx);
    for (let bot = 0; bot < limit - 1; bot += 1) await login(ctx, 'owner', { username: owner.email, password: `guess-${bot}` }, newAddress());
    expect((await login(ctx, 'owner', { username: owner.email, password: testPassword }, newAddress())).statusCode).toBe(200);
  });

  it('refuses a sign-in without one even with the right password, and accepts a solved challenge', async () => {
    const { owner, challenge } = await besiegedOwner();
    expectProofRequired(await login(ctx, 'owner', { username: owner.email, password: testPassword }, newAddress()));
    expect((await signInWith(owner.email, await solve(challenge))).statusCode).toBe(200);
  });

  it('refuses a wrong solution', async () => {
    const { owner, challenge } = await besiegedOwner();
    const proof = await solve(challenge);
    const wrongKey = { ...proof, solution: { ...proof.solution, derivedKey: '00'.repeat(32) } };
    expectProofRequired(await signInWith(owner.email, wrongKey));
    expect((await signInWith(owner.email, proof)).statusCode).toBe(200);
  });

  it('refuses a challenge changed to be easier, or made up by someone else', async () => {
    const { owner, challenge } = await besiegedOwner();
    const proof = await solve(challenge);
    const easier = { ...proof, challenge: { ...proof.challenge, parameters: { ...proof.challenge.parameters, cost: 1 + proof.challenge.parameters.cost } } };
    expectProofRequired(await signInWith(owner.email, easier));

    const forged = proofChallengeSchema.parse(
      await createChallenge({
        algorithm: 'PBKDF2/SHA-256',
        cost: 1,
        counter: 1,
        deriveKey,
        hmacSignatureSecret: 'a secret that is not ours',
        hmacKeySignatureSecret: 'another secret that is not ours',
        data: { expires: Math.floor(clock.now().getTime() / 1000) + 600, maxCounter: 1 },
      }),
    );
    expectProofRequired(await signInWith(owner.email, await solve(forged)));
  });

  it('accepts each solution once', async () => {
    const { owner, challenge } = await besiegedOwner();
    const proof = await solve(challenge);
    expect((await signInWith(owner.email, proof)).statusCode).toBe(200);
    expectProofRequired(await signInWith(owner.email, proof));
  });

  it('spends a solution on a wrong password too', async () => {
    const { owner, challenge } = await besiegedOwner();
    const proof = await solve(challenge);
    expect((await login(ctx, 'owner', { username: owner.email, password: 'still-guessing', proof }, newAddress())).statusCode).toBe(400);
    expectProofRequired(await signInWith(owner.email, proof));
  });

  it('refuses a challenge answered after it expired', async () => {
    const { owner, challenge } = await besiegedOwner();
    const proof = await solve(challenge);
    clock.advance(quickProofPolicy.proofOfWork.lifetimeMs + 1000);
    expect(quickProofPolicy.proofOfWork.lifetimeMs + 1000).toBeLessThan(quickProofPolicy.proofAfterAccountFailures.windowMs);
    expectProofRequired(await signInWith(owner.email, proof));
    // The next test starts with the account windows of this one closed.
    clock.advance(minutes(15));
  });

  it('is signed with a secret kept in the database, so any instance checks what another handed out, and never logged', async () => {
    const { owner, challenge } = await besiegedOwner();
    const second = await buildApp({ config: ctx.config, db: ctx.database, clock, rateLimits: { signIn: quickProofPolicy } });
    try {
      const response = await second.inject({
        method: 'POST',
        url: '/api/v1/passport/owner/login',
        payload: { username: owner.email, password: testPassword, proof: await solve(challenge) },
        remoteAddress: newAddress(),
      });
      expect(response.statusCode).toBe(200);
    } finally {
      await second.close();
    }
    const secrets = (await readMeta(ctx.database.db, 'proofOfWorkSecrets')) as { signature: string; key: string };
    expect(secrets.signature).toMatch(/^[\w-]{43}$/);
    const logged = JSON.stringify(logs.entries);
    expect(logged).not.toContain(secrets.signature);
    expect(logged).not.toContain(secrets.key);
  });
});
