import { isProfileDeleted, type ProfileState } from '@teamcast/domain';
import { AppError } from '../../http/app-error';
import type { Session } from '../../identity/session';
import type { Db } from '../../platform/database';
import { ownerNotFound } from '../owner/owner-passport-service';
import { findOwnerById, type OwnerRow } from '../owner/owners-repository';
import { viewerOf, type Viewer } from './profile-view';
import { findProfileById, isAttached, type ProfileRow } from './profiles-repository';

export function profileNotFound(): AppError {
  return new AppError(404, 'profile_not_found', 'No profile with this id or link is available to the caller');
}

export function profileDeleted(): AppError {
  return new AppError(404, 'profile_deleted', 'The profile was deleted by its owner');
}

export function profileNotEditable(): AppError {
  return new AppError(403, 'profile_not_editable', 'The profile belongs to another owner, who shared it');
}

export const isRemoved = (row: ProfileRow): boolean => isProfileDeleted(row.state as ProfileState);

export interface OwnerContext {
  owner: OwnerRow;
  viewer: Viewer;
}

export async function ownerContext(db: Db, session: Session<'owner'>): Promise<OwnerContext> {
  const owner = await findOwnerById(db, session.accountId);
  if (!owner) throw ownerNotFound();
  return { owner, viewer: viewerOf(owner) };
}

/** Creating profiles and handing out their links wait until the owner's email is verified (spec section 6). */
export function requireVerified(owner: OwnerRow): void {
  if (owner.needVerify) throw new AppError(403, 'account_unverified', 'The owner has not verified the email address yet');
}

/**
 * A profile the owner may look at: their own, or one they attached. Anything else is "not found",
 * whether it exists or not, so ids of other owners' profiles reveal nothing.
 */
export async function findVisibleProfile(db: Db, viewer: Viewer, id: string): Promise<ProfileRow> {
  const row = await findProfileById(db, id);
  if (!row || isRemoved(row)) throw profileNotFound();
  if (row.ownerId === viewer.ownerId || (await isAttached(db, viewer.ownerId, row.id))) return row;
  throw profileNotFound();
}

/** A profile the owner may change: their own. An attached one is refused as not editable, unless `attached` says otherwise. */
export async function findOwnProfile(
  db: Db,
  viewer: Viewer,
  id: string,
  attached: 'not_editable' | 'not_found' = 'not_editable',
): Promise<ProfileRow> {
  const row = await findVisibleProfile(db, viewer, id);
  if (row.ownerId === viewer.ownerId) return row;
  throw attached === 'not_editable' ? profileNotEditable() : profileNotFound();
}
