import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createApiClient, type AnalysisView, type RealtimeMessage } from '@teamcast/contract';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiClientsProvider } from '../../../shared/api/api-context';
import type { ApiClients } from '../../../shared/api/api-clients';
import { createFakeApi, type FakeRoutes } from '../../../test/fake-api';
import { reflectAnalysis } from './analysis-state';
import { useAnalysis } from './use-analysis';

const ruid = '11111111-1111-4111-8111-111111111111';

const view = (overrides: Partial<AnalysisView> = {}): AnalysisView => ({
  ruid,
  kind: 'monitor',
  status: 'running',
  progress: 0,
  sceneId: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  errorCode: null,
  result: null,
  ...overrides,
});

const monitorResult = {
  kind: 'monitor' as const,
  monitor: { orientation: 'growth' as const, teams: [], people: [], organisation: { people: 0, contacts: 0, sharedPeople: 0, organisationScenes: 0 }, leftOut: [] },
};

function setup(routes: FakeRoutes) {
  const api = createFakeApi(routes);
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const clients = { owner: createApiClient({ fetch: api.fetch as typeof globalThis.fetch }) } as unknown as ApiClients;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queries}>
      <ApiClientsProvider clients={clients}>{children}</ApiClientsProvider>
    </QueryClientProvider>
  );
  const send = (message: RealtimeMessage) => act(() => reflectAnalysis(queries, 'owner', message));
  return { api, wrapper, send };
}

describe('an analysis run on screen', () => {
  it('is idle without a run and asks nothing', () => {
    const { api, wrapper } = setup({});
    const { result } = renderHook(() => useAnalysis(null), { wrapper });
    expect(result.current).toEqual({ status: 'idle', progress: 0, analysis: undefined, errorCode: null });
    expect(api.calls('getAnalysis')).toHaveLength(0);
  });

  it('keeps progress and the end that arrived before the start answered, then reads the result once', async () => {
    let stored = view();
    const { api, wrapper, send } = setup({ getAnalysis: () => stored });
    send({ type: 'analysisProgress', payload: { ruid, kind: 'monitor', progress: 40 } });
    send({ type: 'analysisProgress', payload: { ruid, kind: 'monitor', progress: 20 } });
    const { result, rerender } = renderHook(({ id }: { id: string | null }) => useAnalysis(id), { wrapper, initialProps: { id: null as string | null } });

    rerender({ id: ruid });
    await waitFor(() => expect(api.calls('getAnalysis')).toHaveLength(1));
    await waitFor(() => expect(result.current.status).toBe('running'));
    expect(result.current.progress).toBe(40);

    stored = view({ status: 'done', progress: 100, result: monitorResult });
    send({ type: 'analysisDone', payload: { ruid, kind: 'monitor', status: 'done', code: null } });
    await waitFor(() => expect(result.current.status).toBe('done'));
    expect(result.current.progress).toBe(100);
    expect(result.current.analysis?.result).toEqual(monitorResult);
    expect(api.calls('getAnalysis')).toHaveLength(2);
  });

  it('reads a finished run on opening, without any message', async () => {
    const { api, wrapper } = setup({ getAnalysis: view({ status: 'done', progress: 100, result: monitorResult }) });
    const { result } = renderHook(() => useAnalysis(ruid), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('done'));
    expect(result.current.analysis?.result?.kind).toBe('monitor');
    expect(api.calls('getAnalysis')).toHaveLength(1);
  });

  it('reports a failure with its code', async () => {
    const { wrapper, send } = setup({ getAnalysis: () => view({ status: 'failed', errorCode: 'run_limit' }) });
    send({ type: 'analysisProgress', payload: { ruid, kind: 'monitor', progress: 10 } });
    send({ type: 'analysisDone', payload: { ruid, kind: 'monitor', status: 'failed', code: 'run_limit' } });
    const { result } = renderHook(() => useAnalysis(ruid), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(result.current.errorCode).toBe('run_limit');
  });

  it('does not keep asking when the server still calls an ended run unfinished', async () => {
    const { api, wrapper, send } = setup({ getAnalysis: () => view({ progress: 90 }) });
    const { result } = renderHook(() => useAnalysis(ruid), { wrapper });
    await waitFor(() => expect(api.calls('getAnalysis')).toHaveLength(1));
    send({ type: 'analysisDone', payload: { ruid, kind: 'monitor', status: 'done', code: null } });
    await waitFor(() => expect(api.calls('getAnalysis')).toHaveLength(4));
    // Let any further read start: none does.
    for (let turn = 0; turn < 5; turn += 1) await act(() => Promise.resolve());
    expect(api.calls('getAnalysis')).toHaveLength(4);
    expect(result.current.status).toBe('running');
    expect(result.current.progress).toBe(100);
  });

  it('reads again after the end when the end comes while the first read is still out, as that read answers from before it', async () => {
    let answerFirst: () => void = () => {};
    const first = new Promise<void>((resolve) => (answerFirst = resolve));
    let reads = 0;
    const { api, wrapper, send } = setup({
      getAnalysis: async () => {
        reads += 1;
        if (reads > 1) return view({ status: 'done', progress: 100, result: monitorResult });
        await first;
        return view({ progress: 60 });
      },
    });
    const { result } = renderHook(() => useAnalysis(ruid), { wrapper });
    await waitFor(() => expect(api.calls('getAnalysis')).toHaveLength(1));
    send({ type: 'analysisDone', payload: { ruid, kind: 'monitor', status: 'done', code: null } });
    answerFirst();
    await waitFor(() => expect(result.current.status).toBe('done'));
    expect(result.current.analysis?.result).toEqual(monitorResult);
    expect(api.calls('getAnalysis')).toHaveLength(2);
  });

  it('a late progress report does not take a finished run back', () => {
    const { wrapper, send } = setup({ getAnalysis: () => view() });
    send({ type: 'analysisDone', payload: { ruid, kind: 'monitor', status: 'failed', code: 'x' } });
    send({ type: 'analysisProgress', payload: { ruid, kind: 'monitor', progress: 50 } });
    const { result } = renderHook(() => useAnalysis(ruid), { wrapper });
    expect(result.current.status).toBe('failed');
    expect(result.current.errorCode).toBe('x');
  });
});
