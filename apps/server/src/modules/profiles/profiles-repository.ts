import { OWNER_FILTER_STATES } from '@teamcast/domain';
import { and, count, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { owners, profileAttachments, profiles } from '../../db/schema';
import type { Db } from '../../platform/database';

export type ProfileRow = typeof profiles.$inferSelect;
export type NewProfileRow = typeof profiles.$inferInsert;
export type ProfileChanges = Partial<Omit<NewProfileRow, 'id' | 'ownerId' | 'permalink' | 'createdAt'>>;

/** States of profiles their owner removed; such profiles are kept but no longer listed or served. */
const removedStates = ['deleted', 'delete_keep'];

export async function insertProfile(db: Db, row: NewProfileRow): Promise<ProfileRow> {
  const rows = await db.insert(profiles).values(row).returning();
  return rows[0]!;
}

export async function findProfileById(db: Db, id: string): Promise<ProfileRow | undefined> {
  const rows = await db.select().from(profiles).where(eq(profiles.id, id));
  return rows[0];
}

export async function findProfileByPermalink(db: Db, permalink: string): Promise<ProfileRow | undefined> {
  const rows = await db.select().from(profiles).where(eq(profiles.permalink, permalink));
  return rows[0];
}

/** The row locked until the transaction ends, so concurrent saves of one questionnaire apply one after the other. */
export async function lockProfileByPermalink(tx: Db, permalink: string): Promise<ProfileRow | undefined> {
  const rows = await tx.select().from(profiles).where(eq(profiles.permalink, permalink)).for('update');
  return rows[0];
}

export async function findProfileBySharelink(db: Db, sharelink: string): Promise<ProfileRow | undefined> {
  const rows = await db.select().from(profiles).where(eq(profiles.sharelink, sharelink));
  return rows[0];
}

export async function updateProfileRow(db: Db, id: string, changes: ProfileChanges): Promise<ProfileRow | undefined> {
  const rows = await db.update(profiles).set(changes).where(eq(profiles.id, id)).returning();
  return rows[0];
}

/** Sets the share link unless the profile has one already; returns the one it ends up with. */
export async function ensureSharelink(db: Db, id: string, candidate: string): Promise<string | undefined> {
  const rows = await db
    .update(profiles)
    .set({ sharelink: sql`coalesce(${profiles.sharelink}, ${candidate})` })
    .where(eq(profiles.id, id))
    .returning({ sharelink: profiles.sharelink });
  return rows[0]?.sharelink ?? undefined;
}

/** The owner's own profiles that were not removed, newest first. */
export async function listOwnProfiles(db: Db, ownerId: string): Promise<ProfileRow[]> {
  return db
    .select()
    .from(profiles)
    .where(and(eq(profiles.ownerId, ownerId), notInArray(profiles.state, removedStates)))
    .orderBy(desc(profiles.createdAt), desc(profiles.id));
}

/** Profiles of other owners this owner added by share link, that their owners did not remove. */
export async function listAttachedProfiles(db: Db, ownerId: string): Promise<ProfileRow[]> {
  const rows = await db
    .select({ profile: profiles })
    .from(profileAttachments)
    .innerJoin(profiles, eq(profiles.id, profileAttachments.profileId))
    .where(and(eq(profileAttachments.ownerId, ownerId), notInArray(profiles.state, removedStates)))
    .orderBy(desc(profiles.createdAt), desc(profiles.id));
  return rows.map((row) => row.profile);
}

export async function isAttached(db: Db, ownerId: string, profileId: string): Promise<boolean> {
  const rows = await db
    .select({ profileId: profileAttachments.profileId })
    .from(profileAttachments)
    .where(and(eq(profileAttachments.ownerId, ownerId), eq(profileAttachments.profileId, profileId)));
  return rows.length > 0;
}

/** False when the profile was in the owner's list already. */
export async function insertAttachment(db: Db, ownerId: string, profileId: string, now: Date): Promise<boolean> {
  const rows = await db
    .insert(profileAttachments)
    .values({ ownerId, profileId, createdAt: now })
    .onConflictDoNothing()
    .returning({ profileId: profileAttachments.profileId });
  return rows.length > 0;
}

export async function deleteAttachment(db: Db, ownerId: string, profileId: string): Promise<boolean> {
  const rows = await db
    .delete(profileAttachments)
    .where(and(eq(profileAttachments.ownerId, ownerId), eq(profileAttachments.profileId, profileId)))
    .returning({ profileId: profileAttachments.profileId });
  return rows.length > 0;
}

export async function deleteAttachmentsOfProfile(db: Db, profileId: string): Promise<void> {
  await db.delete(profileAttachments).where(eq(profileAttachments.profileId, profileId));
}

/** Sets the owner's main profile; with `onlyIfNone` only when the owner has none yet. True when it was set. */
export async function setMainProfile(db: Db, ownerId: string, profileId: string, { onlyIfNone = false } = {}): Promise<boolean> {
  const condition = onlyIfNone ? and(eq(owners.id, ownerId), sql`${owners.mainProfileId} is null`) : eq(owners.id, ownerId);
  const rows = await db.update(owners).set({ mainProfileId: profileId }).where(condition).returning({ id: owners.id });
  return rows.length > 0;
}

/** Clears the main profile of whichever owners had this one as theirs. */
export async function clearMainProfile(db: Db, profileId: string): Promise<void> {
  await db.update(owners).set({ mainProfileId: null }).where(eq(owners.mainProfileId, profileId));
}

/**
 * Locks the owner's row until the transaction ends: one owner's profile creations, on any instance,
 * then take turns, so that each counts what the previous ones stored.
 */
export async function lockOwnerForProfiles(tx: Db, ownerId: string): Promise<boolean> {
  const rows = await tx.select({ id: owners.id }).from(owners).where(eq(owners.id, ownerId)).for('update');
  return rows.length > 0;
}

/** How many of the owner's own profiles are live (not removed). */
export async function countLiveOwnProfiles(db: Db, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ profiles: count() })
    .from(profiles)
    // Demo profiles come with the account and count toward no limit.
    .where(and(eq(profiles.ownerId, ownerId), inArray(profiles.state, [...OWNER_FILTER_STATES.all]), eq(profiles.isDemo, false)));
  return row?.profiles ?? 0;
}
