import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estimators, linkTokens, sessions } from '../../db/schema';
import { bearer, createAdministrator, createEstimator, createOwner, signIn, testPassword, uniqueEmail } from '../../../test/helpers/accounts';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { lastLinkTo, lastMailTo, linkIn, mailsTo } from '../../../test/helpers/outbox';
import { createTestClock, days, minutes } from '../../../test/helpers/test-clock';

const admin = '/api/v1/administrator';
const estimatorPassport = '/api/v1/passport/estimator';

describe('administrators and estimators', () => {
  let ctx: TestApp;
  const clock = createTestClock();
  let adminToken: string;

  beforeAll(async () => {
    ctx = await buildTestApp({ clock });
    adminToken = await signIn(ctx, 'administrator', (await createAdministrator(ctx)).id);
  });
  afterAll(() => ctx.close());

  const inject = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token?: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  const estimatorSelf = (token: string) => inject('GET', '/api/v1/estimator/self', token);

  describe('administrator sign-in', () => {
    it('signs in, shows the administrator and signs out', async () => {
      const administrator = await createAdministrator(ctx);
      const response = await inject('POST', `${admin}/login`, undefined, { username: administrator.email, password: testPassword });
      expect(response.statusCode).toBe(200);
      const { token } = response.json();
      const self = await inject('GET', `${admin}/self`, token);
      expect(self.json()).toEqual({
        _id: administrator.id,
        email: administrator.email,
        ln: 'ru',
        createdAt: administrator.createdAt.toISOString(),
      });
      expect((await inject('POST', `${admin}/logout`, token)).statusCode).toBe(204);
      expect((await inject('GET', `${admin}/self`, token)).statusCode).toBe(401);
    });

    it('answers a wrong password with 400 invalid_credentials', async () => {
      const administrator = await createAdministrator(ctx);
      const response = await inject('POST', `${admin}/login`, undefined, { username: administrator.email, password: 'wrong-one' });
      expect(response.json()).toMatchObject({ statusCode: 400, code: 'invalid_credentials' });
    });
  });

  describe('estimators managed by administrators', () => {
    it('creates an estimator with a password, who signs in with it; the list shows the visit', async () => {
      const email = uniqueEmail('expert');
      const created = await inject('POST', `${admin}/estimators`, adminToken, {
        email: email.toUpperCase(),
        fullName: 'Пётр Иванов',
        password: 'estimator-1',
        information: 'Psychologist',
      });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toEqual({
        _id: expect.any(String),
        email,
        fullName: 'Пётр Иванов',
        information: 'Psychologist',
        createdAt: clock.now().toISOString(),
        lastVisitAt: null,
        profileCount: 0,
      });
      expect(await mailsTo(ctx, email)).toEqual([]);

      clock.advance(minutes(5));
      const login = await inject('POST', `${estimatorPassport}/login`, undefined, { username: email, password: 'estimator-1' });
      expect(login.statusCode).toBe(200);
      expect((await estimatorSelf(login.json().token)).json()).toEqual({
        _id: created.json()._id,
        estimator: { email, fullName: 'Пётр Иванов' },
        nextProfileBatch: null,
        hasPassword: true,
        ln: 'ru',
        createdAt: created.json().createdAt,
      });
      const list = (await inject('GET', `${admin}/estimators`, adminToken)).json();
      expect(list.items.find((item: { email: string }) => item.email === email)).toMatchObject({
        lastVisitAt: clock.now().toISOString(),
      });
    });

    it('lists estimators newest first', async () => {
      const older = await createEstimator(ctx, { createdAt: new Date('2026-01-01T00:00:00Z') });
      const newer = await createEstimator(ctx, { createdAt: new Date('2026-02-01T00:00:00Z') });
      const { items } = (await inject('GET', `${admin}/estimators`, adminToken)).json();
      const ids = items.map((item: { _id: string }) => item._id);
      expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    });

    it('invites an estimator created without a password with a sign-in link that works for 7 days', async () => {
      const email = uniqueEmail('invited');
      const created = await inject('POST', `${admin}/estimators`, adminToken, { email, fullName: 'Mary Smith', ln: 'en' });
      expect(created.statusCode).toBe(201);
      const mail = await lastMailTo(ctx, email);
      expect(mail.subject).toBe('Your Teamcast estimator account');
      expect(mail.text).toContain('Mary Smith');
      expect(mail.text).toContain('7 days');
      const { url, token } = linkIn(mail);
      expect(url.pathname).toBe('/estimator/magic-link');

      // No password yet: a password sign-in is refused like any wrong one.
      const refused = await inject('POST', `${estimatorPassport}/login`, undefined, { username: email, password: 'anything-1' });
      expect(refused.json()).toMatchObject({ code: 'invalid_credentials' });

      clock.advance(days(7) - minutes(1));
      const signedIn = await inject('POST', `${estimatorPassport}/login/magic/${token}`);
      expect(signedIn.json()).toMatchObject({ purpose: 'login' });
      const session = signedIn.json().token as string;
      expect((await inject('POST', `${estimatorPassport}/login/magic/${token}`)).statusCode).toBe(410);
      expect((await estimatorSelf(session)).json()).toMatchObject({ ln: 'en', estimator: { email } });

      // The estimator sets a password with only the new one, as the product's form sends it.
      const set = await inject('PATCH', '/api/v1/estimator/self', session, { password: 'my-own-pass' });
      expect(set.statusCode).toBe(200);
      expect((await inject('POST', `${estimatorPassport}/login`, undefined, { username: email, password: 'my-own-pass' })).statusCode).toBe(200);
    });

    it('lets an invitation expire after 7 days', async () => {
      const email = uniqueEmail('late');
      await inject('POST', `${admin}/estimators`, adminToken, { email, fullName: 'Late Reader' });
      const { token } = await lastLinkTo(ctx, email);
      clock.advance(days(7));
      expect((await inject('POST', `${estimatorPassport}/login/magic/${token}`)).json()).toMatchObject({ code: 'link_expired' });
    });

    it('answers 409 email_in_use for an existing estimator email', async () => {
      const existing = await createEstimator(ctx);
      const response = await inject('POST', `${admin}/estimators`, adminToken, { email: existing.email, fullName: 'Someone Else' });
      expect(response.json()).toMatchObject({ statusCode: 409, code: 'email_in_use', field: 'email' });
    });

    it.each([
      [{ fullName: 'R2D2' }, { field: 'fullName', rule: 'name' }],
      [{ email: 'nope' }, { field: 'email', rule: 'email' }],
      [{ password: '12' }, { field: 'password', rule: 'minLength' }],
    ])('refuses %j', async (fields, expected) => {
      const response = await inject('POST', `${admin}/estimators`, adminToken, { email: uniqueEmail(), fullName: 'Valid Name', ...fields });
      expect(response.json()).toMatchObject({ statusCode: 400, code: 'validation', ...expected });
    });

    it('deletes an estimator, ending their sessions and links', async () => {
      const estimator = await createEstimator(ctx);
      const token = await signIn(ctx, 'estimator', estimator.id);
      await inject('POST', `${estimatorPassport}/mail/login-link`, undefined, { username: estimator.email });
      const { token: link } = await lastLinkTo(ctx, estimator.email);

      expect((await inject('DELETE', `${admin}/estimators/${estimator.id}`, adminToken)).statusCode).toBe(204);
      expect((await estimatorSelf(token)).statusCode).toBe(401);
      expect((await inject('POST', `${estimatorPassport}/login/magic/${link}`)).statusCode).toBe(410);
      const db = ctx.database.db;
      expect(await db.$count(estimators, eq(estimators.id, estimator.id))).toBe(0);
      expect(await db.$count(sessions, and(eq(sessions.accountKind, 'estimator'), eq(sessions.accountId, estimator.id)))).toBe(0);
      expect(await db.$count(linkTokens, eq(linkTokens.accountId, estimator.id))).toBe(0);

      const again = await inject('DELETE', `${admin}/estimators/${estimator.id}`, adminToken);
      expect(again.json()).toMatchObject({ statusCode: 404, code: 'user_not_found' });
    });
  });

  describe('sign-in links sent by an administrator', () => {
    it('mails an owner a link to their own area', async () => {
      const owner = await createOwner(ctx, { area: 'love-mobile', ln: 'ru' });
      const response = await inject('POST', `${admin}/owners/${owner.id}/mail/login-link`, adminToken);
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ sent: true });
      const mail = await lastMailTo(ctx, owner.email);
      expect(mail.subject).toBe('Вход в Teamcast');
      expect(linkIn(mail).url.pathname).toBe('/love-mobile/magic-link');
      const signedIn = await inject('POST', `/api/v1/passport/owner/login/magic/${linkIn(mail).token}`);
      expect(signedIn.json()).toMatchObject({ purpose: 'login' });
      expect((await inject('POST', `/api/v1/passport/owner/login/magic/${linkIn(mail).token}`)).statusCode).toBe(410);
    });

    it('mails an estimator a link to the estimator area', async () => {
      const estimator = await createEstimator(ctx);
      expect((await inject('POST', `${admin}/estimators/${estimator.id}/mail/login-link`, adminToken)).statusCode).toBe(202);
      const { url, token } = await lastLinkTo(ctx, estimator.email);
      expect(url.pathname).toBe('/estimator/magic-link');
      expect((await inject('POST', `${estimatorPassport}/login/magic/${token}`)).statusCode).toBe(200);
    });

    it('answers 404 owner_not_found and user_not_found for missing accounts', async () => {
      const owner = await inject('POST', `${admin}/owners/no-such-owner/mail/login-link`, adminToken);
      expect(owner.json()).toMatchObject({ statusCode: 404, code: 'owner_not_found' });
      const estimator = await inject('POST', `${admin}/estimators/no-such-estimator/mail/login-link`, adminToken);
      expect(estimator.json()).toMatchObject({ statusCode: 404, code: 'user_not_found' });
      const other = await inject('POST', `${admin}/profiles/1/mail/login-link`, adminToken);
      expect(other.json()).toMatchObject({ statusCode: 400, field: 'target' });
    });
  });

  describe('estimator passport', () => {
    it('mails a sign-in link to a known estimator only, answering the same either way', async () => {
      const estimator = await createEstimator(ctx);
      const stranger = uniqueEmail();
      const known = await inject('POST', `${estimatorPassport}/mail/login-link`, undefined, { username: estimator.email });
      const unknown = await inject('POST', `${estimatorPassport}/mail/login-link`, undefined, { username: stranger });
      expect([known.statusCode, unknown.statusCode]).toEqual([202, 202]);
      expect(await mailsTo(ctx, stranger)).toEqual([]);
      const mail = await lastMailTo(ctx, estimator.email);
      expect(mail.subject).toBe('Вход в Teamcast');
    });

    it('uses a sign-in link once and records the visit', async () => {
      const estimator = await createEstimator(ctx);
      await inject('POST', `${estimatorPassport}/mail/login-link`, undefined, { username: estimator.email });
      const { token } = await lastLinkTo(ctx, estimator.email);
      clock.advance(minutes(10));
      expect((await inject('POST', `${estimatorPassport}/login/magic/${token}`)).statusCode).toBe(200);
      expect((await inject('POST', `${estimatorPassport}/login/magic/${token}`)).json()).toMatchObject({
        statusCode: 410,
        code: 'link_expired',
      });
      const [row] = await ctx.database.db.select().from(estimators).where(eq(estimators.id, estimator.id));
      expect(row?.lastVisitAt).toEqual(clock.now());
    });

    it('expires sign-in links after 60 minutes', async () => {
      const estimator = await createEstimator(ctx);
      await inject('POST', `${estimatorPassport}/mail/login-link`, undefined, { username: estimator.email });
      const { token } = await lastLinkTo(ctx, estimator.email);
      clock.advance(minutes(60));
      expect((await inject('POST', `${estimatorPassport}/login/magic/${token}`)).statusCode).toBe(410);
    });

    it('mails a password-reset link on request, which signs in for a new password and works once', async () => {
      const estimator = await createEstimator(ctx, { ln: 'en' });
      await inject('POST', `${estimatorPassport}/mail/login-link`, undefined, { username: estimator.email, purpose: 'reset' });
      const mail = await lastMailTo(ctx, estimator.email);
      expect(mail.subject).toBe('Reset your Teamcast password');
      const response = await inject('POST', `${estimatorPassport}/login/magic/${linkIn(mail).token}`);
      expect(response.json()).toMatchObject({ purpose: 'reset' });
      expect((await inject('POST', `${estimatorPassport}/login/magic/${linkIn(mail).token}`)).statusCode).toBe(410);

      await inject('POST', `${estimatorPassport}/mail/login-link`, undefined, { username: estimator.email, purpose: 'reset' });
      const late = await lastLinkTo(ctx, estimator.email);
      clock.advance(minutes(61));
      expect((await inject('POST', `${estimatorPassport}/login/magic/${late.token}`)).statusCode).toBe(410);
    });

    it('refuses an estimator link on the owner endpoint', async () => {
      const estimator = await createEstimator(ctx);
      await inject('POST', `${estimatorPassport}/mail/login-link`, undefined, { username: estimator.email });
      const { token } = await lastLinkTo(ctx, estimator.email);
      expect((await inject('POST', `/api/v1/passport/owner/login/magic/${token}`)).statusCode).toBe(410);
      expect((await inject('POST', `${estimatorPassport}/login/magic/${token}`)).statusCode).toBe(200);
    });

    it('changes the password and the language, ending the other sessions on a new password', async () => {
      const estimator = await createEstimator(ctx);
      const token = await signIn(ctx, 'estimator', estimator.id);
      const other = await signIn(ctx, 'estimator', estimator.id);
      const language = await inject('PATCH', '/api/v1/estimator/self', token, { ln: 'en' });
      expect(language.json()).toMatchObject({ ln: 'en' });
      expect((await estimatorSelf(other)).statusCode).toBe(200);

      const password = await inject('PATCH', '/api/v1/estimator/self', token, { password: 'fresh-pass-1', currentPassword: testPassword });
      expect(password.statusCode).toBe(200);
      expect((await estimatorSelf(token)).statusCode).toBe(200);
      expect((await estimatorSelf(other)).statusCode).toBe(401);
      const short = await inject('PATCH', '/api/v1/estimator/self', token, { password: '  abc ', currentPassword: 'fresh-pass-1' });
      expect(short.json()).toMatchObject({ code: 'validation', field: 'password', rule: 'minLength' });
    });

    it('asks the current password for a new one, so an open or stolen session cannot take the account', async () => {
      const estimator = await createEstimator(ctx);
      const token = await signIn(ctx, 'estimator', estimator.id);
      const missing = await inject('PATCH', '/api/v1/estimator/self', token, { password: 'taken-over-9' });
      expect(missing.json()).toMatchObject({ statusCode: 400, code: 'validation', field: 'currentPassword', rule: 'required' });
      const wrong = await inject('PATCH', '/api/v1/estimator/self', token, { password: 'taken-over-9', currentPassword: 'a-guess-of-it-1' });
      expect(wrong.json()).toMatchObject({ statusCode: 400, code: 'wrong_password', field: 'currentPassword' });
      const signIn1 = await inject('POST', `${estimatorPassport}/login`, undefined, { username: estimator.email, password: testPassword });
      expect(signIn1.statusCode).toBe(200);
    });

    it('lets a session just opened by a reset link, and an estimator invited without a password, set one without the current one', async () => {
      const estimator = await createEstimator(ctx);
      await inject('POST', `${estimatorPassport}/mail/login-link`, undefined, { username: estimator.email, purpose: 'reset' });
      const { token: link } = await lastLinkTo(ctx, estimator.email);
      const reset = (await inject('POST', `${estimatorPassport}/login/magic/${link}`)).json().token as string;
      expect((await inject('PATCH', '/api/v1/estimator/self', reset, { password: 'after-reset-7' })).statusCode).toBe(200);

      const invited = await createEstimator(ctx, { passwordHash: null });
      const session = await signIn(ctx, 'estimator', invited.id);
      expect((await estimatorSelf(session)).json()).toMatchObject({ hasPassword: false });
      const first = await inject('PATCH', '/api/v1/estimator/self', session, { password: 'first-choice-7' });
      expect(first.json()).toMatchObject({ hasPassword: true });
      const later = await inject('PATCH', '/api/v1/estimator/self', session, { password: 'second-choice-7' });
      expect(later.json()).toMatchObject({ code: 'validation', field: 'currentPassword' });
    });

    it('signs out', async () => {
      const estimator = await createEstimator(ctx);
      const token = await signIn(ctx, 'estimator', estimator.id);
      expect((await inject('POST', `${estimatorPassport}/logout`, token)).statusCode).toBe(204);
      expect((await estimatorSelf(token)).statusCode).toBe(401);
    });
  });
});
