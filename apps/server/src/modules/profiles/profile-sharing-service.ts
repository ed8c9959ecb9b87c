import type { Profile, SharedProfile } from '@teamcast/contract';
import { isProfileFilled, type ProfileState } from '@teamcast/domain';
import { AppError } from '../../http/app-error';
import type { Session } from '../../identity/session';
import type { Db } from '../../platform/database';
import type { ModuleDeps } from '../module-deps';
import { announceTeamsHolding } from '../scenes/scene-announcements';
import { newLinkToken } from './link-token';
import { findOwnProfile, isRemoved, ownerContext, profileDeleted, profileNotFound, requireVerified } from './profile-access';
import { profileForm } from './profile-form';
import { today } from './profile-facts';
import { toProfile, toSharedProfile, type Viewer } from './profile-view';
import {
  deleteAttachment,
  ensureSharelink,
  findProfileBySharelink,
  insertAttachment,
  isAttached,
  type ProfileRow,
} from './profiles-repository';

export type AttachRefusal = 'own' | 'attached' | 'not_filled';

export interface AttachCheck {
  canAttach: boolean;
  reason: AttachRefusal | null;
  profileId: string | null;
}

/** A live profile behind a share link; a deleted one is "not found" to owners adding it. */
async function sharedRow(db: Db, sharelink: string): Promise<ProfileRow> {
  const row = await findProfileBySharelink(db, sharelink);
  if (!row || isRemoved(row)) throw profileNotFound();
  return row;
}

/** Why the viewer cannot add the profile to their list, if they cannot. */
async function attachRefusal(db: Db, viewer: Viewer, row: ProfileRow): Promise<AttachRefusal | null> {
  if (row.ownerId === viewer.ownerId) return 'own';
  if (await isAttached(db, viewer.ownerId, row.id)) return 'attached';
  if (!isProfileFilled(row.state as ProfileState)) return 'not_filled';
  return null;
}

/** The path of the questionnaire page a profile's specialist fills it in on. */
const questionnairePage = (row: ProfileRow) => (row.kind === 'couple' ? 'couple-questionnaire' : 'profile-questionnaire');

/** Sharing profiles between owners: share links, invitation links, and adding shared profiles to a list. */
export function createProfileSharingService(deps: ModuleDeps) {
  const { db, clock, config } = deps;

  return {
    /** The link another owner opens to see the profile and add it to their list; made the first time it is asked for. */
    async shareLink(session: Session<'owner'>, id: string): Promise<{ sharelink: string; url: string }> {
      const { owner, viewer } = await ownerContext(db, session);
      requireVerified(owner);
      const row = await findOwnProfile(db, viewer, id);
      const sharelink = row.sharelink ?? (await ensureSharelink(db, row.id, newLinkToken()));
      if (!sharelink) throw profileNotFound();
      return { sharelink, url: `${config.publicUrl}/owner/link/${sharelink}` };
    },

    /** The link the specialist fills the questionnaire in by; the invitation greets them by name, so one is needed. */
    async referral(session: Session<'owner'>, id: string): Promise<{ referralId: string; url: string }> {
      const { owner, viewer } = await ownerContext(db, session);
      requireVerified(owner);
      const row = await findOwnProfile(db, viewer, id);
      if (!row.firstName?.trim()) {
        throw new AppError(400, 'invitation_needs_name', 'The profile needs a first name before an invitation', { field: 'firstName' });
      }
      return { referralId: row.permalink, url: `${config.publicUrl}/${questionnairePage(row)}?p=${row.permalink}` };
    },

    async checkAttach(session: Session<'owner'>, sharelink: string): Promise<AttachCheck> {
      const { viewer } = await ownerContext(db, session);
      const row = await sharedRow(db, sharelink);
      const reason = await attachRefusal(db, viewer, row);
      const inList = reason === 'own' || reason === 'attached';
      return { canAttach: reason === null, reason, profileId: inList ? row.id : null };
    },

    async checkAttachExist(session: Session<'owner'>, sharelink: string): Promise<{ exists: boolean; profileId: string | null }> {
      const { viewer } = await ownerContext(db, session);
      const row = await sharedRow(db, sharelink);
      const reason = await attachRefusal(db, viewer, row);
      const exists = reason === 'own' || reason === 'attached';
      return { exists, profileId: exists ? row.id : null };
    },

    /** Adds a filled profile of another owner to the list, for compatibility; it stays theirs and read-only here. */
    async attach(session: Session<'owner'>, sharelink: string): Promise<Profile> {
      const { owner, viewer } = await ownerContext(db, session);
      requireVerified(owner);
      const row = await sharedRow(db, sharelink);
      const reason = await attachRefusal(db, viewer, row);
      if (reason === 'not_filled') throw new AppError(409, 'questionnaire_incomplete', 'The shared profile is not filled yet');
      if (reason !== null || !(await insertAttachment(db, viewer.ownerId, row.id, clock.now()))) {
        throw new AppError(409, 'profile_exists', 'The profile is in the list already');
      }
      return toProfile(row, viewer, today(clock.now()));
    },

    async detach(session: Session<'owner'>, id: string): Promise<void> {
      const { viewer } = await ownerContext(db, session);
      if (!(await deleteAttachment(db, viewer.ownerId, id))) throw profileNotFound();
      await announceTeamsHolding(deps, id, [viewer.ownerId]);
    },

    /** The profile as anyone with its share link sees it. */
    async shared(sharelink: string): Promise<SharedProfile> {
      const row = await findProfileBySharelink(db, sharelink);
      if (!row) throw profileNotFound();
      if (isRemoved(row)) throw profileDeleted();
      return toSharedProfile(row, row.hideDetails ? null : await profileForm(db, row), today(clock.now()));
    },
  };
}

export type ProfileSharingService = ReturnType<typeof createProfileSharingService>;
