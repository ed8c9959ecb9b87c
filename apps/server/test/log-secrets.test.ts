import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/platform/logging/create-logger';
import { redactUrl } from '../src/platform/logging/redact-url';
import { bearer } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
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

    const text = log.lines.join('');
    expect(text).toContain('/api/v1/app/profile/[redacted]');
    expect(text).toContain('/api/v1/passport/owner/login/magic/[redacted]');
    expect(text).toContain('token=[redacted]');
    const found = [...secrets].filter(([, value]) => text.includes(value)).map(([name]) => name);
    expect(found).toEqual([]);
  }, 60_000);
});
