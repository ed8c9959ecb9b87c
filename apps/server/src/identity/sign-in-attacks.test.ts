import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountKind } from './account-kind';
import { defaultAdministratorEmail } from '../modules/administrator/first-administrator';
import { createAdministrator, createEstimator, createOwner, testPassword, uniqueEmail } from '../../test/helpers/accounts';
import { buildTestApp, type TestApp } from '../../test/helpers/build-test-app';
import { failPatiently, login, loginLikeTheBrowser, newAddress, quickProofPolicy } from '../../test/helpers/sign-in';
import { createTestClock } from '../../test/helpers/test-clock';

/**
 * What a stranger can do to someone else's account by failing to sign in to it: slow themselves down,
 * and make sign-ins from unknown devices do a little work. Never keep the real user out.
 */
describe('sign-in attacks do not lock the real user out', () => {
  let ctx: TestApp;
  const clock = createTestClock();

  beforeAll(async () => {
    ctx = await buildTestApp({ clock, rateLimits: { signIn: quickProofPolicy } });
  });
  afterAll(() => ctx.close());

  /** A first sign-in on the user's own device, which answers the token that makes the device known. */
  async function knownDevice(kind: AccountKind, username: string): Promise<string> {
    const response = await login(ctx, kind, { username, password: testPassword }, newAddress());
    expect(response.statusCode).toBe(200);
    return response.json<{ deviceToken: string }>().deviceToken;
  }

  it('60 wrong passwords from one address stop neither the owner at another address nor their known device at that one', async () => {
    const owner = await createOwner(ctx);
    const deviceToken = await knownDevice('owner', owner.email);
    const attacker = newAddress();
    await failPatiently(ctx, clock, 'owner', { username: owner.email }, attacker, 60);

    // The attacker's own address waits, even with the right password.
    const attackerNow = await login(ctx, 'owner', { username: owner.email, password: testPassword }, attacker);
    expect(attackerNow.statusCode).toBe(429);
    expect(attackerNow.json()).toMatchObject({ code: 'login_delayed' });

    const elsewhere = await loginLikeTheBrowser(ctx, 'owner', { username: owner.email, password: testPassword }, newAddress());
    expect(elsewhere.response.statusCode).toBe(200);
    expect(elsewhere.response.json()).toMatchObject({ token: expect.any(String), deviceToken: expect.any(String) });

    // The owner's own laptop, on the attacker's network, at once: no wait, no proof.
    const onDevice = await login(ctx, 'owner', { username: owner.email, password: testPassword, deviceToken }, attacker);
    expect(onDevice.statusCode).toBe(200);
    expect(onDevice.json()).toMatchObject({ deviceToken });
  });

  it('a botnet failing once from each of 60 addresses only asks unknown devices for a proof of work', async () => {
    const estimator = await createEstimator(ctx);
    const deviceToken = await knownDevice('estimator', estimator.email);
    for (let bot = 0; bot < 60; bot += 1) {
      const response = await login(ctx, 'estimator', { username: estimator.email, password: `guess-${bot}` }, newAddress());
      // The first ten reach the password; the rest are asked for work and do none.
      expect(response.statusCode).toBe(bot < 10 ? 400 : 428);
    }

    const fresh = await loginLikeTheBrowser(ctx, 'estimator', { username: estimator.email, password: testPassword }, newAddress());
    expect(fresh).toMatchObject({ proved: true, response: { statusCode: 200 } });
    const onDevice = await login(ctx, 'estimator', { username: estimator.email, password: testPassword, deviceToken }, newAddress());
    expect(onDevice.statusCode).toBe(200);
  });

  it('60 failures from one address across accounts do not stop a correct sign-in from it once it solves the proof', async () => {
    const office = newAddress();
    for (let stuffed = 0; stuffed < 60; stuffed += 1) {
      const { response } = await loginLikeTheBrowser(ctx, 'owner', { username: uniqueEmail('stuffed'), password: 'leaked-password' }, office);
      expect(response.statusCode).toBe(400);
    }
    const owner = await createOwner(ctx);
    const colleague = await loginLikeTheBrowser(ctx, 'owner', { username: owner.email, password: testPassword }, office);
    expect(colleague).toMatchObject({ proved: true, response: { statusCode: 200 } });
  });

  it('the default administrator, whose address anyone can guess, cannot be locked out by a stranger', async () => {
    await createAdministrator(ctx, { email: defaultAdministratorEmail });
    const deviceToken = await knownDevice('administrator', defaultAdministratorEmail);
    const stranger = newAddress();
    await failPatiently(ctx, clock, 'administrator', { username: defaultAdministratorEmail }, stranger, 60);
    for (let bot = 0; bot < 40; bot += 1) {
      await loginLikeTheBrowser(ctx, 'administrator', { username: defaultAdministratorEmail, password: `guess-${bot}` }, newAddress());
    }

    const fromAnotherDesk = await loginLikeTheBrowser(ctx, 'administrator', { username: defaultAdministratorEmail, password: testPassword }, newAddress());
    expect(fromAnotherDesk.response.statusCode).toBe(200);
    const onDevice = await login(ctx, 'administrator', { username: defaultAdministratorEmail, password: testPassword, deviceToken }, stranger);
    expect(onDevice.statusCode).toBe(200);
  });
});
