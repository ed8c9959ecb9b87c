import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@teamcast/contract';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Retrying a refusal cannot change its answer; retrying a lost connection can.
        retry: (failureCount, error) => failureCount < 2 && (!(error instanceof ApiError) || error.isNetwork || error.statusCode >= 500),
      },
      mutations: { retry: false },
    },
  });
}
