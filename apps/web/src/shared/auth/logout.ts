import type { QueryClient } from '@tanstack/react-query';
import type { LastOpenedStore } from '../last-opened/last-opened-store';
import type { AuthArea } from './auth-area';
import type { CredentialsStore } from './credentials-store';

export interface LogoutDependencies {
  credentials: CredentialsStore;
  queryClient: QueryClient;
  lastOpened: LastOpenedStore;
  /** Where the area signs in, with the page to return to when given. */
  loginHref: (area: AuthArea, next?: string) => string;
  navigate: (to: string, options: { replace: boolean }) => unknown;
}

export interface LogoutOptions {
  /** The page to come back to after signing in again (a 401 keeps it; the logout button does not). */
  next?: string;
}

export type Logout = (area: AuthArea, options?: LogoutOptions) => void;

/**
 * Signs one area out: its credentials, its cached server state (every query key of an area starts
 * with the area's name) and what it remembered go; the other areas stay signed in.
 */
export function createLogout(deps: LogoutDependencies): Logout {
  return (area, options = {}) => {
    deps.credentials.clear(area);
    deps.queryClient.removeQueries({ queryKey: [area] });
    deps.lastOpened.clear(area);
    void deps.navigate(deps.loginHref(area, options.next), { replace: true });
  };
}
