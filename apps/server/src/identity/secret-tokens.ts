import { createHash, randomBytes } from 'node:crypto';

// 32 random bytes in base64url: 43 characters, nothing to escape in a URL or a header.
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** A new unguessable token for a session or a mailed link; the caller hands it out and keeps only its hash. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The form a token is stored and looked up in. A fast hash is enough: the token has 256 random bits,
 * so there is nothing to guess, and it is computed on every authenticated request.
 */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Whether a string could be one of our tokens at all, so that garbage never reaches the database. */
export function isWellFormedToken(token: string): boolean {
  return tokenPattern.test(token);
}
