import { skipToken, useQuery, type QueryClient } from '@tanstack/react-query';
import type { OwnerArea, RealtimeMessage } from '@teamcast/contract';
import { areaQueryKey } from '../../../shared/api/query-keys';

type Payload<T extends RealtimeMessage['type']> = Extract<RealtimeMessage, { type: T }>['payload'];

/** One run of the dashboard's history, newest first, as the gateway sends it. */
export type HistoryItem = Payload<'syncHistory'>['items'][number];
/** How many pair and team forecasts the owner has run. */
export type RunCounters = Payload<'integralStats'>;

const dashboardKey = (area: OwnerArea) => areaQueryKey(area, 'dashboard');
export const historyQueryKey = (area: OwnerArea) => areaQueryKey(area, 'dashboard', 'history');
export const countersQueryKey = (area: OwnerArea) => areaQueryKey(area, 'dashboard', 'counters');

/**
 * The history and the counters have no endpoint of their own: the gateway sends them when a
 * connection opens and again after each run. They are kept in the query cache, under the area's key
 * so signing out drops them, and never collected while the area is signed in, since nothing could
 * load them again until the next run.
 */
export function reflectDashboard(queryClient: QueryClient, area: OwnerArea, message: RealtimeMessage): void {
  if (message.type === 'syncHistory') {
    queryClient.setQueryDefaults(dashboardKey(area), { gcTime: Infinity });
    queryClient.setQueryData(historyQueryKey(area), message.payload.items);
  } else if (message.type === 'integralStats') {
    queryClient.setQueryDefaults(dashboardKey(area), { gcTime: Infinity });
    queryClient.setQueryData(countersQueryKey(area), message.payload);
  }
}

/** The latest runs; `undefined` until the gateway has sent them. */
export function useDashboardHistory(area: OwnerArea): HistoryItem[] | undefined {
  return useQuery<HistoryItem[]>({ queryKey: historyQueryKey(area), queryFn: skipToken, gcTime: Infinity }).data;
}

/** The owner's run counters; `undefined` until the gateway has sent them. */
export function useRunCounters(area: OwnerArea): RunCounters | undefined {
  return useQuery<RunCounters>({ queryKey: countersQueryKey(area), queryFn: skipToken, gcTime: Infinity }).data;
}
