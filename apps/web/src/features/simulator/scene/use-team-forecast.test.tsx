import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createApiClient, type SceneForecastView, type SnapshotView } from '@teamcast/contract';
import { createScene, simulateScene } from '@teamcast/domain';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiClientsProvider } from '../../../shared/api/api-context';
import type { ApiClients } from '../../../shared/api/api-clients';
import { aTeam } from '../../../test/scene-fixtures';
import { json } from '../../../test/fake-api';
import { reflectRun } from '../../forecasts';
import { useTeamForecast } from './use-team-forecast';

const teamId = '22222222-2222-4222-8222-222222222222';
const ruids = ['11111111-1111-4111-8111-000000000001', '11111111-1111-4111-8111-000000000002', '11111111-1111-4111-8111-000000000003'];
const key = 'k'.repeat(43);
const forecastOf = (seed: number) =>
  simulateScene(createScene({ actors: [{ id: 'a' }, { id: 'b' }], startDate: '2026-12-01', lifespan: 'new', seed })) as unknown as SceneForecastView;
const forecasts = ruids.map((_, index) => forecastOf(index + 1));

/** A server that starts runs under the ids above in turn and serves each run's stored forecast; the results arrive when the test says. */
function server() {
  const started: string[] = [];
  const read: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://teamcast.test');
    if (url.pathname === `/api/v1/scene/scene/${teamId}/run` && init?.method === 'PUT') {
      const ruid = ruids[started.length]!;
      started.push(ruid);
      return json(200, { ruid });
    }
    const ruid = url.pathname.split('/').at(-1)!;
    read.push(ruid);
    const snapshot = { kind: 'team', ruid, sceneId: teamId, createdAt: '2026-11-20T10:00:00.000Z', forecast: forecasts[ruids.indexOf(ruid)] } as SnapshotView;
    return json(200, snapshot);
  });
  return { api: createApiClient({ fetch: fetch as typeof globalThis.fetch }), started, read };
}

function setup() {
  const { api, started, read } = server();
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const clients = { owner: api } as unknown as ApiClients;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queries}>
      <ApiClientsProvider clients={clients}>{children}</ApiClientsProvider>
    </QueryClientProvider>
  );
  const team = aTeam({ _id: teamId });
  const hook = renderHook(() => useTeamForecast(team), { wrapper });
  /** The gateway's message that a run has its result. */
  const finish = (ruid: string) =>
    act(() => reflectRun(queries, 'owner', { type: 'renderCheckTeam', payload: { ruid, sceneId: teamId, url: `/api/v1/scene/snapshots/${ruid}?key=${key}` } }));
  return { hook, started, read, finish };
}

describe('the forecast after a change in the simulator', () => {
  it('starts one run by itself after a change, and shows its result', async () => {
    const { hook, started, finish } = setup();
    act(() => hook.result.current.changed());
    await waitFor(() => expect(started).toEqual([ruids[0]]));
    await waitFor(() => expect(hook.result.current.running).toBe(true));
    await finish(ruids[0]!);
    await waitFor(() => expect(hook.result.current.forecast).toEqual(forecasts[0]));
    expect(hook.result.current.running).toBe(false);
    expect(hook.result.current.forecastChanges).toBe(1);
    expect(started).toHaveLength(1);
  });

  it('after a second change before the result, runs once more when the first ends and shows only the latest', async () => {
    const { hook, started, read, finish } = setup();
    act(() => hook.result.current.changed());
    await waitFor(() => expect(started).toHaveLength(1));
    act(() => hook.result.current.changed());
    act(() => hook.result.current.changed());
    // The run under way is not joined by others: the server sees one run of this screen at a time.
    expect(started).toHaveLength(1);
    expect(hook.result.current.changes).toBe(3);

    await finish(ruids[0]!);
    // The out-of-date result is never read nor shown; one run follows for the team as it stands.
    await waitFor(() => expect(started).toEqual([ruids[0], ruids[1]]));
    expect(read).not.toContain(ruids[0]);
    expect(hook.result.current.forecast).toBeNull();
    expect(hook.result.current.running).toBe(true);

    await finish(ruids[1]!);
    await waitFor(() => expect(hook.result.current.forecast).toEqual(forecasts[1]));
    expect(hook.result.current.forecastChanges).toBe(3);
    expect(started).toHaveLength(2);
    expect(read).toEqual([ruids[1]]);
  });

  it('keeps the previous forecast on screen while the next one is computed and read', async () => {
    const { hook, started, finish } = setup();
    act(() => hook.result.current.changed());
    await waitFor(() => expect(started).toHaveLength(1));
    await finish(ruids[0]!);
    await waitFor(() => expect(hook.result.current.forecast).toEqual(forecasts[0]));

    act(() => hook.result.current.changed());
    await waitFor(() => expect(started).toHaveLength(2));
    expect(hook.result.current.running).toBe(true);
    expect(hook.result.current.forecast).toEqual(forecasts[0]);
    expect(hook.result.current.forecastChanges).toBe(1);

    await finish(ruids[1]!);
    await waitFor(() => expect(hook.result.current.forecast).toEqual(forecasts[1]));
    expect(hook.result.current.forecastChanges).toBe(2);
  });
});
