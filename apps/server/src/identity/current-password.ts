import { AppError, validationError } from '../http/app-error';
import { confirmSessionPassword } from './password-sign-in';
import type { RateLimiter } from './rate-limiter';
import type { Session } from './session';

/**
 * How long a session opened by a password-reset link may set a new password without the old one:
 * long enough to fill in the form, short enough that a forgotten signed-in tab does not keep the power.
 */
export const resetSessionGraceMs = 30 * 60 * 1000;

/**
 * Whether a new password may be set without the current one: right after a reset link (its holder
 * forgot the password and signed in by the link precisely to choose a new one), or when the account
 * never had a password (an estimator invited by link sets the first one).
 */
export function mayOmitCurrentPassword(session: Session, passwordHash: string | null, now: Date): boolean {
  if (passwordHash === null) return true;
  return session.linkPurpose === 'reset' && now.getTime() - session.createdAt.getTime() < resetSessionGraceMs;
}

/**
 * Checks the current password before a change that could take the account over. A stolen session
 * guesses slowly (a growing wait of its own), and its failures count against the account.
 */
export async function confirmCurrentPassword(
  deps: { rateLimiter: RateLimiter },
  { session, email, passwordHash, currentPassword }: { session: Session; email: string; passwordHash: string | null; currentPassword: string | undefined },
): Promise<void> {
  if (!currentPassword) throw validationError('currentPassword', 'required');
  const check = { kind: session.kind, username: email, passwordHash, sessionId: session.id, password: currentPassword };
  if (!(await confirmSessionPassword(deps, check))) {
    throw new AppError(400, 'wrong_password', 'The current password is wrong', { field: 'currentPassword' });
  }
}
