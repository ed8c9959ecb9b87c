import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createOwner, signIn, testPassword } from '../../test/helpers/accounts';
import { buildTestApp, type TestApp } from '../../test/helpers/build-test-app';
import { failPatiently, login, loginLikeTheBrowser, newAddress, quickProofPolicy, type LoginResponse } from '../../test/helpers/sign-in';
import { createTestClock, minutes } from '../../test/helpers/test-clock';

const seconds = (count: number) => count * 1000;

function expectDelayed(response: LoginResponse, waitSeconds: number) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toMatchObject({ code: 'login_delayed', params: { retryAfter: waitSeconds } });
  expect(response.headers['retry-after']).toBe(String(waitSeconds));
}

describe('the wait of one account at one address', () => {
  let ctx: TestApp;
  const clock = createTestClock();
  const { freeFailures } = quickProofPolicy.pair;

  beforeAll(async () => {
    ctx = await buildTestApp({ clock, rateLimits: { signIn: quickProofPolicy } });
  });
  afterAll(() => ctx.close());

  const attempt = (username: string, password: string, address: string) => loginLikeTheBrowser(ctx, 'owner', { username, password }, address).then((r) => r.response);

  it(`is nothing for ${freeFailures} failures, then 1 s, 2 s, 4 s, answered 429 login_delayed without looking at the password`, async () => {
    const owner = await createOwner(ctx);
    const address = newAddress();
    for (let failure = 0; failure <= freeFailures; failure += 1) expect((await attempt(owner.email, 'wrong', address)).statusCode).toBe(400);

    // The right password changes nothing while the pair waits.
    expectDelayed(await attempt(owner.email, testPassword, address), 1);
    clock.advance(seconds(1));
    expect((await attempt(owner.email, 'wrong', address)).statusCode).toBe(400);
    expectDelayed(await attempt(owner.email, 'wrong', address), 2);
    clock.advance(seconds(1));
    expectDelayed(await attempt(owner.email, testPassword, address), 1);
    clock.advance(seconds(1));
    expect((await attempt(owner.email, 'wrong', address)).statusCode).toBe(400);
    expectDelayed(await attempt(owner.email, testPassword, address), 4);

    // The same account from another address is not slowed down at all.
    expect((await attempt(owner.email, testPassword, newAddress())).statusCode).toBe(200);
    expectDelayed(await attempt(owner.email, testPassword, address), 4);
  });

  it('starts afresh after a success from that address', async () => {
    const owner = await createOwner(ctx);
    const address = newAddress();
    await failPatiently(ctx, clock, 'owner', { username: owner.email }, address, freeFailures + 2);
    expectDelayed(await attempt(owner.email, testPassword, address), 2);
    clock.advance(seconds(2));
    expect((await attempt(owner.email, testPassword, address)).statusCode).toBe(200);
    for (let failure = 0; failure < freeFailures; failure += 1) expect((await attempt(owner.email, 'wrong', address)).statusCode).toBe(400);
    expect((await attempt(owner.email, testPassword, address)).statusCode).toBe(200);
  });

  it('grows to 15 minutes at most, and is forgotten after a day without attempts', async () => {
    const owner = await createOwner(ctx);
    const address = newAddress();
    await failPatiently(ctx, clock, 'owner', { username: owner.email }, address, 30);
    expectDelayed(await attempt(owner.email, testPassword, address), 15 * 60);
    clock.advance(minutes(24 * 60));
    for (let failure = 0; failure < freeFailures; failure += 1) expect((await attempt(owner.email, 'wrong', address)).statusCode).toBe(400);
  });

  it('counts parallel guesses as they arrive, so a burst gets no more tries than a sequence', async () => {
    const owner = await createOwner(ctx);
    const address = newAddress();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, n) => login(ctx, 'owner', { username: owner.email, password: `burst-${n}` }, address)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(freeFailures + 1);
    expect(statuses.every((status) => [400, 428, 429].includes(status))).toBe(true);
  });

  it('is kept in the database, so every API instance sees it', async () => {
    const second = await buildApp({ config: ctx.config, db: ctx.database, clock, rateLimits: { signIn: quickProofPolicy } });
    try {
      const owner = await createOwner(ctx);
      const address = newAddress();
      for (let failure = 0; failure <= freeFailures; failure += 1) {
        const app = failure % 2 === 0 ? ctx.app : second;
        const response = await app.inject({
          method: 'POST',
          url: '/api/v1/passport/owner/login',
          payload: { username: owner.email, password: 'wrong' },
          remoteAddress: address,
        });
        expect(response.statusCode).toBe(400);
      }
      const response = await second.inject({
        method: 'POST',
        url: '/api/v1/passport/owner/login',
        payload: { username: owner.email, password: testPassword },
        remoteAddress: address,
      });
      expectDelayed(response, 1);
    } finally {
      await second.close();
    }
  });

  describe('for the current password asked again inside a session', () => {
    const patch = (token: string, body: object) =>
      ctx.app.inject({ method: 'PATCH', url: '/api/v1/owner/self', headers: { authorization: `Bearer ${token}` }, payload: body, remoteAddress: newAddress() });

    it('slows a stolen session down on its own, not the owner in theirs', async () => {
      const owner = await createOwner(ctx);
      const stolen = await signIn(ctx, 'owner', owner.id);
      const own = await signIn(ctx, 'owner', owner.id);
      for (let failure = 0; failure <= freeFailures; failure += 1) {
        expect((await patch(stolen, { password: 'taken-over-1', currentPassword: `guess-${failure}` })).json()).toMatchObject({ code: 'wrong_password' });
      }
      const waiting = await patch(stolen, { password: 'taken-over-1', currentPassword: testPassword });
      expect(waiting.statusCode).toBe(429);
      expect(waiting.json()).toMatchObject({ code: 'too_many_requests' });
      expect(waiting.headers['retry-after']).toBe('1');

      expect((await patch(own, { password: 'my-new-password-1', currentPassword: testPassword })).statusCode).toBe(200);
    });

    it('is not stopped by a stranger failing to sign in to the account', async () => {
      const owner = await createOwner(ctx);
      const session = await signIn(ctx, 'owner', owner.id);
      for (let bot = 0; bot < 30; bot += 1) await login(ctx, 'owner', { username: owner.email, password: `guess-${bot}` }, newAddress());
      expect((await patch(session, { password: 'my-new-password-1', currentPassword: testPassword })).statusCode).toBe(200);
    });

    it('counts its failures against the account, so unknown devices then bring a proof', async () => {
      const owner = await createOwner(ctx);
      const stolen = await signIn(ctx, 'owner', owner.id);
      await failPatiently(ctx, clock, 'owner', { username: owner.email }, newAddress(), 4);
      for (let failure = 0; failure < 6; failure += 1) await patch(stolen, { password: 'taken-over-1', currentPassword: `guess-${failure}` });
      const fresh = await loginLikeTheBrowser(ctx, 'owner', { username: owner.email, password: testPassword }, newAddress());
      expect(fresh).toMatchObject({ proved: true, response: { statusCode: 200 } });
    });
  });
});
