import { isProfileFilled, type ProfileState } from '@teamcast/domain';
import { validationError } from '../../http/app-error';
import type { Db } from '../../platform/database';
import type { PersonName } from '../../platform/compute/analysis-task';
import { isHiddenFrom, type Viewer } from '../profiles/profile-view';
import type { ProfileRow } from '../profiles/profiles-repository';
import { visibleProfilesByIds } from '../scenes/scene-profiles';

/**
 * The profiles a request names for an analysis: each must be one the owner may put in a team and
 * filled. Any other id, whether it exists or not, is refused as the request's field, so ids of other
 * owners' profiles reveal nothing.
 */
export async function filledProfilesFor(db: Db, ownerId: string, ids: readonly string[], field: string): Promise<Map<string, ProfileRow>> {
  const found = await visibleProfilesByIds(db, ownerId, ids);
  for (const id of ids) {
    const row = found.get(id);
    if (!row) throw validationError(field, 'profile_unavailable', { profileId: id });
    if (!isProfileFilled(row.state as ProfileState)) throw validationError(field, 'profile_not_filled', { profileId: id });
  }
  return found;
}

/** A person's name as the owner sees it in the profile list: a last name hidden from them stays hidden. */
export function nameOf(row: ProfileRow, viewer: Viewer): PersonName {
  const lastName = isHiddenFrom(row, viewer.ownerId) ? null : row.lastName;
  return { id: row.id, name: [row.firstName, lastName].filter((part) => part !== null && part !== '').join(' ') };
}

export const namesOf = (rows: Iterable<ProfileRow>, viewer: Viewer): PersonName[] => [...rows].map((row) => nameOf(row, viewer));
