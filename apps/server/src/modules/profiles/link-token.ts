import { randomBytes } from 'node:crypto';

/** A permalink or share link: 24 url-safe characters, 144 random bits, not to be guessed. */
export const newLinkToken = (): string => randomBytes(18).toString('base64url');
