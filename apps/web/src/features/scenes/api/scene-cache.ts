import type { QueryClient } from '@tanstack/react-query';
import { ApiError, type OwnerArea, type Pair, type RealtimeMessage, type SceneView } from '@teamcast/contract';
import { sceneQueryKey, scenesQueryKey } from './scene-queries';

/** The newer scene a stale edit was refused against (409 `scene_conflict`), or null for any other failure. */
export function newerSceneOf(error: unknown): SceneView | Pair | null {
  if (!(error instanceof ApiError) || error.code !== 'scene_conflict') return null;
  return error.current ?? null;
}

/**
 * Puts a scene the server answered with in the cache, where the screen showing it reads it. A copy
 * older than the cached one is dropped: answers of two tabs can arrive in either order.
 */
export function keepScene(queryClient: QueryClient, area: OwnerArea, scene: SceneView | Pair): void {
  const key = sceneQueryKey(area, scene);
  const cached = queryClient.getQueryData<SceneView | Pair | null>(key);
  if (cached && cached._id === scene._id && cached.version > scene.version) return;
  queryClient.setQueryData(key, scene);
}

/**
 * A `reflectState` from the realtime gateway: a scene was stored elsewhere. Every cached copy of it at
 * an older version is marked stale and read again; the tab that made the change already holds that
 * version, so it loads nothing.
 */
export function reflectSceneState(queryClient: QueryClient, area: OwnerArea, message: RealtimeMessage): void {
  if (message.type !== 'reflectState') return;
  const { sceneId, version } = message.payload;
  void queryClient.invalidateQueries({
    queryKey: scenesQueryKey(area),
    predicate: (query) => {
      const scene = query.state.data as SceneView | Pair | null | undefined;
      return !!scene && typeof scene === 'object' && '_id' in scene && scene._id === sceneId && scene.version < version;
    },
  });
}
