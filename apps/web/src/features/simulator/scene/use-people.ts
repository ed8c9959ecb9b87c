import { useQuery } from '@tanstack/react-query';
import type { SceneView } from '@teamcast/contract';
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
  return (id: string): string => nameOf(team.actors.find((actor) => actor.id === id) ?? data?.items.find((profile) => profile.id === id));
}
