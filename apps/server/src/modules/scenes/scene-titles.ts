import { pairTitle, teamCheckTitle, type VisibleName } from '@teamcast/domain';
import { isHiddenFrom, type Viewer } from '../profiles/profile-view';
import type { ProfileRow } from '../profiles/profiles-repository';

/**
 * The title of a pair named after its people, as this viewer may see them: a hidden last name stays
 * hidden and a removed person reads as removed. Such titles are never stored, so nothing stale or
 * hidden survives in one.
 */
export function pairTitleFor(actorIds: readonly string[], profiles: ReadonlyMap<string, ProfileRow>, viewer: Viewer): string {
  const person = personFor(profiles, viewer);
  return pairTitle([person(actorIds[0]), person(actorIds[1])], viewer.locale);
}

/** The title of a quick team check, its people by first name as this viewer may see them. */
export function teamCheckTitleFor(actorIds: readonly string[], profiles: ReadonlyMap<string, ProfileRow>, viewer: Viewer): string {
  return teamCheckTitle(actorIds.map(personFor(profiles, viewer)), viewer.locale);
}

function personFor(profiles: ReadonlyMap<string, ProfileRow>, viewer: Viewer) {
  return (id: string | undefined): VisibleName | undefined => {
    const row = id === undefined ? undefined : profiles.get(id);
    // A title shows names only, as the viewer may see them.
    return row ? { firstName: row.firstName, lastName: isHiddenFrom(row, viewer.ownerId) ? null : row.lastName } : undefined;
  };
}
