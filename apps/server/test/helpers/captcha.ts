import { captchaChallengeSchema, type Proof } from '@teamcast/contract';
import { defaultRateLimits } from '../../src/identity/rate-limiter';
import type { BuildTestAppOptions, TestApp } from './build-test-app';
import { quickProofPolicy, solve } from './sign-in';

/** An app that asks for the captcha as deployed, with challenges a test solves in milliseconds. */
export const captchaOn: Pick<BuildTestAppOptions, 'env' | 'rateLimits'> = {
  env: { CAPTCHA: 'on' },
  rateLimits: { ...defaultRateLimits, signIn: quickProofPolicy },
};

/** A new challenge of the app, solved as the web app does. */
export async function solvedCaptcha(ctx: TestApp): Promise<Proof> {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/passport/captcha' });
  if (response.statusCode !== 200) throw new Error(`No captcha: ${response.statusCode} ${response.body}`);
  const { challenge } = captchaChallengeSchema.parse(response.json());
  if (!challenge) throw new Error('The app asks for no captcha');
  return solve(challenge);
}
