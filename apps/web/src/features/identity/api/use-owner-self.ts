import { useQuery } from '@tanstack/react-query';
import type { OwnerArea } from '@teamcast/contract';
import { useApiClient } from '../../../shared/api/api-context';
import { useAreaToken } from '../../../shared/auth/credentials-store';
import { ownerSelfQuery } from './self-queries';

/** The owner signed in to an owner area, for any screen that shows or depends on the account. */
export function useOwnerSelf(area: OwnerArea) {
  const client = useApiClient(area);
  const token = useAreaToken(area);
  return useQuery({ ...ownerSelfQuery(area, client), enabled: token !== null });
}
