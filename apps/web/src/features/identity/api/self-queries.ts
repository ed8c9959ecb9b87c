import { queryOptions } from '@tanstack/react-query';
import {
  ApiError,
  getAdministratorSelf,
  getEstimatorSelf,
  getOwnerSelf,
  type ApiClient,
  type OwnerArea,
} from '@teamcast/contract';
import { areaQueryKey } from '../../../shared/api/query-keys';
import type { AuthArea } from '../../../shared/auth/auth-area';
import { errorDisplay } from '../../../shared/errors/error-display';

/** The signed-in account of an area; under the area's key, so signing the area out drops it. */
export const selfQueryKey = (area: AuthArea) => areaQueryKey(area, 'self');

const staleTime = 60_000;

/**
 * The owner's own account. A 404 is not an error to display: it means the owner was deleted, and the
 * session handles it by signing the area out (spec section 8), so it is kept away from the display.
 */
export function ownerSelfQuery(area: OwnerArea, client: ApiClient) {
  return queryOptions({
    queryKey: selfQueryKey(area),
    queryFn: async ({ signal }) => {
      try {
        return await client(getOwnerSelf, undefined, { report: false, signal });
      } catch (error) {
        if (error instanceof ApiError && ![400, 401, 404].includes(error.statusCode)) errorDisplay.show(error);
        throw error;
      }
    },
    staleTime,
    retry: (failureCount, error) => failureCount < 2 && error instanceof ApiError && error.isNetwork,
  });
}

export function estimatorSelfQuery(client: ApiClient) {
  return queryOptions({
    queryKey: selfQueryKey('estimator'),
    queryFn: ({ signal }) => client(getEstimatorSelf, undefined, { signal }),
    staleTime,
  });
}

export function administratorSelfQuery(client: ApiClient) {
  return queryOptions({
    queryKey: selfQueryKey('administrator'),
    queryFn: ({ signal }) => client(getAdministratorSelf, undefined, { signal }),
    staleTime,
  });
}
