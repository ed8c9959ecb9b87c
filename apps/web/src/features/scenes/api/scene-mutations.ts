import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  fixScene,
  updatePair,
  updateSandbox,
  updateScene,
  type EndpointInput,
  type OwnerArea,
  type Pair,
  type SceneView,
} from '@teamcast/contract';
import { useApiClient } from '../../../shared/api/api-context';
import { keepScene, newerSceneOf } from './scene-cache';

export type SceneEdit = EndpointInput<typeof updateScene>['body'];
export type PairEdit = EndpointInput<typeof updatePair>['body'];

/**
 * A change of a scene, sent with the version the screen shows. The answer replaces the cached scene.
 * A stale edit (409 `scene_conflict`) puts the newer scene the server sent in its place, so the screen
 * shows what is stored now, and the top-level display says why in the user's language (the call is
 * reported). Refusals by the rules (400) are left to the screen, as every 400 is.
 */
function useSceneMutation<V>(area: OwnerArea, send: (variables: V) => Promise<SceneView | Pair>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (scene) => keepScene(queryClient, area, scene),
    onError: (error) => {
      const newer = newerSceneOf(error);
      if (newer) keepScene(queryClient, area, newer);
    },
  });
}

/** Renames a team or applies one change, undo, added or removed actor (`PATCH /scene/{id}`). */
export function useEditTeam(area: OwnerArea) {
  const client = useApiClient(area);
  return useSceneMutation(area, ({ id, ...body }: SceneEdit & { id: string }) => client(updateScene, { params: { id }, body }));
}

/** Takes out the actors whose profiles are gone; it names no version, the server applies it to the team as stored. */
export function useFixTeam(area: OwnerArea) {
  const client = useApiClient(area);
  return useSceneMutation(area, (id: string) => client(fixScene, { params: { id } }));
}

export function useEditSandbox(area: OwnerArea) {
  const client = useApiClient(area);
  return useSceneMutation(area, (body: SceneEdit) => client(updateSandbox, { body }));
}

/** Changes a pair's profiles, start day or title. */
export function useEditPair(area: OwnerArea) {
  const client = useApiClient(area);
  return useSceneMutation(area, ({ id, ...body }: PairEdit & { id: string }) => client(updatePair, { params: { sceneId: id }, body }));
}
