import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { updatePair, updateScene } from './endpoints/scenes';
import type { Pair, SceneView } from './entities/scenes';
import { ApiError, apiErrorSchema } from './errors';

const scene: SceneView = {
  _id: 'team-1',
  kind: 'team',
  title: 'Разработка',
  status: 'ok',
  missingProfileIds: [],
  lifespan: 'new',
  startDate: '2026-12-01',
  actors: [],
  interactions: [],
  groupEvents: [],
  undo: [],
  version: 4,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-02T10:00:00.000Z',
};
const pair: Pair = { ...scene, _id: 'pair-1', kind: 'pair', sourceSceneId: null };

function answering(status: number, body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
  const onError = vi.fn();
  const logger = { warn: vi.fn(), error: vi.fn() };
  return { client: createApiClient({ fetch, onError, logger }), fetch, onError };
}

describe('a stale scene edit', () => {
  it('fails with the scene as it is now on the ApiError, and still reaches the top-level display', async () => {
    const { client, onError } = answering(409, { statusCode: 409, code: 'scene_conflict', message: 'stale', current: scene });
    const failure = await client(updateScene, { params: { id: 'team-1' }, body: { version: 3, title: 'Новое' } }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ statusCode: 409, code: 'scene_conflict', current: scene });
    expect(onError).toHaveBeenCalledExactlyOnceWith(failure);
  });

  it('keeps a pair a pair, with its source team', async () => {
    const { client } = answering(409, { statusCode: 409, code: 'scene_conflict', message: 'stale', current: pair });
    const failure = await client(updatePair, { params: { sceneId: 'pair-1' }, body: { version: 3 } }).catch((error: unknown) => error);
    expect((failure as ApiError).current).toEqual(pair);
  });

  it('is only sent with the version it was made on', () => {
    expect(updateScene.body.safeParse({ title: 'Новое' }).success).toBe(false);
    expect(updatePair.body.safeParse({}).success).toBe(false);
    expect(updateScene.body.safeParse({ version: 1, title: 'Новое' }).success).toBe(true);
  });

  it('leaves every other error as it was: no `current`', () => {
    expect(apiErrorSchema.parse({ statusCode: 404, code: 'scene_not_found', message: 'gone' })).toEqual({
      statusCode: 404,
      code: 'scene_not_found',
      message: 'gone',
    });
    expect(new ApiError({ statusCode: 404, code: 'not_found', message: 'gone' }).current).toBeUndefined();
  });
});
