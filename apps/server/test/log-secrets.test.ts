import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/platform/logging/create-logger';
import { redactUrl } from '../src/platform/logging/redact-url';
import { bearer } from './helpers/accounts';
import { buildTestApp, makeTempDir, type TestApp } from './helpers/build-test-app';
import { lastLinkTo } from './helpers/outbox';
import { insertTestTeam, openScenes, sceneApi } from './helpers/scenes';
import { connectRealtime } from './helpers/realtime';

/** Every line the server writes, exactly as its own logger formats and redacts it. */
function logCollector() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { lines, logger: createLogger({ logLevel: 'trace', nodeEnv: 'production' }, stream) };
}

/**
 * A whole sign-up, sign-in by link and by password, password reset, profile links, a forecast with its
 * address and a realtime connection, with every secret they used collected; none of them may appear
 * anywhere in the log.
 */
describe('the log of a whole flow', () => {
  const log = logCollector();
  let ctx: TestApp;
  const secrets = new Map<string, string>();
  const keep = (name: string, value: string | null | undefined) => {
    expect(value, name).toBeTruthy();
    secrets.set(name, String(value));
    return String(value);
  };

  beforeAll(async () => {
    ctx = await buildTestApp({ logger: log.logger });
  }, 60_000);
  afterAll(() => ctx.close());

  it('holds none of the secrets the flow used', async () => {
    const call = async (method: string, url: string, { token, payload }: { token?: string; payload?: object } = {}) => {
      const response = await ctx.app.inject({ method: method as 'GET', url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
      expect(response.statusCode, `${method} ${redactUrl(url)}: ${response.body.slice(0, 300)}`).toBeLessThan(400);
      return response;
    };
    const email = `flow-${Date.now()}@example.com`;
    const password = keep('password', 'unusual-sign-up-secret-41');

    const signup = await call('POST', '/api/v1/passport/owner/signup', { payload: { email, password, consent: true } });
    keep('sign-up session', signup.json().token);
    const verify = keep('verification link', (await lastLinkTo(ctx, email)).token);
    const verified = await call('POST', `/api/v1/passport/owner/login/magic/${verify}`);
    keep('verified session', verified.json().token);

    await call('POST', '/api/v1/passport/owner/mail/login-link', { payload: { username: email } });
    const login = keep('login link', (await lastLinkTo(ctx, email)).token);
    keep('link session', (await call('POST', `/api/v1/passport/owner/login/magic/${login}`)).json().token);

    keep('password session', (await call('POST', '/api/v1/passport/owner/login', { payload: { username: email, password } })).json().token);
    await call('POST', '/api/v1/passport/owner/mail/forgot-password', { payload: { username: email, ln: 'en' } });
    const reset = keep('reset link', (await lastLinkTo(ctx, email)).token);
    const resetSession = keep('reset session', (await call('POST', `/api/v1/passport/owner/login/magic/${reset}`)).json().token);
    const newPassword = keep('new password', 'another-unusual-secret-93');
    await call('PATCH', '/api/v1/owner/self', { token: resetSession, payload: { password: newPassword } });
    const session = keep('new session', (await call('POST', '/api/v1/passport/owner/login', { payload: { username: email, password: newPassword } })).json().token);
    const wrong = await ctx.app.inject({ method: 'POST', url: '/api/v1/passport/owner/login', payload: { username: email, password: 'a-wrong-guess-of-it-5' } });
    expect(wrong.statusCode).toBe(400);
    secrets.set('wrong password', 'a-wrong-guess-of-it-5');

    const profile = (await call('POST', '/api/v1/owner/profiles', { token: session, payload: { firstName: 'Анна', lastName: 'Ключева' } })).json();
    const permalink = keep('permalink', profile.permalink);
    await call('GET', `/api/v1/app/profile/${permalink}`);
    const sharelink = keep('share link', (await call('GET', `/api/v1/owner/profiles/sharelink/${profile._id}`, { token: session })).json().sharelink);
    await call('GET', `/api/v1/app/shared/${sharelink}`);
    await ctx.app.inject({ method: 'GET', url: `/api/v1/owner/profiles/check-attach/${sharelink}`, headers: bearer(session) });
    await call('POST', '/api/v1/app/client-errors', {
      payload: { kind: 'chunk', message: `failed at /api/v1/app/profile/${permalink}`, url: `http://localhost/owner/magic-link?token=${login}`, area: 'owner' },
    });

    const ownerId = (await call('GET', '/api/v1/owner/self', { token: session })).json()._id as string;
    await openScenes(ctx, [ownerId]);
    const team = await insertTestTeam(ctx, ownerId, { count: 3 });
    const realtime = await connectRealtime(ctx, session);
    const { ruid } = (await call('PUT', `${sceneApi}/scene/${team.id}/run`, { token: session })).json();
    const rendered = await realtime.next('renderCheckTeam', (message) => (message.payload as { ruid: string }).ruid === ruid);
    const address = (rendered.payload as { url: string }).url;
    keep('forecast key', new URL(address, 'http://localhost').searchParams.get('key'));
    await call('GET', address);
    realtime.socket.terminate();

    // A card entered, a plan bought with a card that asks its holder, and the confirmation of it.
    const cardNumber = keep('card number', '4000002500003155');
    const { id: paymentMethodId } = (
      await call('POST', '/api/v1/stripe/card-simulator/payment-methods', { token: session, payload: { card: { number: cardNumber, expMonth: 11, expYear: 2031, cvc: '737' } } })
    ).json();
    await call('POST', '/api/v1/stripe/attach-payment-method', { token: session, payload: { paymentMethodId } });
    const bought = (await call('POST', '/api/v1/stripe/update-subscription', { token: session, payload: { subscribe: 'MID_WEEK_1' } })).json();
    const clientSecret = keep('payment client secret', bought.payment?.clientSecret);
    await call('POST', '/api/v1/stripe/card-simulator/confirm', { payload: { clientSecret, authentication: 'approve' } });

    const text = log.lines.join('');
    expect(text).toContain('/api/v1/app/profile/[redacted]');
    expect(text).toContain('/api/v1/passport/owner/login/magic/[redacted]');
    expect(text).toContain('token=[redacted]');
    const found = [...secrets].filter(([, value]) => text.includes(value)).map(([name]) => name);
    expect(found).toEqual([]);
  }, 60_000);
});

/**
 * The partner test's whole life with its key and shared link in paths, bodies, a mail and a client's error
 * report; neither may appear anywhere in the log, however the requests went.
 */
describe('the log of a partner test', () => {
  const log = logCollector();
  let ctx: TestApp;
  let dist: Awaited<ReturnType<typeof makeTempDir>>;

  beforeAll(async () => {
    // A built page, so that the result's pages are served and logged as in production.
    dist = await makeTempDir('teamcast-web-');
    await writeFile(path.join(dist.dir, 'index.html'), '<html><head><meta name="teamcast-site" content="platform" /><title>Teamcast</title></head><body></body></html>');
    ctx = await buildTestApp({ logger: log.logger, env: { WEB_DIST_DIR: dist.dir } });
  }, 60_000);
  afterAll(async () => {
    await ctx.close();
    await dist.remove();
  });

  it('holds neither the key nor the shared link', async () => {
    const answers = Array.from({ length: 30 }, (_, index) => (index % 5) + 1);
    const data = '/api/v1/owner/flame/data';
    const call = async (method: string, url: string, payload?: object) => {
      const response = await ctx.app.inject({ method: method as 'GET', url, ...(payload ? { payload } : {}) });
      expect(response.statusCode, `${method} ${redactUrl(url)}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
      return response;
    };
    const started = await call('POST', data, { data: { step: 'start', first: { name: 'Анна', answers }, second: { name: 'Борис' } } });
    const key = started.json<{ key: string }>().key;
    expect(key).toBeTruthy();
    await call('GET', `${data}/${key}?ln=en`);
    await call('POST', data, { key, data: { step: 'partner', answers: [...answers].reverse() } });
    // A second answer is refused: failures are logged too.
    expect((await call('POST', data, { key, data: { step: 'partner', answers } })).statusCode).toBe(409);
    await call('POST', '/api/v1/owner/save/flame', { id: key, email: 'flame-log@example.com' });
    await call('POST', '/api/v1/chatgpt/resultAnonymous', { result: 'full', key });
    await call('GET', `${data}/${key}/report.pdf?ln=ru`);
    const intent = (await call('POST', '/api/v1/stripe/create-anonymous-payment-intent', { key })).json<{ payment: { clientSecret: string } }>();
    await call('POST', '/api/v1/stripe/card-simulator/confirm', { clientSecret: intent.payment.clientSecret, card: { number: '4242424242424242', expMonth: 12, expYear: 2031, cvc: '123' } });
    await call('GET', `${data}/${key}/report.pdf?ln=en`);
    const token = (await call('POST', `${data}/${key}/share`, { show: { firstProfile: true, secondProfile: true } })).json<{ token: string }>().token;
    expect(token).toBeTruthy();
    await call('GET', `/api/v1/app/result/${token}`);
    await call('GET', `/api/v1/app/result/${token}/image.png`);
    await call('GET', `/result/${token}`);
    await call('GET', `/main/questionnaire-result/${key}`);
    await call('POST', '/api/v1/app/client-errors', {
      kind: 'chunk',
      message: `failed at /main/questionnaire-result/${key} and /result/${token}`,
      url: `http://localhost/main/questionnaire-result/${key}`,
      area: 'owner',
    });
    await call('DELETE', `${data}/${key}/share`);
    await call('GET', `/api/v1/app/result/${token}`);
    await call('DELETE', `${data}/${key}`);
    await call('GET', `${data}/${key}`);

    const text = log.lines.join('');
    expect(text).toContain('/api/v1/owner/flame/data/[redacted]');
    expect(text).toContain('/api/v1/app/result/[redacted]');
    expect(text).not.toContain(key);
    expect(text).not.toContain(token);
  }, 60_000);
});
