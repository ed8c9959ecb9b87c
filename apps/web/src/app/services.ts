import type { QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { createApiClients, type ApiClients } from '../shared/api/api-clients';
import { createQueryClient } from '../shared/api/query-client';
import { credentialsStore, type CredentialsStore } from '../shared/auth/credentials-store';
import { createLogout, type Logout } from '../shared/auth/logout';
import { createClientErrorReporter, type ReportClientError } from '../shared/errors/client-error-reporter';
import { errorDisplay, type ErrorDisplay } from '../shared/errors/error-display';
import { lastOpenedStore, type LastOpenedStore } from '../shared/last-opened/last-opened-store';
import { createRealtimeConnection } from '../shared/realtime/realtime-connection';
import type { OpenRealtime } from '../shared/realtime/realtime-context';
import { areaOfPath, loginHref } from '../shared/paths';

export interface AppServices {
  i18n: i18n;
  queryClient: QueryClient;
  apiClients: ApiClients;
  logout: Logout;
  reportClientError: ReportClientError;
  openRealtime: OpenRealtime;
}

export interface AppServicesOptions {
  i18n: i18n;
  /** The router's navigation, for sign-outs that happen outside React (a 401). */
  navigate: (to: string, options: { replace: boolean }) => unknown;
  /** Path, query and hash of the page on screen. */
  currentPath: () => string;
  currentUrl?: () => string;
  credentials?: CredentialsStore;
  lastOpened?: LastOpenedStore;
  display?: ErrorDisplay;
  fetch?: typeof fetch;
  queryClient?: QueryClient;
  /** Stands in for the browser's websocket in tests. */
  openRealtime?: OpenRealtime;
}

/** Wires the app's parts together once: stores, sign-out, the API clients, the error reporter and realtime. */
export function createAppServices(options: AppServicesOptions): AppServices {
  const credentials = options.credentials ?? credentialsStore;
  const queryClient = options.queryClient ?? createQueryClient();
  const display = options.display ?? errorDisplay;
  const logout = createLogout({
    credentials,
    queryClient,
    lastOpened: options.lastOpened ?? lastOpenedStore,
    loginHref,
    navigate: options.navigate,
  });
  const apiClients = createApiClients({
    credentials,
    getLocale: () => options.i18n.resolvedLanguage ?? options.i18n.language,
    logout,
    showError: (error) => display.show(error),
    currentPath: options.currentPath,
    fetch: options.fetch,
  });
  const reportClientError = createClientErrorReporter({
    client: apiClients.public,
    currentUrl: options.currentUrl ?? (() => window.location.href),
    areaOf: areaOfPath,
  });
  const openRealtime = options.openRealtime ?? ((getToken) => createRealtimeConnection({ getToken }));
  return { i18n: options.i18n, queryClient, apiClients, logout, reportClientError, openRealtime };
}
