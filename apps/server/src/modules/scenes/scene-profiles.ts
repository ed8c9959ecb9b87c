import { PROFILE_STATES, isProfileDeleted, type ProfileState } from '@teamcast/domain';
import { and, eq, inArray, notInArray, or, exists } from 'drizzle-orm';
import { profileAttachments, profiles } from '../../db/schema';
import type { Db } from '../../platform/database';
import type { ProfileRow } from '../profiles/profiles-repository';

const removedStates = PROFILE_STATES.filter((state) => isProfileDeleted(state as ProfileState));

/** The profiles among `ids` the owner may put in a scene: their own or attached, not removed. */
export async function visibleProfilesByIds(db: Db, ownerId: string, ids: readonly string[]): Promise<Map<string, ProfileRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(profiles)
    .where(
      and(
        inArray(profiles.id, [...new Set(ids)]),
        notInArray(profiles.state, removedStates),
        or(
          eq(profiles.ownerId, ownerId),
          exists(
            db
              .select({ one: profileAttachments.profileId })
              .from(profileAttachments)
              .where(and(eq(profileAttachments.ownerId, ownerId), eq(profileAttachments.profileId, profiles.id))),
          ),
        ),
      ),
    );
  return new Map(rows.map((row) => [row.id, row]));
}
