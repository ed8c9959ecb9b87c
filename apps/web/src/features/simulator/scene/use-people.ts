import { useQuery } from '@tanstack/react-query';
import type { SceneView } from '@teamcast/contract';
import { useCallback } from 'react';
import { useApiClient } from '../../../shared/api/api-context';
import { useMemberName } from '../common/member-name';
import { sceneProfilesQuery } from '../teams/team-queries';

/**
 * Names the people a team's texts mention: its actors, and through the owner's profiles those taken
 * out of it since (an undo may bring them back, so its confirmation names them).
 */
export function usePeople(team: SceneView) {
  const nameOf = useMemberName();
  const { data } = useQuery({ ...sceneProfilesQuery('owner', useApiClient('owner')), enabled: team.undo.some((item) => item.type === 'remove') });
  const { actors } = team;
  const profiles = data?.items;
  // The same function until the names can change, so the parts of the screen given it are not drawn again.
  return useCallback(
    (id: string): string => nameOf(actors.find((actor) => actor.id === id) ?? profiles?.find((profile) => profile.id === id)),
    [nameOf, actors, profiles],
  );
}
