import { administratorLogout, estimatorLogout, ownerLogout } from '@teamcast/contract';
import { useCallback } from 'react';
import { useApiClient } from '../../../shared/api/api-context';
import type { AuthArea } from '../../../shared/auth/auth-area';
import { useLogout } from '../../../shared/auth/logout-context';

const logoutEndpoints = {
  administrator: administratorLogout,
  estimator: estimatorLogout,
  owner: ownerLogout,
  'owner-mobile': ownerLogout,
  'love-mobile': ownerLogout,
} as const satisfies Record<AuthArea, unknown>;

/**
 * Signs an area out: the server ends the session, then the browser forgets it. The browser forgets it
 * even when the server cannot be reached: a user who asks to leave must not stay signed in.
 */
export function useSignOut(area: AuthArea) {
  const client = useApiClient(area);
  const logout = useLogout();
  return useCallback(async () => {
    try {
      await client(logoutEndpoints[area], undefined, { report: false });
    } catch {
      // Nothing to tell the user: the session is forgotten below either way.
    }
    logout(area);
  }, [area, client, logout]);
}
