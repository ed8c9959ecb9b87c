import { ApiError, createApiClient, type SnapshotView } from '@teamcast/contract';
import { createScene, simulateScene } from '@teamcast/domain';
import { describe, expect, it, vi } from 'vitest';
import { failure, json } from '../../../test/fake-api';
import { loadSnapshot } from './load-snapshot';

const ruid = '11111111-1111-4111-8111-111111111111';
const sceneId = '22222222-2222-4222-8222-222222222222';
const oldKey = 'a'.repeat(43);
const newKey = 'b'.repeat(43);
const snapshot: SnapshotView = {
  kind: 'team',
  ruid,
  sceneId,
  createdAt: '2026-11-20T10:00:00.000Z',
  forecast: simulateScene(createScene({ actors: [{ id: 'a' }, { id: 'b' }], startDate: '2026-12-01', lifespan: 'new', seed: 1 })),
} as SnapshotView;

/** A server that serves only the new key, and hands it out when asked for an address. */
function server(oldKeyAnswer: Response) {
  const requests: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://teamcast.test');
    requests.push(url.pathname + url.search);
    if (url.pathname === `/api/v1/scene/scene/snapshot/${sceneId}`) {
      return json(200, { url: `/api/v1/scene/snapshots/${ruid}?key=${newKey}`, expiresAt: '2026-11-20T10:10:00.000Z' });
    }
    const key = url.searchParams.get('key');
    if (key === newKey) return json(200, snapshot);
    if (key === oldKey) return oldKeyAnswer.clone();
    return failure(404, 'connection_failed');
  });
  const showError = vi.fn();
  const api = createApiClient({ fetch: fetch as typeof globalThis.fetch, onError: showError });
  return { api, requests, showError };
}

const target = (key: string) => ({ ruid, sceneId, url: `/api/v1/scene/snapshots/${ruid}?key=${key}` });

describe('loading a stored forecast', () => {
  it('reads it at the address it was given', async () => {
    const { api, requests } = server(json(200, snapshot));
    expect(await loadSnapshot(api, target(oldKey))).toMatchObject({ ruid, kind: 'team' });
    expect(requests).toEqual([`/api/v1/scene/snapshots/${ruid}?key=${oldKey}`]);
  });

  it.each(['url_expired', 'url_count'] as const)('asks for a new address once the old one answers %s, without showing an error', async (code) => {
    const { api, requests, showError } = server(failure(410, code));
    const showTopLevel = vi.fn();
    expect(await loadSnapshot(api, target(oldKey), { showError: showTopLevel })).toMatchObject({ ruid });
    expect(requests).toEqual([
      `/api/v1/scene/snapshots/${ruid}?key=${oldKey}`,
      `/api/v1/scene/scene/snapshot/${sceneId}?ruid=${ruid}`,
      `/api/v1/scene/snapshots/${ruid}?key=${newKey}`,
    ]);
    expect(showError).not.toHaveBeenCalled();
    expect(showTopLevel).not.toHaveBeenCalled();
  });

  it('asks for an address straight away when the one given has no key', async () => {
    const { api, requests } = server(json(200, snapshot));
    expect(await loadSnapshot(api, { ruid, sceneId, url: '' })).toMatchObject({ ruid });
    expect(requests[0]).toBe(`/api/v1/scene/scene/snapshot/${sceneId}?ruid=${ruid}`);
  });

  it('shows and throws any other failure, such as a missing forecast', async () => {
    const { api, showError } = server(failure(404, 'connection_failed'));
    const showTopLevel = vi.fn();
    const failed = loadSnapshot(api, target(oldKey), { showError: showTopLevel });
    await expect(failed).rejects.toBeInstanceOf(ApiError);
    await expect(failed).rejects.toMatchObject({ code: 'connection_failed' });
    expect(showTopLevel).toHaveBeenCalledWith(expect.objectContaining({ code: 'connection_failed' }));
    // The client's own display stayed quiet, so the failure is shown once.
    expect(showError).not.toHaveBeenCalled();
  });
});
