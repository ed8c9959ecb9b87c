import { estimatorMagicLogin, ownerMagicLogin, type ApiClient, type EndpointOutput } from '@teamcast/contract';

export type MagicLogin = EndpointOutput<typeof ownerMagicLogin>;
export type LinkAccount = 'owner' | 'estimator';

const inFlight = new Map<string, Promise<MagicLogin>>();

/**
 * Exchanges a link's token for a session. A link works once, so a second call for the same token while
 * the first is on its way (React runs effects twice in development) shares the first call's answer
 * instead of spending the link again.
 */
export function consumeMagicLink(client: ApiClient, account: LinkAccount, token: string): Promise<MagicLogin> {
  const key = `${account}:${token}`;
  const pending = inFlight.get(key);
  if (pending) return pending;
  const endpoint = account === 'owner' ? ownerMagicLogin : estimatorMagicLogin;
  // The double run happens before the answer arrives; a later visit (the back button) asks again.
  const call = client(endpoint, { params: { token } }, { report: false }).finally(() => inFlight.delete(key));
  inFlight.set(key, call);
  return call;
}
