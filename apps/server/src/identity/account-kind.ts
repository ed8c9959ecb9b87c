import type { EndpointAuth } from '@teamcast/contract';

/** The kinds of account that sign in; each endpoint admits exactly one of them, or anyone. */
export const accountKinds = ['administrator', 'estimator', 'owner'] as const satisfies readonly Exclude<EndpointAuth, 'none'>[];
export type AccountKind = (typeof accountKinds)[number];

/** Accounts that receive links by mail; administrators only sign in with a password. */
export const linkAccountKinds = ['estimator', 'owner'] as const satisfies readonly AccountKind[];
export type LinkAccountKind = (typeof linkAccountKinds)[number];
