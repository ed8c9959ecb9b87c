import { pairTitle } from '@teamcast/domain';
import { isHiddenFrom, type Viewer } from '../profiles/profile-view';
import type { ProfileRow } from '../profiles/profiles-repository';

/**
 * The title of a pair named after its people, as this viewer may see them: a hidden last name stays
 * hidden and a removed person reads as removed. Such titles are never stored, so nothing stale or
 * hidden survives in one.
 */
export function pairTitleFor(actorIds: readonly string[], profiles: ReadonlyMap<string, ProfileRow>, viewer: Viewer): string {
  const person = (id: string | undefined) => {
    const row = id === undefined ? undefined : profiles.get(id);
    // A title shows names only, as the viewer may see them.
    return row ? { firstName: row.firstName, lastName: isHiddenFrom(row, viewer.ownerId) ? null : row.lastName } : undefined;
  };
  return pairTitle([person(actorIds[0]), person(actorIds[1])], viewer.locale);
}
