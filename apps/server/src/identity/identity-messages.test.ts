import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAdministrator, createOwner, signIn, testPassword, uniqueEmail } from '../../test/helpers/accounts';
import { buildTestApp, type TestApp } from '../../test/helpers/build-test-app';
import { lastLinkTo } from '../../test/helpers/outbox';

/**
 * The user messages of spec section 8 that signing up, signing in and mailed links can lead to, each
 * with the answer that makes the web app show it. The web app maps the code to the text; this table
 * proves the server answers each situation with that code.
 */
interface MessageCase {
  message: string;
  statusCode: number;
  code: string;
  provoke(ctx: TestApp): Promise<LightMyRequestResponse>;
}

const post = (ctx: TestApp, url: string, payload?: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });

const cases: MessageCase[] = [
  {
    message: 'link expired / link has expired (the dialog offers a new link)',
    statusCode: 410,
    code: 'link_expired',
    async provoke(ctx) {
      const owner = await createOwner(ctx);
      await post(ctx, '/api/v1/passport/owner/mail/login-link', { username: owner.email });
      const { token } = await lastLinkTo(ctx, owner.email);
      await post(ctx, `/api/v1/passport/owner/login/magic/${token}`);
      return post(ctx, `/api/v1/passport/owner/login/magic/${token}`);
    },
  },
  {
    message: 'email already in use, please log in',
    statusCode: 409,
    code: 'email_in_use',
    async provoke(ctx) {
      const owner = await createOwner(ctx);
      return post(ctx, '/api/v1/passport/owner/signup', { email: owner.email, password: 'secret-1', consent: true });
    },
  },
  {
    message: 'owner deleted or not found',
    statusCode: 404,
    code: 'owner_not_found',
    async provoke(ctx) {
      const token = await signIn(ctx, 'administrator', (await createAdministrator(ctx)).id);
      return post(ctx, '/api/v1/administrator/owners/deleted-owner/mail/login-link', undefined, bearer(token));
    },
  },
  {
    message: 'user not found',
    statusCode: 404,
    code: 'user_not_found',
    async provoke(ctx) {
      const token = await signIn(ctx, 'administrator', (await createAdministrator(ctx)).id);
      return post(ctx, '/api/v1/administrator/estimators/deleted-estimator/mail/login-link', undefined, bearer(token));
    },
  },
  {
    message: 'Извините, данный пользователь не найден в базе (password reset user not found)',
    statusCode: 404,
    code: 'user_not_found',
    provoke: (ctx) => post(ctx, '/api/v1/passport/owner/mail/forgot-password', { username: uniqueEmail(), ln: 'ru' }),
  },
  {
    message: 'email already verified',
    statusCode: 409,
    code: 'email_already_verified',
    async provoke(ctx) {
      const owner = await createOwner(ctx, { status: 'verified', needVerify: false });
      return post(ctx, '/api/v1/passport/owner/mail/verification-link', {}, bearer(await signIn(ctx, 'owner', owner.id)));
    },
  },
  {
    message: 'check the entered data and try again (a wrong email or password)',
    statusCode: 400,
    code: 'invalid_credentials',
    async provoke(ctx) {
      const owner = await createOwner(ctx);
      return post(ctx, '/api/v1/passport/owner/login', { username: owner.email, password: `${testPassword}-not` });
    },
  },
  {
    message: 'a 401 logs the area out and sends it to its login',
    statusCode: 401,
    code: 'unauthorized',
    async provoke(ctx) {
      const token = await signIn(ctx, 'owner', (await createOwner(ctx)).id);
      await post(ctx, '/api/v1/passport/owner/logout', undefined, bearer(token));
      return ctx.app.inject({ method: 'GET', url: '/api/v1/owner/self', headers: bearer(token) });
    },
  },
  {
    message: 'Непредвиденная ошибка (unexpected error)',
    statusCode: 500,
    code: 'internal',
    provoke: (ctx) => ctx.app.inject({ method: 'GET', url: '/api/test/crash' }),
  },
];

describe('spec section 8 messages of identity flows', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await buildTestApp({
      extend(app) {
        app.get('/api/test/crash', async () => {
          throw new Error('a bug');
        });
      },
    });
  });
  afterAll(() => ctx.close());

  it.each(cases)('"$message" is $statusCode $code', async ({ statusCode, code, provoke }) => {
    const response = await provoke(ctx);
    expect(response.statusCode).toBe(statusCode);
    expect(response.json()).toMatchObject({ statusCode, code });
  });

  it('"Функционал недоступен - верифицируйте аккаунт": an unverified owner carries needVerify until verified', async () => {
    const { token, owner } = (
      await post(ctx, '/api/v1/passport/owner/signup', { email: uniqueEmail('unverified'), password: 'secret-1', consent: true })
    ).json();
    expect(owner).toMatchObject({ status: 'unverified', accessRules: { needVerify: true } });
    const { token: link } = await lastLinkTo(ctx, owner.email);
    await post(ctx, `/api/v1/passport/owner/login/magic/${link}`);
    const self = await ctx.app.inject({ method: 'GET', url: '/api/v1/owner/self', headers: bearer(token) });
    expect(self.json()).toMatchObject({ status: 'verified', accessRules: { needVerify: false } });
  });
});
