import { randomBytes } from 'node:crypto';
import { flameKeySchema } from '@teamcast/contract';
import { hashSecretToken } from '../../identity/secret-tokens';

/** A result's key: 24 random bytes, 32 url-safe characters. Whoever holds it reads, pays for, shares and deletes the result. */
export const newFlameKey = (): string => randomBytes(24).toString('base64url');

/** A shared link's token: as unguessable as the key, and apart from it, so that sharing never hands the key out. */
export const newShareToken = (): string => randomBytes(24).toString('base64url');

/** The form a key is stored and looked up in; the table alone opens no result. */
export const hashFlameKey = (key: string): string => hashSecretToken(key);

/** Whether a string could be a key at all, so that anything else is not found without a query. */
export const isWellFormedFlameKey = (key: string): boolean => flameKeySchema.safeParse(key).success;

export const flameReportPrefix = 'flame:';

/** How the one-time report of a result is named among the report purchases: by its id, never by its key. */
export const flameReportSubject = (resultId: string): string => `${flameReportPrefix}${resultId}`;
