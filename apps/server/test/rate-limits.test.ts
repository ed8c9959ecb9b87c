import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createRateLimiter, defaultRateLimits } from '../src/identity/rate-limiter';
import { createEstimator, createOwner, testPassword, uniqueEmail } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createTestClock, minutes } from './helpers/test-clock';

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
    ctx = await buildTestApp({ clock });
  });
  afterAll(() => ctx.close());

  const post = (url: string, payload: object, remoteAddress = newAddress()) =>
    ctx.app.inject({ method: 'POST', url, payload, remoteAddress });
  const ownerLogin = (username: string, password: string, remoteAddress?: string) =>
    post('/api/v1/passport/owner/login', { username, password }, remoteAddress);

  function expectTooMany(response: Awaited<ReturnType<typeof post>>, retryAfterSeconds?: number) {
    expect(response.statusCode).toBe(429);
    expect(response.json()).toMatchObject({ statusCode: 429, code: 'too_many_requests' });
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    if (retryAfterSeconds !== undefined) expect(retryAfter).toBe(retryAfterSeconds);
  }

  describe('sign-in', () => {
    const { limit } = defaultRateLimits.loginFailuresPerAccount;

    it(`refuses an account after ${limit} failures from anywhere, even with the right password, until the window ends`, async () => {
      const owner = await createOwner(ctx);
      for (let attempt = 0; attempt < limit; attempt += 1) {
        expect((await ownerLogin(owner.email, `wrong-${attempt}`)).statusCode).toBe(400);
      }
      clock.advance(minutes(5));
      expectTooMany(await ownerLogin(owner.email, testPassword), 10 * 60);
      clock.advance(minutes(10));
      expect((await ownerLogin(owner.email, testPassword)).statusCode).toBe(200);
    });

    it('forgets the failures of an account once it signs in', async () => {
      const owner = await createOwner(ctx);
      for (let attempt = 0; attempt < limit - 1; attempt += 1) await ownerLogin(owner.email, 'wrong-password');
      expect((await ownerLogin(owner.email, testPassword)).statusCode).toBe(200);
      for (let attempt = 0; attempt < limit - 1; attempt += 1) await ownerLogin(owner.email, 'wrong-password');
      expect((await ownerLogin(owner.email, testPassword)).statusCode).toBe(200);
    });

    it('counts each kind of account apart', async () => {
      const email = uniqueEmail('both');
      await createOwner(ctx, { email });
      await createEstimator(ctx, { email });
      for (let attempt = 0; attempt < limit; attempt += 1) await ownerLogin(email, 'wrong-password');
      expectTooMany(await ownerLogin(email, testPassword));
      const estimator = await post('/api/v1/passport/estimator/login', { username: email, password: testPassword });
      expect(estimator.statusCode).toBe(200);
    });

    it(`refuses an address after ${defaultRateLimits.loginFailuresPerIp.limit} failures whatever the accounts`, async () => {
      const address = newAddress();
      for (let attempt = 0; attempt < defaultRateLimits.loginFailuresPerIp.limit; attempt += 1) {
        expect((await ownerLogin(uniqueEmail('sweep'), 'wrong-password', address)).statusCode).toBe(400);
      }
      const owner = await createOwner(ctx);
      expectTooMany(await ownerLogin(owner.email, testPassword, address));
      expectTooMany(await post('/api/v1/administrator/login', { username: owner.email, password: testPassword }, address));
      expect((await ownerLogin(owner.email, testPassword, newAddress())).statusCode).toBe(200);
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

  describe('across instances', () => {
    it('is counted in the database, so every API instance sees the same counts', async () => {
      const second = await buildApp({ config: ctx.config, db: ctx.database, clock });
      try {
        const owner = await createOwner(ctx);
        const { limit } = defaultRateLimits.loginFailuresPerAccount;
        for (let attempt = 0; attempt < limit; attempt += 1) {
          const app = attempt % 2 === 0 ? ctx.app : second;
          await app.inject({
            method: 'POST',
            url: '/api/v1/passport/owner/login',
            payload: { username: owner.email, password: 'wrong-password' },
            remoteAddress: newAddress(),
          });
        }
        const response = await second.inject({
          method: 'POST',
          url: '/api/v1/passport/owner/login',
          payload: { username: owner.email, password: testPassword },
          remoteAddress: newAddress(),
        });
        expect(response.statusCode).toBe(429);
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
