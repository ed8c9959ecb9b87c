import { createContext, useContext, type ReactNode } from 'react';
import type { ApiArea, ApiClients } from './api-clients';
import type { ApiClient } from '@teamcast/contract';

const ApiClientsContext = createContext<ApiClients | null>(null);

export function ApiClientsProvider({ clients, children }: { clients: ApiClients; children: ReactNode }) {
  return <ApiClientsContext value={clients}>{children}</ApiClientsContext>;
}

/** The API client of an area; the only way screens reach the server. */
export function useApiClient(area: ApiArea): ApiClient {
  const clients = useContext(ApiClientsContext);
  if (!clients) throw new Error('useApiClient needs an ApiClientsProvider above it');
  return clients[area];
}
