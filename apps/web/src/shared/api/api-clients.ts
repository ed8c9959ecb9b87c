import { createApiClient, type ApiClient, type ApiError } from '@teamcast/contract';
import { authAreas, isAuthArea, type AuthArea } from '../auth/auth-area';
import type { CredentialsStore } from '../auth/credentials-store';
import type { Logout } from '../auth/logout';

/** Who is calling: a signed-in area, the public pages, or the consumer test (which never sends a token). */
export type ApiArea = AuthArea | 'public' | 'main';
export const apiAreas: readonly ApiArea[] = ['public', 'main', ...authAreas];

export interface ApiClientsDependencies {
  credentials: CredentialsStore;
  getLocale: () => string;
  logout: Logout;
  /** The top-level error display. */
  showError: (error: ApiError) => void;
  /** The page the user is on, kept so that signing in again after a 401 comes back to it. */
  currentPath: () => string;
  fetch?: typeof fetch;
}

export type ApiClients = Record<ApiArea, ApiClient>;

/**
 * One typed client per area: the area's own bearer token, the current language, a 401 signing
 * that area out, and every other failure going to the top-level error display.
 */
export function createApiClients(deps: ApiClientsDependencies): ApiClients {
  const make = (area: ApiArea): ApiClient =>
    createApiClient({
      fetch: deps.fetch,
      getLocale: deps.getLocale,
      getToken: isAuthArea(area) ? () => deps.credentials.get(area)?.token : undefined,
      onUnauthorized: isAuthArea(area) ? () => deps.logout(area, { next: deps.currentPath() }) : undefined,
      onError: deps.showError,
    });
  return Object.fromEntries(apiAreas.map((area) => [area, make(area)])) as ApiClients;
}
