import { queryOptions } from '@tanstack/react-query';
import { getPair, getSandbox, getScene, listScenes, type ApiClient, type OwnerArea, type Pair, type SceneView } from '@teamcast/contract';
import { areaQueryKey } from '../../../shared/api/query-keys';

/** Everything an area caches about its teams, its scratch scene and its pairs. */
export const scenesQueryKey = (area: OwnerArea) => areaQueryKey(area, 'scenes');
export const teamQueryKey = (area: OwnerArea, id: string) => areaQueryKey(area, 'scenes', 'team', id);
export const sandboxQueryKey = (area: OwnerArea) => areaQueryKey(area, 'scenes', 'sandbox');
export const pairQueryKey = (area: OwnerArea, id: string) => areaQueryKey(area, 'scenes', 'pair', id);

/** Where a scene the server sent belongs in the cache: by its kind, since every edit answers with one. */
export function sceneQueryKey(area: OwnerArea, scene: SceneView | Pair) {
  if (scene.kind === 'sandbox') return sandboxQueryKey(area);
  return scene.kind === 'pair' ? pairQueryKey(area, scene._id) : teamQueryKey(area, scene._id);
}

/** The owner's teams, newest change first. */
export function teamsQuery(area: OwnerArea, client: ApiClient) {
  return queryOptions({
    queryKey: areaQueryKey(area, 'scenes', 'teams'),
    queryFn: ({ signal }) => client(listScenes, undefined, { signal }),
  });
}

/** One team; a missing one is the page's own not-found state, not an error to pop up. */
export function teamQuery(area: OwnerArea, client: ApiClient, id: string) {
  return queryOptions({
    queryKey: teamQueryKey(area, id),
    queryFn: ({ signal }): Promise<SceneView> => client(getScene, { params: { id } }, { signal, report: false }),
  });
}

/** The scratch scene, or null until it is started. */
export function sandboxQuery(area: OwnerArea, client: ApiClient) {
  return queryOptions({
    queryKey: sandboxQueryKey(area),
    queryFn: async ({ signal }): Promise<SceneView | null> => (await client(getSandbox, undefined, { signal })).scene,
  });
}

export function pairQuery(area: OwnerArea, client: ApiClient, id: string) {
  return queryOptions({
    queryKey: pairQueryKey(area, id),
    queryFn: ({ signal }): Promise<Pair> => client(getPair, { params: { id } }, { signal, report: false }),
  });
}
