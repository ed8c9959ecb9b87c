import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createRateLimiter, defaultRateLimits } from './rate-limiter';
import { createEstimator, createOwner, testPassword, uniqueEmail } from '../../test/helpers/accounts';
import { buildTestApp, type TestApp } from '../../test/helpers/build-test-app';
import { login, loginLikeTheBrowser, quickProofPolicy } from '../../test/helpers/sign-in';
import { createTestClock, minutes } from '../../test/helpers/test-clock';

let addressCounter = 0;
/** A client address no other test uses, so that tests do not share per-address counters. */
function newAddress(): string {
  addressCounter += 1;
  return `10.9.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

describe('rate limits', () => {
  let ctx: TestApp;
  const clock = createTestClock();

  beforeAll(async () => {
    ctx = await buildTestApp({ clock, rateLimits: { signIn: quickProofPolicy } });
  });
  afterAll(() => ctx.close());

  const post = (url: string, payload: object, remoteAddress = newAddress()) =>
    ctx.app.inject({ method: 'POST', url, payload, remoteAddress });

  function expectTooMany(response: Awaited<ReturnType<typeof post>>, retryAfterSeconds?: number) {
    expect(response.statusCode).toBe(429);
    expect(response.json()).toMatchObject({ statusCode: 429, code: 'too_many_requests' });
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    if (retryAfterSeconds !== undefined) expect(retryAfter).toBe(retryAfterSeconds);
  }

  // Password sign-ins are never refused by a window any more; the throttle has tests of its own (sign-in-*.test.ts).
  describe('sign-in', () => {
    const { proofAfterAccountFailures, proofAfterAddressFailures } = quickProofPolicy;

    it(`no longer refuses an account after ${proofAfterAccountFailures.limit} failures from anywhere: the right password only brings a proof`, async () => {
      const owner = await createOwner(ctx);
      for (let attempt = 0; attempt < proofAfterAccountFailures.limit; attempt += 1) {
        expect((await login(ctx, 'owner', { username: owner.email, password: `wrong-${attempt}` }, newAddress())).statusCode).toBe(400);
      }
      expect(await loginLikeTheBrowser(ctx, 'owner', { username: owner.email, password: testPassword }, newAddress())).toMatchObject({
        proved: true,
        response: { statusCode: 200 },
      });
    });

    it('counts each kind of account apart', async () => {
      const email = uniqueEmail('both');
      await createOwner(ctx, { email });
      await createEstimator(ctx, { email });
      for (let attempt = 0; attempt < proofAfterAccountFailures.limit; attempt += 1) {
        await login(ctx, 'owner', { username: email, password: 'wrong-password' }, newAddress());
      }
      expect((await login(ctx, 'owner', { username: email, password: testPassword }, newAddress())).statusCode).toBe(428);
      expect((await login(ctx, 'estimator', { username: email, password: testPassword }, newAddress())).statusCode).toBe(200);
    });

    it(`no longer refuses an address after ${proofAfterAddressFailures.limit} failures whatever the accounts: it asks for a proof`, async () => {
      const address = newAddress();
      for (let attempt = 0; attempt < proofAfterAddressFailures.limit; attempt += 1) {
        expect((await login(ctx, 'owner', { username: uniqueEmail('sweep'), password: 'wrong-password' }, address)).statusCode).toBe(400);
      }
      const owner = await createOwner(ctx);
      expect((await login(ctx, 'owner', { username: owner.email, password: testPassword }, address)).statusCode).toBe(428);
      expect((await login(ctx, 'administrator', { username: owner.email, password: testPassword }, address)).statusCode).toBe(428);
      expect(await loginLikeTheBrowser(ctx, 'owner', { username: owner.email, password: testPassword }, address)).toMatchObject({
        response: { statusCode: 200 },
      });
    });
  });

  describe('mails with links', () => {
    const perEmail = defaultRateLimits.linkMailsPerEmail.limit;

    it.each([
      ['/api/v1/passport/owner/mail/login-link', 202],
      ['/api/v1/passport/owner/mail/forgot-password', 202],
      ['/api/v1/passport/estimator/mail/login-link', 202],
    ])(`%s sends at most ${perEmail} mails to one address, from any client`, async (url, status) => {
      const owner = await createOwner(ctx);
      await createEstimator(ctx, { email: owner.email });
      for (let request = 0; request < perEmail; request += 1) {
        expect((await post(url, { username: owner.email })).statusCode).toBe(status);
      }
      expectTooMany(await post(url, { username: owner.email }), 15 * 60);
      clock.advance(minutes(15));
      expect((await post(url, { username: owner.email })).statusCode).toBe(status);
    });

    it('counts unknown addresses too, so a refusal tells nothing about an account', async () => {
      const stranger = uniqueEmail('stranger');
      for (let request = 0; request < perEmail; request += 1) {
        expect((await post('/api/v1/passport/owner/mail/login-link', { username: stranger })).statusCode).toBe(202);
      }
      expectTooMany(await post('/api/v1/passport/owner/mail/login-link', { username: stranger }));
    });

    it(`accepts at most ${defaultRateLimits.linkMailsPerIp.limit} link requests from one address`, async () => {
      const address = newAddress();
      for (let request = 0; request < defaultRateLimits.linkMailsPerIp.limit; request += 1) {
        expect((await post('/api/v1/passport/estimator/mail/login-link', { username: uniqueEmail() }, address)).statusCode).toBe(202);
      }
      expectTooMany(await post('/api/v1/passport/owner/mail/forgot-password', { username: uniqueEmail() }, address));
    });

    it('limits resending the verification mail too', async () => {
      const { token } = (
        await post('/api/v1/passport/owner/signup', { email: uniqueEmail('resend'), password: 'secret-1', consent: true })
      ).json();
      const resend = () =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/v1/passport/owner/mail/verification-link',
          headers: { authorization: `Bearer ${token}` },
          payload: {},
          remoteAddress: newAddress(),
        });
      for (let request = 0; request < perEmail; request += 1) expect((await resend()).statusCode).toBe(202);
      expectTooMany(await resend());
    });
  });

  describe('sign-ups and messages to the team', () => {
    it(`accepts ${defaultRateLimits.signupsPerIp.limit} sign-ups an hour from one address`, async () => {
      const address = newAddress();
      const signup = () => post('/api/v1/passport/owner/signup', { email: uniqueEmail('bulk'), password: 'secret-1', consent: true }, address);
      for (let request = 0; request < defaultRateLimits.signupsPerIp.limit; request += 1) expect((await signup()).statusCode).toBe(201);
      expectTooMany(await signup(), 60 * 60);
    });

    it(`accepts ${defaultRateLimits.teamMessagesPerIp.limit} join requests and contact messages an hour from one address`, async () => {
      const address = newAddress();
      for (let request = 0; request < defaultRateLimits.teamMessagesPerIp.limit / 2; request += 1) {
        expect((await post('/api/v1/passport/owner/join/request', { email: uniqueEmail() }, address)).statusCode).toBe(202);
        expect((await post('/api/v1/passport/owner/mail/contact', { email: uniqueEmail(), message: 'Hi' }, address)).statusCode).toBe(202);
      }
      expectTooMany(await post('/api/v1/passport/owner/mail/contact', { email: uniqueEmail(), message: 'Hi' }, address));
    });
  });

  describe('the sign-up limit set by the operator', () => {
    it('takes SIGNUPS_PER_IP_PER_HOUR sign-ups from one address, then refuses', async () => {
      const small = await buildTestApp({ clock, env: { SIGNUPS_PER_IP_PER_HOUR: '3' } });
      try {
        const address = newAddress();
        const signup = () =>
          small.app.inject({
            method: 'POST',
            url: '/api/v1/passport/owner/signup',
            payload: { email: uniqueEmail('office'), password: 'secret-1', consent: true },
            remoteAddress: address,
          });
        for (let request = 0; request < 3; request += 1) expect((await signup()).statusCode).toBe(201);
        expectTooMany(await signup(), 60 * 60);
      } finally {
        await small.close();
      }
    });
  });

  describe('across instances', () => {
    it('is counted in the database, so every API instance sees the same counts', async () => {
      const second = await buildApp({ config: ctx.config, db: ctx.database, clock });
      try {
        const owner = await createOwner(ctx);
        const { limit } = defaultRateLimits.linkMailsPerEmail;
        for (let request = 0; request < limit; request += 1) {
          const app = request % 2 === 0 ? ctx.app : second;
          const response = await app.inject({
            method: 'POST',
            url: '/api/v1/passport/owner/mail/login-link',
            payload: { username: owner.email },
            remoteAddress: newAddress(),
          });
          expect(response.statusCode).toBe(202);
        }
        expectTooMany(await second.inject({
          method: 'POST',
          url: '/api/v1/passport/owner/mail/login-link',
          payload: { username: owner.email },
          remoteAddress: newAddress(),
        }));
      } finally {
        await second.close();
      }
    });

    it('loses no hit when requests race', async () => {
      const limiter = createRateLimiter(ctx.database.db, clock, { ...defaultRateLimits, linkMailsPerIp: { limit: 20, windowMs: minutes(1) } });
      const results = await Promise.allSettled(
        Array.from({ length: 25 }, () => limiter.consume([['linkMailsPerIp', 'race-address']])),
      );
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(20);
      expect(results.filter((result) => result.status === 'rejected')).toHaveLength(5);
    });
  });
});
