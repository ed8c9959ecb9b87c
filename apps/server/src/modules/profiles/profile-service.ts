import { randomUUID } from 'node:crypto';
import type { Profile, ProfileDetail, ProfileList } from '@teamcast/contract';
import { checkBirthDate, checkFirstNameEdit, type Gender, type ProfileKind } from '@teamcast/domain';
import { AppError, validationError } from '../../http/app-error';
import type { Session } from '../../identity/session';
import type { ModuleDeps } from '../module-deps';
import { ownerNotFound } from '../owner/owner-passport-service';
import { announceTeamsHolding } from '../scenes/scene-announcements';
import { newLinkToken } from './link-token';
import { findOwnProfile, findVisibleProfile, ownerContext, requireVerified } from './profile-access';
import { deriveFacts, today } from './profile-facts';
import { profileForm, questionnaireIdForNewProfile } from './profile-form';
import { defaultProfileLimits, type ProfileLimits } from './profile-limits';
import { pageOfProfiles, type ProfileListQuery } from './profile-list';
import { toProfile, toProfileDetail } from './profile-view';
import {
  clearMainProfile,
  countLiveOwnProfiles,
  deleteAttachmentsOfProfile,
  insertProfile,
  lockOwnerForProfiles,
  setMainProfile,
  updateProfileRow,
  type ProfileChanges,
} from './profiles-repository';

/** The details an owner gives when creating or editing a profile, as the contract parsed them. */
export interface ProfileFieldsInput {
  firstName?: string | undefined;
  lastName?: string | undefined;
  position?: string | undefined;
  phone?: string | undefined;
  email?: string | undefined;
  birthDate?: string | null | undefined;
  gender?: Gender | null | undefined;
  hideDetails?: boolean | undefined;
}

const textOrNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The columns the fields set; an empty text clears its column. */
function fieldChanges(fields: ProfileFieldsInput, now: Date): ProfileChanges {
  if (fields.birthDate) {
    const issue = checkBirthDate(fields.birthDate, now.toISOString());
    if (issue) throw validationError('birthDate', issue.code);
  }
  const changes: ProfileChanges = {};
  for (const key of ['firstName', 'lastName', 'position', 'phone', 'email'] as const) {
    const value = fields[key];
    if (value !== undefined) changes[key] = textOrNull(value);
  }
  if (fields.birthDate !== undefined) changes.birthDate = fields.birthDate;
  if (fields.gender !== undefined) changes.gender = fields.gender;
  if (fields.hideDetails !== undefined) changes.hideDetails = fields.hideDetails;
  return changes;
}

function profileLimitReached(limit: number): AppError {
  return new AppError(403, 'profile_limit_reached', `The owner has ${limit} profiles, the most one owner may have`, { params: { limit } });
}

/** The owner's profiles: listing, creating, reading, editing and deleting them. */
export function createProfileService(deps: ModuleDeps, limits: ProfileLimits = defaultProfileLimits) {
  const { db, clock } = deps;

  async function create(session: Session<'owner'>, kind: ProfileKind, fields: ProfileFieldsInput, options: { unsecure?: boolean } = {}) {
    const { owner, viewer } = await ownerContext(db, session);
    if (!options.unsecure) requireVerified(owner);
    const now = clock.now();
    const changes = fieldChanges(fields, now);
    const facts = deriveFacts({
      answers: {},
      birthDate: changes.birthDate ?? null,
      gender: (changes.gender as Gender | null | undefined) ?? null,
      today: today(now),
    });
    const { row, isMain } = await db.transaction(async (tx) => {
      // Behind the owner's row lock the count includes every creation that went before, so parallel
      // creations cannot pass the limit together.
      if (!(await lockOwnerForProfiles(tx, owner.id))) throw ownerNotFound();
      if ((await countLiveOwnProfiles(tx, owner.id)) >= limits.maxProfilesPerOwner) throw profileLimitReached(limits.maxProfilesPerOwner);
      const row = await insertProfile(tx, {
        ...changes,
        ...facts,
        id: randomUUID(),
        ownerId: owner.id,
        kind,
        isShort: kind === 'short',
        permalink: newLinkToken(),
        questionnaireId: await questionnaireIdForNewProfile(tx, kind),
        state: 'ack_q',
        createdAt: now,
        updatedAt: now,
      });
      // The owner's own profile: the first one made this way becomes "this is me".
      const isMain = options.unsecure === true && (await setMainProfile(tx, owner.id, row.id, { onlyIfNone: true }));
      return { row, isMain };
    });
    return toProfile(row, { ...viewer, mainProfileId: isMain ? row.id : viewer.mainProfileId }, today(now));
  }

  return {
    async list(session: Session<'owner'>, query: ProfileListQuery): Promise<ProfileList> {
      const { viewer } = await ownerContext(db, session);
      return pageOfProfiles(db, viewer, query, today(clock.now()));
    },

    create: (session: Session<'owner'>, fields: ProfileFieldsInput) => create(session, 'full', fields),
    createShort: (session: Session<'owner'>, fields: ProfileFieldsInput) => create(session, 'short', fields),
    createLove: (session: Session<'owner'>, fields: ProfileFieldsInput & { couple?: boolean | undefined }) => {
      const { couple, ...rest } = fields;
      return create(session, couple ? 'couple' : 'love', rest);
    },
    createUnsecure: (session: Session<'owner'>, fields: ProfileFieldsInput) => create(session, 'full', fields, { unsecure: true }),

    async get(session: Session<'owner'>, id: string): Promise<ProfileDetail> {
      const { viewer } = await ownerContext(db, session);
      const row = await findVisibleProfile(db, viewer, id);
      return toProfileDetail(row, viewer, await profileForm(db, row), today(clock.now()));
    },

    async main(session: Session<'owner'>, id: string): Promise<Profile> {
      const { viewer } = await ownerContext(db, session);
      return toProfile(await findVisibleProfile(db, viewer, id), viewer, today(clock.now()));
    },

    /** Edits the details; age and avatar follow a new birth date or gender. */
    async update(session: Session<'owner'>, id: string, fields: ProfileFieldsInput): Promise<Profile> {
      const { viewer } = await ownerContext(db, session);
      const row = await findOwnProfile(db, viewer, id);
      if (fields.firstName !== undefined) {
        const issue = checkFirstNameEdit(fields.firstName, row.firstName);
        if (issue) throw validationError('firstName', issue.code);
      }
      const now = clock.now();
      const changes = fieldChanges(fields, now);
      const facts = deriveFacts({
        answers: row.answers,
        birthDate: changes.birthDate === undefined ? row.birthDate : changes.birthDate,
        gender: (changes.gender === undefined ? row.gender : changes.gender) as Gender | null,
        today: today(now),
        previous: { age: row.age, gender: row.gender as Gender | null, avatarName: row.avatarName },
      });
      const updated = await updateProfileRow(db, row.id, { ...changes, ...facts, updatedAt: now });
      return toProfile(updated ?? row, viewer, today(now));
    },

    /**
     * Marks the profile deleted: it leaves every list, its links stop working, and it is no longer
     * anyone's main profile. The row stays, so its links can say "deleted" rather than "not found".
     */
    async remove(session: Session<'owner'>, id: string): Promise<void> {
      const { viewer } = await ownerContext(db, session);
      const row = await findOwnProfile(db, viewer, id, 'not_found');
      const now = clock.now();
      await db.transaction(async (tx) => {
        await updateProfileRow(tx, row.id, { state: 'deleted', deletedAt: now, updatedAt: now });
        await deleteAttachmentsOfProfile(tx, row.id);
        await clearMainProfile(tx, row.id);
      });
      await announceTeamsHolding(deps, row.id);
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
