import { proofChallengeOf, type Proof, type ProofChallenge } from '@teamcast/contract';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import type { AccountKind } from '../../src/identity/account-kind';
import { defaultSignInPolicy, type SignInPolicy } from '../../src/identity/sign-in-throttle';
import type { TestApp } from './build-test-app';
import type { TestClock } from './test-clock';

/** The sign-in rules as deployed, but with challenges a test solves in milliseconds. */
export const quickProofPolicy: SignInPolicy = {
  ...defaultSignInPolicy,
  proofOfWork: { ...defaultSignInPolicy.proofOfWork, cost: 1, minCounter: 1, maxCounter: 30 },
};

let addressCounter = 0;
/** A client address no other test uses, so that tests share no per-address counts. */
export function newAddress(): string {
  addressCounter += 1;
  return `10.${20 + Math.floor(addressCounter / 62_500)}.${Math.floor(addressCounter / 250) % 250}.${(addressCounter % 250) + 1}`;
}

const loginPaths: Record<AccountKind, string> = {
  owner: '/api/v1/passport/owner/login',
  estimator: '/api/v1/passport/estimator/login',
  administrator: '/api/v1/administrator/login',
};

export interface LoginBody {
  username: string;
  password: string;
  deviceToken?: string;
  proof?: Proof;
}

export function login(ctx: TestApp, kind: AccountKind, body: LoginBody, remoteAddress: string) {
  return ctx.app.inject({ method: 'POST', url: loginPaths[kind], payload: body, remoteAddress });
}

export type LoginResponse = Awaited<ReturnType<typeof login>>;

/** The challenge a `proof_required` answer carries. */
export function challengeOf(response: LoginResponse): ProofChallenge {
  const challenge = proofChallengeOf(response.json());
  if (!challenge) throw new Error(`No challenge in ${response.statusCode} ${response.body}`);
  return challenge;
}

/** Solves a challenge as the web app does: altcha's solver with the Web Crypto derivation. */
export async function solve(challenge: ProofChallenge): Promise<Proof> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 10_000 });
  if (!solution) throw new Error('The challenge was not solved');
  return { challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } };
}

/**
 * Signs in as the web app does: a `proof_required` answer is solved and the request sent once more.
 * `proved` says whether it had to.
 */
export async function loginLikeTheBrowser(ctx: TestApp, kind: AccountKind, body: LoginBody, remoteAddress: string) {
  const first = await login(ctx, kind, body, remoteAddress);
  if (first.statusCode !== 428) return { response: first, proved: false };
  const proof = await solve(challengeOf(first));
  return { response: await login(ctx, kind, { ...body, proof }, remoteAddress), proved: true };
}

/**
 * Makes `count` wrong-password attempts of one account from one place actually reach the password
 * check, moving the clock through every wait the pair is given and solving any proof asked for,
 * as a patient attacker would.
 */
export async function failPatiently(
  ctx: TestApp,
  clock: TestClock,
  kind: AccountKind,
  body: Omit<LoginBody, 'password'>,
  remoteAddress: string,
  count: number,
): Promise<void> {
  for (let failures = 0, tries = 0; failures < count; tries += 1) {
    if (tries > count * 3) throw new Error(`Only ${failures} of ${count} attempts reached the password`);
    const { response } = await loginLikeTheBrowser(ctx, kind, { ...body, password: `wrong-${failures}` }, remoteAddress);
    if (response.statusCode === 429) {
      clock.advance(Number(response.headers['retry-after']) * 1000);
      continue;
    }
    if (response.statusCode !== 400) throw new Error(`Unexpected ${response.statusCode} ${response.body}`);
    failures += 1;
  }
}
