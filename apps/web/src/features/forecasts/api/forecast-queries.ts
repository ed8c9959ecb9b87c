import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError, writeResultText, type ApiClient, type OwnerArea, type ResultText, type ResultTextRequest, type SnapshotView } from '@teamcast/contract';
import type { Locale } from '@teamcast/domain';
import { useApiClient } from '../../../shared/api/api-context';
import { areaQueryKey } from '../../../shared/api/query-keys';
import { errorDisplay } from '../../../shared/errors/error-display';
import { loadSnapshot, type SnapshotTarget } from './load-snapshot';

/**
 * A finished run's stored forecast. A run's result never changes, so it is read once and kept while
 * the area is signed in; the address in the target may have expired, and a new one is asked for then.
 */
export function snapshotQuery(area: OwnerArea, client: ApiClient, target: SnapshotTarget | null) {
  return queryOptions({
    queryKey: areaQueryKey(area, 'snapshots', target?.ruid ?? ''),
    queryFn: target
      ? ({ signal }): Promise<SnapshotView> => loadSnapshot(client, target, { signal, showError: (error) => errorDisplay.show(error) })
      : skipToken,
    staleTime: Infinity,
    gcTime: 30 * 60_000,
  });
}

/**
 * `keepPrevious` keeps the forecast read before on screen while the next one is read, so that a screen
 * moving from one run to the next never goes blank (`isPlaceholderData` tells it is the older one).
 */
export function useSnapshot(area: OwnerArea, target: SnapshotTarget | null, { keepPrevious = false }: { keepPrevious?: boolean } = {}) {
  const query = useQuery({ ...snapshotQuery(area, useApiClient(area), target), ...(keepPrevious ? { placeholderData: keepPreviousData } : {}) });
  // The history can name a run before it has finished, and a read then finds no forecast yet. Once the run's
  // own message brings the address of its result, that early refusal no longer holds: read it again, once.
  const tooEarly = query.error instanceof ApiError && query.error.code === 'connection_failed';
  const addressed = Boolean(target?.url);
  const { refetch } = query;
  useEffect(() => {
    if (tooEarly && addressed) void refetch();
  }, [tooEarly, addressed, refetch]);
  return query;
}

/** The narrative of a finished run in the given language; the same run always reads the same. */
export function useResultText(area: OwnerArea, request: Omit<ResultTextRequest, 'params'> | null, locale: Locale) {
  const client = useApiClient(area);
  return useQuery({
    queryKey: areaQueryKey(area, 'resultTexts', request?.result ?? '', request?.type ?? '', request?.id1 ?? '', request?.id2 ?? '', locale),
    queryFn: request
      ? ({ signal }): Promise<ResultText> => client(writeResultText, { body: { ...request, params: { ln: locale } } }, { signal })
      : skipToken,
    staleTime: Infinity,
  });
}
