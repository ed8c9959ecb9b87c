import { randomUUID } from 'node:crypto';
import type { LinkPurpose } from '@teamcast/contract';
import { AppError } from '../http/app-error';
import type { Clock } from '../platform/clock';
import type { Db } from '../platform/database';
import type { LinkAccountKind } from './account-kind';
import { deleteAccountLinkTokens, insertLinkToken, retireLinkTokens, useLinkToken, type LinkTokenRow } from './link-tokens-repository';
import { hashSecretToken, isWellFormedToken, newSecretToken } from './secret-tokens';

const minute = 60 * 1000;
const day = 24 * 60 * minute;

/**
 * How long a mailed link works. Sign-in and reset links are short-lived because whoever holds one is
 * signed in; a verification link waits a week for a user who reads mail late, and so does the
 * invitation of a new estimator, which is a sign-in link.
 */
export const linkLifetimes = {
  login: 60 * minute,
  reset: 60 * minute,
  verify: 7 * day,
  invitation: 7 * day,
} as const satisfies Record<LinkPurpose | 'invitation', number>;

export interface IssueLink {
  kind: LinkAccountKind;
  accountId: string;
  purpose: LinkPurpose;
  /** The web area whose page the link opens. */
  area: string;
  lifetimeMs: number;
}

export interface LinkService {
  /** Stores a new link, retiring older unused ones of the same purpose, and returns its token. */
  issue(db: Db, link: IssueLink): Promise<string>;
  /** Uses a link once; 410 `link_expired` when it is unknown, used, expired or of another kind of account. */
  use(db: Db, token: string, kind: LinkAccountKind): Promise<LinkTokenRow>;
  removeAll(db: Db, kind: LinkAccountKind, accountId: string): Promise<void>;
}

export function createLinkService(clock: Clock): LinkService {
  return {
    async issue(db, { kind, accountId, purpose, area, lifetimeMs }) {
      const now = clock.now();
      const token = newSecretToken();
      await retireLinkTokens(db, kind, accountId, purpose, now);
      await insertLinkToken(db, {
        id: randomUUID(),
        tokenHash: hashSecretToken(token),
        accountKind: kind,
        accountId,
        purpose,
        area,
        createdAt: now,
        expiresAt: new Date(now.getTime() + lifetimeMs),
      });
      return token;
    },

    async use(db, token, kind) {
      const row = isWellFormedToken(token) ? await useLinkToken(db, hashSecretToken(token), kind, clock.now()) : undefined;
      if (!row) throw new AppError(410, 'link_expired', 'The link was already used, has expired or does not exist');
      return row;
    },

    removeAll: (db, kind, accountId) => deleteAccountLinkTokens(db, kind, accountId),
  };
}
