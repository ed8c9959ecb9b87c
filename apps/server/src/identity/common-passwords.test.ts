import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCli } from '../cli/admin';
import { ConfigError, loadConfig } from '../config';
import { administrators, estimators, owners } from '../db/schema';
import { verifyPassword } from './passwords';
import { bearer, createAdministrator, createEstimator, createOwner, signIn, testPassword, uniqueEmail } from '../../test/helpers/accounts';
import { buildTestApp, type TestApp } from '../../test/helpers/build-test-app';

// Among the most common passwords in every leak (listed, a repeat, a run), each long enough for the length rule.
const commonPasswords = ['password123', 'QWERTY123', ' 123456 ', 'iloveyou', '111111', 'abcdef', '654321'];
const strongPassword = 'Lantern-Tromb0ne-42';
const refusal = { statusCode: 400, code: 'validation', field: 'password', rule: 'passwordCommon' };

describe('common passwords are refused wherever a password is set', () => {
  let ctx: TestApp;

  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const request = (method: 'POST' | 'PATCH', url: string, payload: object, token?: string) =>
    ctx.app.inject({ method, url, payload, ...(token ? { headers: bearer(token) } : {}) });

  async function ownerPasswordIs(id: string, password: string): Promise<boolean> {
    const [row] = await ctx.database.db.select().from(owners).where(eq(owners.id, id));
    return verifyPassword(row?.passwordHash, password);
  }

  it('at owner sign-up, creating no account', async () => {
    for (const password of commonPasswords) {
      const email = uniqueEmail('common');
      const response = await request('POST', '/api/v1/passport/owner/signup', { email, password, consent: true });
      expect(response.statusCode, password).toBe(400);
      expect(response.json(), password).toMatchObject(refusal);
      expect(await ctx.database.db.select().from(owners).where(eq(owners.email, email))).toEqual([]);
    }
    const accepted = await request('POST', '/api/v1/passport/owner/signup', { email: uniqueEmail('strong'), password: strongPassword, consent: true });
    expect(accepted.statusCode).toBe(201);
  });

  it('at the love site’s sign-up', async () => {
    const signup = (password: string) =>
      request('POST', '/api/v1/passport/owner/love/signup', {
        email: uniqueEmail('love'),
        password,
        firstName: 'Мария',
        birthDate: '1995-04-30T00:00:00.000Z',
        consent: true,
      });
    const refused = await signup('qwerty123');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject(refusal);
    expect((await signup(strongPassword)).statusCode).toBe(201);
  });

  it('when an owner changes the password, keeping the old one', async () => {
    const owner = await createOwner(ctx);
    const token = await signIn(ctx, 'owner', owner.id);
    for (const password of commonPasswords) {
      const response = await request('PATCH', '/api/v1/owner/self', { password, currentPassword: testPassword }, token);
      expect(response.statusCode, password).toBe(400);
      expect(response.json(), password).toMatchObject(refusal);
    }
    expect(await ownerPasswordIs(owner.id, testPassword)).toBe(true);
    const accepted = await request('PATCH', '/api/v1/owner/self', { password: strongPassword, currentPassword: testPassword }, token);
    expect(accepted.statusCode).toBe(200);
    expect(await ownerPasswordIs(owner.id, strongPassword)).toBe(true);
  });

  it('when an owner sets a new password after a reset link', async () => {
    const owner = await createOwner(ctx);
    const token = await ctx.app.sessions.open(ctx.database.db, 'owner', owner.id, 'reset');
    const refused = await request('PATCH', '/api/v1/owner/self', { password: 'password123' }, token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject(refusal);
    expect(await ownerPasswordIs(owner.id, testPassword)).toBe(true);
    expect((await request('PATCH', '/api/v1/owner/self', { password: strongPassword }, token)).statusCode).toBe(200);
  });

  it('when an estimator sets a password', async () => {
    const estimator = await createEstimator(ctx);
    const token = await signIn(ctx, 'estimator', estimator.id);
    const passwordOf = async () =>
      (await ctx.database.db.select().from(estimators).where(eq(estimators.id, estimator.id)))[0]?.passwordHash;
    for (const password of commonPasswords) {
      const response = await request('PATCH', '/api/v1/estimator/self', { password, currentPassword: testPassword }, token);
      expect(response.statusCode, password).toBe(400);
      expect(response.json(), password).toMatchObject(refusal);
    }
    expect(await verifyPassword(await passwordOf(), testPassword)).toBe(true);
    const accepted = await request('PATCH', '/api/v1/estimator/self', { password: strongPassword, currentPassword: testPassword }, token);
    expect(accepted.statusCode).toBe(200);
    expect(await verifyPassword(await passwordOf(), strongPassword)).toBe(true);
  });

  it('when an administrator creates an estimator with a password', async () => {
    const administrator = await createAdministrator(ctx);
    const token = await signIn(ctx, 'administrator', administrator.id);
    const create = (password: string) =>
      request('POST', '/api/v1/administrator/estimators', { email: uniqueEmail('estimator'), fullName: 'Иван Новиков', password }, token);
    const refused = await create('123456');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject(refusal);
    expect((await create(strongPassword)).statusCode).toBe(201);
  });

  it('when `npm run admin` creates an administrator', async () => {
    const lines: string[] = [];
    const output = { out: (line: string) => lines.push(line), err: (line: string) => lines.push(line) };
    const email = uniqueEmail('chief');
    expect(await runAdminCli(['create', email, '--password', 'Password123'], {}, output, ctx.database)).toBe(2);
    expect(lines).toEqual(['The password is one of the most common passwords; choose another']);
    expect(await ctx.database.db.select().from(administrators).where(eq(administrators.email, email))).toEqual([]);
    expect(await runAdminCli(['create', email, '--password', strongPassword], {}, output, ctx.database)).toBe(0);
  });
});

describe('ADMIN_PASSWORD', () => {
  const configWith = (password: string) => () => loadConfig({ ADMIN_EMAIL: 'root@example.com', ADMIN_PASSWORD: password });

  it('stops the start when it is a common password, without printing it', () => {
    for (const password of ['qwerty123', 'Password123', '12345678']) {
      const start = configWith(password);
      expect(start).toThrow(ConfigError);
      expect(start).toThrow('Configuration error: ADMIN_PASSWORD is one of the most common passwords; choose another');
      expect(() => start()).not.toThrow(password);
    }
  });

  it('is accepted when it is not', () => {
    expect(configWith(strongPassword)().adminPassword).toBe(strongPassword);
  });
});
