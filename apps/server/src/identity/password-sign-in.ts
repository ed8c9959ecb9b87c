import type { Proof } from '@teamcast/contract';
import type { Clock } from '../platform/clock';
import type { Db } from '../platform/database';
import { AppError } from '../http/app-error';
import type { AccountKind } from './account-kind';
import { recogniseDevice, rememberDevice } from './known-devices';
import { verifyPassword } from './passwords';
import type { RateLimiter } from './rate-limiter';
import type { SignInAttempt } from './sign-in-throttle';

export interface PasswordAccount {
  id: string;
  passwordHash: string | null;
}

export interface PasswordSignIn<A extends PasswordAccount> {
  kind: AccountKind;
  username: string;
  password: string;
  ip: string;
  /** What an earlier sign-in answered on this device, if the client kept it. */
  deviceToken?: string | undefined;
  /** The solved challenge of an earlier `proof_required` answer. */
  proof?: Proof | undefined;
  find(db: Db, email: string): Promise<A | undefined>;
}

export interface PasswordChecked<A> {
  account: A;
  /** The token that makes this device known to the account; the client keeps it for the next sign-in. */
  deviceToken: string;
}

type Deps = { db: Db; clock: Clock; rateLimiter: RateLimiter };

/** The one answer for an unknown email and a wrong password, so that it tells nobody which emails exist. */
export function invalidCredentials(): AppError {
  return new AppError(400, 'invalid_credentials', 'The email or the password is wrong');
}

/**
 * Checks an email and password under the sign-in throttle (see `SignInThrottle`): the attempt of this
 * account from this address, or from this known device, may have to wait or to bring a proof of work,
 * but failures that came from elsewhere never stop it. An unknown email is throttled exactly like a
 * wrong password, so the answers tell nothing about which accounts exist.
 */
export async function checkPassword<A extends PasswordAccount>(
  deps: Deps,
  { kind, username, password, ip, deviceToken, proof, find }: PasswordSignIn<A>,
): Promise<PasswordChecked<A>> {
  const { db, clock, rateLimiter } = deps;
  const account = await find(db, username);
  const device = account ? await recogniseDevice(db, { kind, accountId: account.id, token: deviceToken }, clock.now()) : undefined;
  const attempt: SignInAttempt = {
    account: `${kind}:${username}`,
    source: device === undefined ? { kind: 'address', ip } : { kind: 'device', id: device, ip },
  };
  await rateLimiter.signIn.admit(attempt, { proof });
  if (!account || !(await verifyPassword(account.passwordHash, password))) throw invalidCredentials();
  await rateLimiter.signIn.succeeded(attempt);
  const token = await rememberDevice(db, { kind, accountId: account.id, token: device === undefined ? undefined : deviceToken }, clock.now());
  return { account, deviceToken: token };
}

export interface SessionPasswordCheck {
  kind: AccountKind;
  /** The account's email, as its sign-ins are counted by it. */
  username: string;
  passwordHash: string | null;
  sessionId: string;
  password: string;
}

/**
 * The current password asked again inside a session (before changing the email or the password).
 * The session is its own place with its own growing wait, so a stolen session cannot guess quickly,
 * and its failures count against the account, raising the bar for sign-ins from unknown devices;
 * nothing done elsewhere stops the owner of the session. True when the password is right.
 */
export async function confirmSessionPassword(
  deps: { rateLimiter: RateLimiter },
  { kind, username, passwordHash, sessionId, password }: SessionPasswordCheck,
): Promise<boolean> {
  const attempt: SignInAttempt = { account: `${kind}:${username}`, source: { kind: 'session', id: sessionId } };
  await deps.rateLimiter.signIn.admit(attempt, { delayedCode: 'too_many_requests' });
  if (!(await verifyPassword(passwordHash, password))) return false;
  await deps.rateLimiter.signIn.succeeded(attempt);
  return true;
}
