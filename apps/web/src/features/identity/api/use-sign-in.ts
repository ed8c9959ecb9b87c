import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { AuthArea } from '../../../shared/auth/auth-area';
import { credentialsStore } from '../../../shared/auth/credentials-store';
import { selfQueryKey } from './self-queries';

/**
 * Stores a new session for an area. What the area cached for whoever was signed in before goes
 * first, so a second account in the same browser never sees the first one's data.
 */
export function useSignIn(area: AuthArea) {
  const queryClient = useQueryClient();
  return useCallback(
    (token: string, self?: unknown) => {
      queryClient.removeQueries({ queryKey: [area] });
      if (self !== undefined) queryClient.setQueryData(selfQueryKey(area), self);
      credentialsStore.set(area, { token });
    },
    [area, queryClient],
  );
}
