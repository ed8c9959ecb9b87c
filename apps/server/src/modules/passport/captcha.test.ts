import { proofChallengeOf, type Proof } from '@teamcast/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../../test/helpers/accounts';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { captchaOn, solvedCaptcha } from '../../../test/helpers/captcha';
import { mailsTo } from '../../../test/helpers/outbox';
import { newAddress, quickProofPolicy, solve } from '../../../test/helpers/sign-in';
import { createTestClock } from '../../../test/helpers/test-clock';

const passport = '/api/v1/passport';

/** Each form the captcha guards, with a body that is right but for the captcha, and its success. */
const forms = [
  {
    name: 'owner registration',
    url: `${passport}/owner/signup`,
    body: () => ({ email: uniqueEmail('robot'), password: 'secret-1', consent: true }),
    status: 201,
  },
  {
    name: 'love registration',
    url: `${passport}/owner/love/signup`,
    body: () => ({ email: uniqueEmail('robot'), password: 'secret-1', consent: true, firstName: 'Анна', birthDate: '1995-04-01T00:00:00.000Z' }),
    status: 201,
  },
  {
    name: 'contact form',
    url: `${passport}/owner/mail/contact`,
    body: () => ({ email: uniqueEmail('robot'), message: 'Здравствуйте' }),
    status: 202,
  },
  {
    name: 'join request',
    url: `${passport}/owner/join/request`,
    body: () => ({ email: uniqueEmail('robot'), companyName: 'ООО Ромашка' }),
    status: 202,
  },
] as const;

describe('the captcha of registration and the contact forms', () => {
  let ctx: TestApp;
  const clock = createTestClock();

  beforeAll(async () => {
    ctx = await buildTestApp({ ...captchaOn, clock, env: { ...captchaOn.env, TEAM_EMAIL: 'team@teamcast.example' } });
  });
  afterAll(() => ctx.close());

  // Every request from an address of its own, so that the per-address limits never answer first.
  const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, payload, remoteAddress: newAddress() });

  it('hands out a new challenge each time, never to be cached', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: `${passport}/captcha` });
    const second = await ctx.app.inject({ method: 'GET', url: `${passport}/captcha` });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.json().challenge.parameters.algorithm).toBe('PBKDF2/SHA-256');
    expect(first.json().challenge.signature).not.toBe(second.json().challenge.signature);
  });

  describe.each(forms)('$name', ({ url, body, status }) => {
    it('refuses a request without a solved challenge with 428 captcha_required and a new challenge, doing nothing', async () => {
      const fields = body();
      const response = await post(url, fields);
      expect(response.statusCode).toBe(428);
      const error = response.json();
      expect(error).toMatchObject({ statusCode: 428, code: 'captcha_required' });
      expect(proofChallengeOf(error, 'captcha_required')).toBeDefined();
      expect(await mailsTo(ctx, fields.email)).toHaveLength(0);
      expect(await mailsTo(ctx, 'team@teamcast.example').then((mails) => mails.filter((mail) => mail.text.includes(fields.email)))).toHaveLength(0);
    });

    it('lets a request with a solved challenge through, once', async () => {
      const captcha = await solvedCaptcha(ctx);
      const first = await post(url, { ...body(), captcha });
      expect(first.statusCode, first.body).toBe(status);
      const again = await post(url, { ...body(), captcha });
      expect(again.statusCode).toBe(428);
      expect(again.json().code).toBe('captcha_required');
    });
  });

  it('refuses a wrong answer, another challenge’s answer and an expired one', async () => {
    const url = forms[0].url;
    const captcha = await solvedCaptcha(ctx);
    const wrongKey: Proof = { ...captcha, solution: { ...captcha.solution, derivedKey: captcha.solution.derivedKey.replace(/^./, (c) => (c === '0' ? '1' : '0')) } };
    expect((await post(url, { ...forms[0].body(), captcha: wrongKey })).statusCode).toBe(428);
    const other = await solvedCaptcha(ctx);
    const swapped: Proof = { challenge: captcha.challenge, solution: other.solution };
    expect((await post(url, { ...forms[0].body(), captcha: swapped })).statusCode).toBe(428);

    const late = await solvedCaptcha(ctx);
    clock.advance(quickProofPolicy.proofOfWork.lifetimeMs + 1000);
    expect((await post(url, { ...forms[0].body(), captcha: late })).statusCode).toBe(428);
    // The refused ones were not spent: the right one still goes through while fresh.
    const fresh = await solvedCaptcha(ctx);
    expect((await post(url, { ...forms[0].body(), captcha: fresh })).statusCode).toBe(201);
  });

  it('answers a solution to the challenge of its own refusal', async () => {
    const refused = await post(forms[2].url, forms[2].body());
    const challenge = proofChallengeOf(refused.json(), 'captcha_required');
    if (!challenge) throw new Error('no challenge');
    expect((await post(forms[2].url, { ...forms[2].body(), captcha: await solve(challenge) })).statusCode).toBe(202);
  });
});

describe('with CAPTCHA=off', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await buildTestApp({ env: { CAPTCHA: 'off' } });
  });
  afterAll(() => ctx.close());

  it('asks for no challenge and takes every form without one', async () => {
    const challenge = await ctx.app.inject({ method: 'GET', url: `${passport}/captcha` });
    expect(challenge.json()).toEqual({ challenge: null });
    for (const form of forms) {
      const response = await ctx.app.inject({ method: 'POST', url: form.url, payload: form.body(), remoteAddress: newAddress() });
      expect(response.statusCode, `${form.name}: ${response.body}`).toBe(form.status);
    }
  });
});
