import type { Db } from '../platform/database';
import { AppError } from '../http/app-error';
import type { AccountKind } from './account-kind';
import { verifyPassword } from './passwords';
import type { RateLimiter } from './rate-limiter';

export interface PasswordAccount {
  id: string;
  passwordHash: string | null;
}

export interface PasswordSignIn<A extends PasswordAccount> {
  kind: AccountKind;
  username: string;
  password: string;
  ip: string;
  find(db: Db, email: string): Promise<A | undefined>;
}

/** The one answer for an unknown email and a wrong password, so that it tells nobody which emails exist. */
export function invalidCredentials(): AppError {
  return new AppError(400, 'invalid_credentials', 'The email or the password is wrong');
}

/**
 * Checks an email and password under the sign-in rate limits: an account or an address with too many
 * recent failures is refused with 429 before the password is even looked at. A failure counts against
 * both; a success clears the account's count.
 */
export async function checkPassword<A extends PasswordAccount>(
  deps: { db: Db; rateLimiter: RateLimiter },
  { kind, username, password, ip, find }: PasswordSignIn<A>,
): Promise<A> {
  const accountKey = ['loginFailuresPerAccount', `${kind}:${username}`] as const;
  const ipKey = ['loginFailuresPerIp', ip] as const;
  await deps.rateLimiter.check([accountKey, ipKey]);
  const account = await find(deps.db, username);
  if (!account || !(await verifyPassword(account.passwordHash, password))) {
    await deps.rateLimiter.record([accountKey, ipKey]);
    throw invalidCredentials();
  }
  await deps.rateLimiter.reset(accountKey);
  return account;
}
