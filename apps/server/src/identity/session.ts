import type { EndpointAuth, LinkPurpose } from '@teamcast/contract';
import type { AccountKind } from './account-kind';

/** A signed-in session as handlers see it: whose it is and how it was opened. */
export interface Session<K extends AccountKind = AccountKind> {
  id: string;
  kind: K;
  accountId: string;
  /** The purpose of the mailed link that opened the session; null for a password sign-in. */
  linkPurpose: LinkPurpose | null;
  createdAt: Date;
}

/** The session a handler of an endpoint receives: of the endpoint's account kind, or none for open endpoints. */
export type SessionFor<A extends EndpointAuth> = A extends AccountKind ? Session<A> : null;
