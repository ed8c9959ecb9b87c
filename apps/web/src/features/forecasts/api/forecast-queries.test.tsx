import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { createApiClient, type ApiClient, type SnapshotView } from '@teamcast/contract';
import { createScene, simulateScene } from '@teamcast/domain';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiClientsProvider } from '../../../shared/api/api-context';
import type { ApiClients } from '../../../shared/api/api-clients';
import { failure, json } from '../../../test/fake-api';
import { useSnapshot } from './forecast-queries';
import type { SnapshotTarget } from './load-snapshot';

const ruid = '11111111-1111-4111-8111-111111111111';
const sceneId = '22222222-2222-4222-8222-222222222222';
const key = 'k'.repeat(43);
const snapshot = {
  kind: 'team',
  ruid,
  sceneId,
  createdAt: '2026-11-20T10:00:00.000Z',
  forecast: simulateScene(createScene({ actors: [{ id: 'a' }, { id: 'b' }], startDate: '2026-12-01', lifespan: 'new', seed: 1 })),
} as SnapshotView;

/** A server whose run finishes only when told: until then it has no forecast to give an address for. */
function server() {
  let finished = false;
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://teamcast.test');
    if (!finished) return failure(404, 'connection_failed');
    if (url.pathname === `/api/v1/scene/scene/snapshot/${sceneId}`) return json(200, { url: `/api/v1/scene/snapshots/${ruid}?key=${key}`, expiresAt: '2026-11-20T10:10:00.000Z' });
    return json(200, snapshot);
  });
  const api = createApiClient({ fetch: fetch as typeof globalThis.fetch });
  return { api, fetch, finish: () => (finished = true) };
}

function wrapper(api: ApiClient) {
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const clients = { owner: api } as unknown as ApiClients;
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queries}>
      <ApiClientsProvider clients={clients}>{children}</ApiClientsProvider>
    </QueryClientProvider>
  );
}

describe('a stored forecast on screen', () => {
  it('reads a run again once its result arrives, when the history named it too early', async () => {
    const { api, fetch, finish } = server();
    const fromHistory: SnapshotTarget = { ruid, sceneId, url: '' };
    const { result, rerender } = renderHook(({ target }: { target: SnapshotTarget }) => useSnapshot('owner', target), {
      wrapper: wrapper(api),
      initialProps: { target: fromHistory },
    });
    await waitFor(() => expect(result.current.isError).toBe(true));

    finish();
    rerender({ target: { ruid, sceneId, url: `/api/v1/scene/snapshots/${ruid}?key=${key}` } });
    await waitFor(() => expect(result.current.data?.ruid).toBe(ruid));
    expect(result.current.isError).toBe(false);
    expect(fetch.mock.calls.length).toBe(2);
  });

  it('does not ask again and again when the finished run still has no forecast', async () => {
    const { api, fetch } = server();
    const addressed: SnapshotTarget = { ruid, sceneId, url: `/api/v1/scene/snapshots/${ruid}?key=${key}` };
    const { result } = renderHook(() => useSnapshot('owner', addressed), { wrapper: wrapper(api) });
    await waitFor(() => expect(result.current.isError).toBe(true));
    // One read, then the one read again for an early refusal; never a loop.
    await waitFor(() => expect(fetch.mock.calls.length).toBe(2));
    await waitFor(() => expect(result.current.isFetching).toBe(false));
    expect(result.current.isError).toBe(true);
    expect(fetch.mock.calls.length).toBe(2);
  });
});
