import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkTokens, owners, sessions } from '../../db/schema';
import { bearer, createOwner, signIn, testPassword, uniqueEmail } from '../../../test/helpers/accounts';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { lastLinkTo, lastMailTo } from '../../../test/helpers/outbox';
import { createTestClock, days, minutes } from '../../../test/helpers/test-clock';

const selfUrl = '/api/v1/owner/self';

describe('the owner own account', () => {
  let ctx: TestApp;
  const clock = createTestClock();

  beforeAll(async () => {
    ctx = await buildTestApp({ clock });
  });
  afterAll(() => ctx.close());

  const get = (token: string) => ctx.app.inject({ method: 'GET', url: selfUrl, headers: bearer(token) });
  const patch = (token: string, payload: object) => ctx.app.inject({ method: 'PATCH', url: selfUrl, headers: bearer(token), payload });
  const remove = (token: string, payload: object) => ctx.app.inject({ method: 'DELETE', url: selfUrl, headers: bearer(token), payload });
  const login = (username: string, password: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/v1/passport/owner/login', payload: { username, password } });

  async function signedInOwner(fields: Parameters<typeof createOwner>[1] = {}) {
    const owner = await createOwner(ctx, fields);
    return { owner, token: await signIn(ctx, 'owner', owner.id) };
  }

  describe('GET /self', () => {
    it('shows the owner only themselves', async () => {
      const a = await signedInOwner({ companyName: 'A Corp', ln: 'ru' });
      const b = await signedInOwner({ companyName: 'B Corp' });
      expect((await get(a.token)).json()).toMatchObject({ _id: a.owner.id, email: a.owner.email, companyName: 'A Corp', ln: 'ru' });
      expect((await get(b.token)).json()).toMatchObject({ _id: b.owner.id, email: b.owner.email, companyName: 'B Corp', ln: 'en' });
    });

    it('answers 401 without a token, with an unknown one, and with a malformed header', async () => {
      expect((await ctx.app.inject({ method: 'GET', url: selfUrl })).statusCode).toBe(401);
      expect((await get('x'.repeat(43))).json()).toMatchObject({ statusCode: 401, code: 'unauthorized' });
      const basic = await ctx.app.inject({ method: 'GET', url: selfUrl, headers: { authorization: 'Basic abc' } });
      expect(basic.statusCode).toBe(401);
    });
  });

  describe('sessions', () => {
    it('live 30 days after their last use: using one keeps it alive, leaving it ends it', async () => {
      const { token } = await signedInOwner();
      clock.advance(days(29));
      expect((await get(token)).statusCode).toBe(200);
      clock.advance(days(29));
      expect((await get(token)).statusCode).toBe(200);
      clock.advance(days(30));
      expect((await get(token)).json()).toMatchObject({ statusCode: 401, code: 'unauthorized' });
    });

    it('follow SESSION_TTL_DAYS', async () => {
      const shortLived = await buildTestApp({ clock, env: { SESSION_TTL_DAYS: '1' } });
      try {
        const owner = await createOwner(shortLived);
        const token = await signIn(shortLived, 'owner', owner.id);
        const call = () => shortLived.app.inject({ method: 'GET', url: selfUrl, headers: bearer(token) });
        clock.advance(days(1) - minutes(1));
        expect((await call()).statusCode).toBe(200);
        clock.advance(days(1));
        expect((await call()).statusCode).toBe(401);
      } finally {
        await shortLived.close();
      }
    });
  });

  describe('PATCH /self', () => {
    it('changes the company and the language without a password', async () => {
      const { token } = await signedInOwner({ companyName: 'Old' });
      const response = await patch(token, { companyName: 'New Co', ln: 'ru' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ companyName: 'New Co', ln: 'ru' });
      expect((await patch(token, { companyName: '' })).json().companyName).toBeNull();
      expect((await patch(token, {})).json()).toMatchObject({ ln: 'ru' });
    });

    it('changes the password with the current one and ends the other sessions', async () => {
      const { owner, token } = await signedInOwner();
      const other = await signIn(ctx, 'owner', owner.id);
      const response = await patch(token, { password: 'next-password', currentPassword: testPassword });
      expect(response.statusCode).toBe(200);
      expect((await get(token)).statusCode).toBe(200);
      expect((await get(other)).statusCode).toBe(401);
      expect((await login(owner.email, testPassword)).json()).toMatchObject({ code: 'invalid_credentials' });
      expect((await login(owner.email, 'next-password')).statusCode).toBe(200);
    });

    it('refuses a new password or email without the right current password', async () => {
      const { owner, token } = await signedInOwner();
      const wrong = await patch(token, { password: 'next-password', currentPassword: 'not-it' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ code: 'wrong_password', field: 'currentPassword' });
      const missing = await patch(token, { email: uniqueEmail() });
      expect(missing.json()).toMatchObject({ code: 'validation', field: 'currentPassword', rule: 'required' });
      const short = await patch(token, { password: '123', currentPassword: testPassword });
      expect(short.json()).toMatchObject({ code: 'validation', field: 'password', rule: 'minLength', params: { length: 6 } });
      expect((await login(owner.email, testPassword)).statusCode).toBe(200);
    });

    it('changes the email, which must be verified again through a link mailed to it', async () => {
      const { owner, token } = await signedInOwner({ status: 'verified', needVerify: false, verifiedAt: clock.now(), area: 'owner-mobile' });
      const email = uniqueEmail('moved');
      const response = await patch(token, { email: email.toUpperCase(), currentPassword: testPassword });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ email, status: 'unverified', accessRules: { needVerify: true } });

      const mail = await lastMailTo(ctx, email);
      expect(mail.subject).toBe('Confirm your email for Teamcast');
      const { url, token: linkToken } = await lastLinkTo(ctx, email);
      expect(url.pathname).toBe('/owner-mobile/magic-link');
      const verified = await ctx.app.inject({ method: 'POST', url: `/api/v1/passport/owner/login/magic/${linkToken}` });
      expect((await get(verified.json().token)).json()).toMatchObject({ email, status: 'verified' });
      expect((await login(owner.email, testPassword)).json()).toMatchObject({ code: 'invalid_credentials' });
      expect((await login(email, testPassword)).statusCode).toBe(200);
    });

    it('keeps the verification when the email is sent unchanged', async () => {
      const { owner, token } = await signedInOwner({ status: 'verified', needVerify: false });
      const response = await patch(token, { email: owner.email });
      expect(response.json()).toMatchObject({ status: 'verified' });
    });

    it('answers 409 email_in_use for an email another owner has, and changes nothing', async () => {
      const { owner, token } = await signedInOwner();
      const other = await createOwner(ctx);
      const response = await patch(token, { email: other.email, currentPassword: testPassword, ln: 'ru' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'email_in_use' });
      expect((await get(token)).json()).toMatchObject({ email: owner.email, ln: 'en' });
    });

    it('lets owner B change nothing of owner A', async () => {
      const a = await signedInOwner({ companyName: 'A Corp' });
      const b = await signedInOwner();
      await patch(b.token, { companyName: 'Taken over', ln: 'ru' });
      expect((await get(a.token)).json()).toMatchObject({ companyName: 'A Corp', ln: 'en' });
    });
  });

  describe('DELETE /self', () => {
    it.each([
      ['ru', 'Удалить'],
      ['en', 'Delete'],
    ])('deletes the owner with the %s confirmation word, their sessions and links', async (ln, confirmation) => {
      const { owner, token } = await signedInOwner();
      await ctx.app.inject({ method: 'POST', url: '/api/v1/passport/owner/mail/login-link', payload: { username: owner.email } });
      const response = await remove(token, { confirmation, ln });
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect((await get(token)).statusCode).toBe(401);
      const db = ctx.database.db;
      expect(await db.$count(owners, eq(owners.id, owner.id))).toBe(0);
      expect(await db.$count(sessions, and(eq(sessions.accountKind, 'owner'), eq(sessions.accountId, owner.id)))).toBe(0);
      expect(await db.$count(linkTokens, eq(linkTokens.accountId, owner.id))).toBe(0);
      expect((await login(owner.email, testPassword)).json()).toMatchObject({ code: 'invalid_credentials' });
    });

    it.each([
      ['ru', 'Delete'],
      ['en', 'Удалить'],
      ['en', 'delete'],
      ['ru', ''],
    ])('refuses with ln %s and the word "%s"', async (ln, confirmation) => {
      const { token } = await signedInOwner();
      const response = await remove(token, { confirmation, ln });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation', field: 'confirmation', rule: 'deleteConfirmation' });
      expect((await get(token)).statusCode).toBe(200);
    });

    it('deletes only the signed-in owner', async () => {
      const a = await signedInOwner();
      const b = await signedInOwner();
      expect((await remove(b.token, { confirmation: 'Delete', ln: 'en' })).statusCode).toBe(204);
      expect((await get(a.token)).json()).toMatchObject({ _id: a.owner.id });
    });
  });
});
