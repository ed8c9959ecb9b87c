import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { owners, sessions } from '../../db/schema';
import { bearer, createOwner, signIn, testPassword, uniqueEmail } from '../../../test/helpers/accounts';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { lastLinkTo, lastMailTo, linkIn, magicLinkPattern, mailsTo } from '../../../test/helpers/outbox';
import { createTestClock, days, minutes } from '../../../test/helpers/test-clock';

const passport = '/api/v1/passport/owner';

describe('owner passport', () => {
  let ctx: TestApp;
  const clock = createTestClock();

  beforeAll(async () => {
    ctx = await buildTestApp({ clock, env: { PUBLIC_URL: 'https://teamcast.example.com' } });
  });
  afterAll(() => ctx.close());

  const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
  const self = (token: string) => ctx.app.inject({ method: 'GET', url: '/api/v1/owner/self', headers: bearer(token) });
  const signup = (fields: Record<string, unknown> = {}) =>
    post(`${passport}/signup`, { email: uniqueEmail('newcomer'), password: 'secret-1', consent: true, ...fields });
  const magic = (token: string) => post(`${passport}/login/magic/${token}`);

  describe('POST /signup', () => {
    it('creates an unverified owner, signs them in and mails a verification link to the owner area', async () => {
      const email = uniqueEmail('Newcomer').toUpperCase();
      const response = await signup({ email, companyName: '  Acme  ', ln: 'ru' });
      expect(response.statusCode).toBe(201);
      const { token, owner } = response.json();
      expect(owner).toMatchObject({
        email: email.toLowerCase(),
        status: 'unverified',
        companyName: 'Acme',
        ln: 'ru',
        isTmpOwner: false,
        subscribe: null,
        mainProfileId: null,
        orderAmount: 0,
        createdAt: clock.now().toISOString(),
        accessRules: { allowTeams: false, allowScene: false, needVerify: true, allowCreateTeams: false, allowCompareTeams: false },
      });
      expect((await self(token)).json()).toEqual(owner);

      const mail = await lastMailTo(ctx, owner.email);
      expect(mail.subject).toContain('Teamcast');
      expect(mail.subject).toBe('Подтвердите email в Teamcast');
      expect(mail.text).toMatch(magicLinkPattern);
      const { url } = linkIn(mail);
      expect(`${url.origin}${url.pathname}`).toBe('https://teamcast.example.com/owner/magic-link');
      expect(mail.html).toContain(url.href.replace(/&/g, '&#38;'));
    });

    it('speaks English unless the page says otherwise, and opens the area the sign-up came from', async () => {
      const response = await signup({ area: 'owner-mobile' });
      const { owner } = response.json();
      expect(owner.ln).toBe('en');
      const mail = await lastMailTo(ctx, owner.email);
      expect(mail.subject).toBe('Confirm your email for Teamcast');
      expect((await lastLinkTo(ctx, owner.email)).url.pathname).toBe('/owner-mobile/magic-link');
    });

    it('marks an address of a disposable-mail service as a temporary owner', async () => {
      const response = await signup({ email: `someone-${Date.now()}@mailinator.com` });
      expect(response.json().owner.isTmpOwner).toBe(true);
      const subdomain = await signup({ email: `someone-${Date.now()}@inbox.yopmail.com` });
      expect(subdomain.json().owner.isTmpOwner).toBe(true);
    });

    it('answers 409 email_in_use for an existing email in any case, and creates nothing', async () => {
      const existing = await createOwner(ctx);
      const response = await signup({ email: existing.email.toUpperCase() });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'email_in_use', field: 'email' });
      expect(await ctx.database.db.$count(owners, eq(owners.email, existing.email))).toBe(1);
    });

    it.each([
      [{ email: 'not-an-email' }, { field: 'email', rule: 'email' }],
      [{ email: '  ' }, { field: 'email', rule: 'required' }],
      [{ email: undefined }, { field: 'email', rule: 'required' }],
      [{ password: ' 12345  ' }, { field: 'password', rule: 'minLength', params: { length: 6 } }],
      [{ consent: false }, { field: 'consent', rule: 'consent' }],
      [{ consent: undefined }, { field: 'consent', rule: 'consent' }],
      [{ ln: 'de' }, { field: 'ln' }],
      [{ area: 'administrator' }, { field: 'area' }],
    ])('refuses %j with 400 validation %j', async (fields, expected) => {
      const response = await signup(fields);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation', ...expected });
    });
  });

  describe('POST /love/signup', () => {
    it('stores the first name and birth date, and its links open love-mobile', async () => {
      const email = uniqueEmail('love');
      const response = await post(`${passport}/love/signup`, {
        email,
        password: 'secret-1',
        firstName: 'Мария',
        birthDate: '1995-04-30T00:00:00.000Z',
        ln: 'ru',
        consent: true,
      });
      expect(response.statusCode).toBe(201);
      const [row] = await ctx.database.db.select().from(owners).where(eq(owners.email, email));
      expect(row).toMatchObject({ firstName: 'Мария', birthDate: '1995-04-30', area: 'love-mobile', ln: 'ru' });
      expect((await lastLinkTo(ctx, email)).url.pathname).toBe('/love-mobile/magic-link');
    });

    it.each([
      [{ birthDate: '1995-04-30T10:00:00.000Z' }, { field: 'birthDate', rule: 'birthDate' }],
      [{ birthDate: '2030-01-01T00:00:00.000Z' }, { field: 'birthDate', rule: 'birthDate' }],
      [{ birthDate: 'yesterday' }, { field: 'birthDate' }],
      [{ firstName: 'R2-D2' }, { field: 'firstName', rule: 'name' }],
      [{ firstName: ' ' }, { field: 'firstName', rule: 'required' }],
    ])('refuses %j with %j', async (fields, expected) => {
      const response = await post(`${passport}/love/signup`, {
        email: uniqueEmail('love'),
        password: 'secret-1',
        firstName: 'Мария',
        birthDate: '1995-04-30T00:00:00.000Z',
        consent: true,
        ...fields,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation', ...expected });
    });
  });

  describe('POST /login', () => {
    it('signs in with the email in any case and the password, and records the visit', async () => {
      const owner = await createOwner(ctx);
      clock.advance(minutes(1));
      const response = await post(`${passport}/login`, { username: ` ${owner.email.toUpperCase()} `, password: testPassword });
      expect(response.statusCode).toBe(200);
      const { token } = response.json();
      expect(token).toMatch(/^[\w-]{43}$/);
      expect((await self(token)).json()._id).toBe(owner.id);
      const [row] = await ctx.database.db.select().from(owners).where(eq(owners.id, owner.id));
      expect(row?.lastVisitAt).toEqual(clock.now());
    });

    it('keeps only a hash of the token', async () => {
      const owner = await createOwner(ctx);
      const { token } = (await post(`${passport}/login`, { username: owner.email, password: testPassword })).json();
      const rows = await ctx.database.db.select().from(sessions).where(eq(sessions.accountId, owner.id));
      expect(rows).toHaveLength(1);
      expect(JSON.stringify(rows)).not.toContain(token);
    });

    it('answers 400 invalid_credentials, never 401, to a wrong password and to an unknown email alike', async () => {
      const owner = await createOwner(ctx);
      const wrong = await post(`${passport}/login`, { username: owner.email, password: 'wrong-password' });
      const unknown = await post(`${passport}/login`, { username: uniqueEmail(), password: testPassword });
      for (const response of [wrong, unknown]) {
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: 'invalid_credentials' });
      }
      expect(wrong.json().message).toBe(unknown.json().message);
    });

    it('compares the password trimmed, as it was trimmed when set', async () => {
      const email = uniqueEmail('spaces');
      expect((await signup({ email, password: '  with-spaces  ' })).statusCode).toBe(201);
      expect((await post(`${passport}/login`, { username: email, password: ' with-spaces ' })).statusCode).toBe(200);
      expect((await post(`${passport}/login`, { username: email, password: 'with-spaces' })).statusCode).toBe(200);
    });

    it('does not sign an owner in as an estimator', async () => {
      const response = await post('/api/v1/passport/estimator/login', { username: (await createOwner(ctx)).email, password: testPassword });
      expect(response.json()).toMatchObject({ code: 'invalid_credentials' });
    });
  });

  describe('verification link', () => {
    it('verifies the owner and signs them in, once', async () => {
      const { owner } = (await signup()).json();
      const { token: linkToken } = await lastLinkTo(ctx, owner.email);
      clock.advance(days(6));
      const response = await magic(linkToken);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ token: expect.stringMatching(/^[\w-]{43}$/), deviceToken: expect.stringMatching(/^[\w-]{43}$/), purpose: 'verify' });
      const verified = (await self(response.json().token)).json();
      expect(verified).toMatchObject({ status: 'verified', accessRules: { needVerify: false } });

      const again = await magic(linkToken);
      expect(again.statusCode).toBe(410);
      expect(again.json()).toMatchObject({ code: 'link_expired' });
    });

    it('expires after 7 days', async () => {
      const { owner } = (await signup()).json();
      const { token } = await lastLinkTo(ctx, owner.email);
      clock.advance(days(7));
      expect((await magic(token)).json()).toMatchObject({ statusCode: 410, code: 'link_expired' });
    });

    it('can be mailed again to the signed-in owner; the newer link replaces the older', async () => {
      const { owner, token } = (await signup()).json();
      const first = await lastLinkTo(ctx, owner.email);
      const response = await post(`${passport}/mail/verification-link`, { area: 'owner-mobile' }, bearer(token));
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ sent: true });
      const second = await lastLinkTo(ctx, owner.email);
      expect(second.url.pathname).toBe('/owner-mobile/magic-link');
      expect((await magic(first.token)).statusCode).toBe(410);
      expect((await magic(second.token)).json().purpose).toBe('verify');
    });

    it('answers 409 email_already_verified once verified', async () => {
      const owner = await createOwner(ctx, { status: 'verified', needVerify: false });
      const response = await post(`${passport}/mail/verification-link`, {}, bearer(await signIn(ctx, 'owner', owner.id)));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'email_already_verified' });
    });

    it('is refused on the estimator endpoint', async () => {
      const { owner } = (await signup()).json();
      const { token } = await lastLinkTo(ctx, owner.email);
      expect((await post(`/api/v1/passport/estimator/login/magic/${token}`)).statusCode).toBe(410);
      expect((await magic(token)).statusCode).toBe(200);
    });
  });

  describe('POST /mail/login-link', () => {
    it('answers 202 whether or not the email has an account, and mails only an existing owner', async () => {
      const owner = await createOwner(ctx, { ln: 'ru' });
      const stranger = uniqueEmail('stranger');
      const known = await post(`${passport}/mail/login-link`, { username: owner.email, area: 'love-mobile' });
      const unknown = await post(`${passport}/mail/login-link`, { username: stranger });
      expect(known.statusCode).toBe(202);
      expect(unknown.statusCode).toBe(202);
      expect(unknown.json()).toEqual(known.json());
      expect(await mailsTo(ctx, stranger)).toEqual([]);

      const mail = await lastMailTo(ctx, owner.email);
      expect(mail.subject).toBe('Вход в Teamcast');
      expect(mail.text).toContain('60 минут');
      expect(linkIn(mail).url.pathname).toBe('/love-mobile/magic-link');
    });

    it('signs in once, within 60 minutes', async () => {
      const owner = await createOwner(ctx);
      await post(`${passport}/mail/login-link`, { username: owner.email });
      const { token } = await lastLinkTo(ctx, owner.email);
      clock.advance(minutes(59));
      const response = await magic(token);
      expect(response.json()).toMatchObject({ purpose: 'login' });
      expect((await self(response.json().token)).json()).toMatchObject({ _id: owner.id, status: 'unverified' });
      expect((await magic(token)).statusCode).toBe(410);

      await post(`${passport}/mail/login-link`, { username: owner.email });
      const late = await lastLinkTo(ctx, owner.email);
      clock.advance(minutes(60));
      expect((await magic(late.token)).json()).toMatchObject({ code: 'link_expired' });
    });

    it('answers 410 to a token that never existed or is malformed', async () => {
      expect((await magic('A'.repeat(43))).statusCode).toBe(410);
      expect((await magic('not a token at all, but long enough')).statusCode).toBe(410);
    });
  });

  describe('POST /mail/forgot-password', () => {
    it('answers 404 user_not_found for an unknown email', async () => {
      const response = await post(`${passport}/mail/forgot-password`, { username: uniqueEmail(), ln: 'ru' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'user_not_found' });
    });

    it('mails a reset link that signs in once; for 30 minutes the session sets a password without the old one', async () => {
      const owner = await createOwner(ctx);
      const response = await post(`${passport}/mail/forgot-password`, { username: owner.email, ln: 'en' });
      expect(response.statusCode).toBe(202);
      const mail = await lastMailTo(ctx, owner.email);
      expect(mail.subject).toBe('Reset your Teamcast password');
      const signedIn = await magic(linkIn(mail).token);
      expect(signedIn.json().purpose).toBe('reset');
      const token = signedIn.json().token as string;
      expect((await magic(linkIn(mail).token)).json()).toMatchObject({ statusCode: 410, code: 'link_expired' });

      clock.advance(minutes(29));
      const patch = (payload: object) =>
        ctx.app.inject({ method: 'PATCH', url: '/api/v1/owner/self', headers: bearer(token), payload });
      expect((await patch({ password: 'brand-new-1' })).statusCode).toBe(200);
      expect((await post(`${passport}/login`, { username: owner.email, password: 'brand-new-1' })).statusCode).toBe(200);

      clock.advance(minutes(2));
      const late = await patch({ password: 'brand-new-2' });
      expect(late.statusCode).toBe(400);
      expect(late.json()).toMatchObject({ code: 'validation', field: 'currentPassword', rule: 'required' });
      expect((await patch({ password: 'brand-new-2', currentPassword: 'brand-new-1' })).statusCode).toBe(200);
    });

    it('expires its link after 60 minutes', async () => {
      const owner = await createOwner(ctx);
      await post(`${passport}/mail/forgot-password`, { username: owner.email });
      const { token } = await lastLinkTo(ctx, owner.email);
      clock.advance(minutes(61));
      expect((await magic(token)).statusCode).toBe(410);
    });
  });

  describe('POST /logout', () => {
    it('ends this session only', async () => {
      const owner = await createOwner(ctx);
      const first = await signIn(ctx, 'owner', owner.id);
      const second = await signIn(ctx, 'owner', owner.id);
      expect((await post(`${passport}/logout`, undefined, bearer(first))).statusCode).toBe(204);
      expect((await self(first)).json()).toMatchObject({ statusCode: 401, code: 'unauthorized' });
      expect((await self(second)).statusCode).toBe(200);
    });
  });

  describe('messages to the team', () => {
    it('mails a join request to the team and a confirmation in the requester language', async () => {
      const email = uniqueEmail('company');
      const response = await post(`${passport}/join/request`, {
        email,
        name: 'Ivan',
        companyName: 'Acme <b>',
        message: 'We want in',
        ln: 'ru',
      });
      expect(response.statusCode).toBe(202);
      const team = await lastMailTo(ctx, 'admin@teamcast.local');
      expect(team.subject).toBe('Заявка на подключение к Teamcast: Acme <b>');
      expect(team.text).toContain(email);
      expect(team.text).toContain('We want in');
      expect(team.html).toContain('Acme &#60;b&#62;');
      expect((await lastMailTo(ctx, email)).subject).toBe('Мы получили вашу заявку в Teamcast');
    });

    it('mails the contact form to the team', async () => {
      const response = await post(`${passport}/mail/contact`, { email: 'Visitor@Example.com', username: 'Visitor', message: 'Hello team' });
      expect(response.statusCode).toBe(202);
      const mail = await lastMailTo(ctx, 'admin@teamcast.local');
      expect(mail.subject).toContain('visitor@example.com');
      expect(mail.text).toContain('Hello team');
    });

    it('refuses an empty contact message', async () => {
      const response = await post(`${passport}/mail/contact`, { email: 'visitor@example.com', message: '  ' });
      expect(response.json()).toMatchObject({ statusCode: 400, field: 'message' });
    });
  });
});
