import {
  administratorLogin,
  ApiError,
  estimatorLogin,
  ownerLogin,
  proofChallengeOf,
  type ApiClient,
  type PasswordSignIn,
  type SignedIn,
} from '@teamcast/contract';
import type { AuthArea } from '../../../shared/auth/auth-area';
import type { ProofProgress } from '../../../shared/proof/solve-proof';
import { deviceTokens } from '../session/device-tokens';

export interface PasswordCredentials {
  username: string;
  password: string;
}

export interface PasswordLoginOptions {
  /** Told 0 when the browser starts on a challenge, then how far it got. */
  onProving?: ProofProgress;
}

function callLogin(client: ApiClient, area: AuthArea, body: PasswordSignIn): Promise<SignedIn> {
  if (area === 'administrator') return client(administratorLogin, { body }, { report: false });
  if (area === 'estimator') return client(estimatorLogin, { body }, { report: false });
  return client(ownerLogin, { body }, { report: false });
}

/**
 * Signs in with a password as the server asks: with the token that makes this browser a known device
 * of the area's account, and, when the answer is `proof_required`, once more with its challenge
 * solved, which takes the browser a second or so and needs nothing from the user. Any other failure,
 * a second refusal included, is the caller's to show. The new device token is kept for next time.
 */
export async function passwordLogin(client: ApiClient, area: AuthArea, credentials: PasswordCredentials, options: PasswordLoginOptions = {}): Promise<SignedIn> {
  const deviceToken = deviceTokens.get(area);
  const body: PasswordSignIn = { ...credentials, ...(deviceToken === undefined ? {} : { deviceToken }) };
  let signedIn: SignedIn;
  try {
    signedIn = await callLogin(client, area, body);
  } catch (error) {
    const challenge = error instanceof ApiError ? proofChallengeOf(error) : undefined;
    if (!challenge) throw error;
    options.onProving?.(0);
    // The solver loads only when a proof is asked for, so sign-in pages stay light.
    const { proveInBrowser } = await import('../../../shared/proof/prove-in-browser');
    const proof = await proveInBrowser(challenge, options.onProving);
    signedIn = await callLogin(client, area, { ...body, proof });
  }
  deviceTokens.set(area, signedIn.deviceToken);
  return signedIn;
}
