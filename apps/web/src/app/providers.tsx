import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ApiClientsProvider } from '../shared/api/api-context';
import { LogoutProvider } from '../shared/auth/logout-context';
import { ClientErrorReporterProvider } from '../shared/errors/client-error-context';
import { RealtimeProvider } from '../shared/realtime/realtime-context';
import type { AppServices } from './services';

/** What every screen may use: translations, server state, the API clients, sign-out, error reporting and realtime. */
export function AppProviders({ services, children }: { services: AppServices; children: ReactNode }) {
  return (
    <I18nextProvider i18n={services.i18n}>
      <QueryClientProvider client={services.queryClient}>
        <ApiClientsProvider clients={services.apiClients}>
          <LogoutProvider logout={services.logout}>
            <ClientErrorReporterProvider report={services.reportClientError}>
              <RealtimeProvider open={services.openRealtime}>{children}</RealtimeProvider>
            </ClientErrorReporterProvider>
          </LogoutProvider>
        </ApiClientsProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
