import type { PermalinkProfile, Profile, ProfileDetail, QuestionnaireForm, SharedProfile } from '@teamcast/contract';
import { ageShownOn, gradeFromScore, isProfileFilled, resolveLocale, type Gender, type Locale, type ProfileKind, type ProfileState } from '@teamcast/domain';
import type { OwnerRow } from '../owner/owners-repository';
import type { ProfileRow } from './profiles-repository';

/** Who looks at a profile in the owner area. */
export interface Viewer {
  ownerId: string;
  mainProfileId: string | null;
  seesExpertise: boolean;
  /** The viewer's language, for the words the server puts into titles. */
  locale: Locale;
}

/** Expertise and grade are for owners with a plan in force (spec section 6); billing keeps `plan` in step. */
export function canSeeExpertise(owner: OwnerRow): boolean {
  return owner.plan !== 'NONE';
}

export function viewerOf(owner: OwnerRow): Viewer {
  return { ownerId: owner.id, mainProfileId: owner.mainProfileId, seesExpertise: canSeeExpertise(owner), locale: resolveLocale(owner.ln) };
}

/** The profile's owner always sees everything; anyone else does not see what the owner hid. */
export const isHiddenFrom = (row: Pick<ProfileRow, 'hideDetails' | 'ownerId'>, viewerOwnerId: string | null): boolean =>
  row.hideDetails && row.ownerId !== viewerOwnerId;

/** What a profile's item in a list shows (`toProfile`); lists read no other column. */
export const listedProfileColumns = [
  'id',
  'ownerId',
  'kind',
  'permalink',
  'firstName',
  'lastName',
  'birthDate',
  'age',
  'gender',
  'avatarName',
  'position',
  'phone',
  'email',
  'isDemo',
  'isShort',
  'hideDetails',
  'state',
  'expertise',
  'finalScore',
  'createdAt',
  'updatedAt',
  'completedAt',
] as const satisfies readonly (keyof ProfileRow)[];

export type ListedProfileRow = Pick<ProfileRow, (typeof listedProfileColumns)[number]>;

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The stored answers as the contract types them (its arrays are not read-only). */
const answersOf = (row: ProfileRow) => row.answers as ProfileDetail['answers'];

/**
 * The profile's item as the viewer sees it on `today` (YYYY-MM-DD, from the server's clock): the age
 * counts from the birth date where one is known, since the stored age is as old as the last write.
 */
export function toProfile(row: ListedProfileRow, viewer: Viewer, today: string): Profile {
  const attached = row.ownerId !== viewer.ownerId;
  const hidden = isHiddenFrom(row, viewer.ownerId);
  return {
    _id: row.id,
    ownerId: row.ownerId,
    kind: row.kind as ProfileKind,
    firstName: row.firstName,
    lastName: hidden ? null : row.lastName,
    birthDate: hidden ? null : row.birthDate,
    // Shown even when the birth date is hidden, as the stored age always was.
    age: ageShownOn(row, today),
    gender: row.gender as Gender | null,
    avatarName: row.avatarName,
    position: row.position,
    phone: hidden ? null : row.phone,
    email: hidden ? null : row.email,
    permalink: attached ? null : row.permalink,
    isDemo: row.isDemo,
    isShort: row.isShort,
    hideDetails: row.hideDetails,
    state: row.state as ProfileState,
    filled: isProfileFilled(row.state as ProfileState),
    expertise: viewer.seesExpertise ? row.expertise : null,
    grade: viewer.seesExpertise ? gradeFromScore(row.finalScore) : null,
    attached,
    isMain: viewer.mainProfileId === row.id,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    completedAt: iso(row.completedAt),
  };
}

export function toProfileDetail(row: ProfileRow, viewer: Viewer, form: QuestionnaireForm | null, today: string): ProfileDetail {
  const hidden = isHiddenFrom(row, viewer.ownerId);
  return {
    ...toProfile(row, viewer, today),
    answers: hidden ? {} : answersOf(row),
    questionnaire: hidden ? null : form,
    detailsHidden: hidden,
  };
}

/** As anyone with the share link sees it: never the contacts, and the details only when not hidden. */
export function toSharedProfile(row: ProfileRow, form: QuestionnaireForm | null, today: string): SharedProfile {
  const hidden = row.hideDetails;
  return {
    sharelink: row.sharelink ?? '',
    firstName: row.firstName,
    lastName: hidden ? null : row.lastName,
    age: ageShownOn(row, today),
    gender: row.gender as Gender | null,
    avatarName: row.avatarName,
    position: row.position,
    filled: isProfileFilled(row.state as ProfileState),
    completedAt: iso(row.completedAt),
    detailsHidden: hidden,
    answers: hidden ? {} : answersOf(row),
    questionnaire: hidden ? null : form,
  };
}

export interface PermalinkView {
  form: QuestionnaireForm;
  requestedBy: string | null;
  /** The kind shown, when an upgrade offers another questionnaire than the profile's own. */
  kind?: ProfileKind;
  /** Whether the answers can no longer be changed; sent profiles are, unless an upgrade offers more questions. */
  locked?: boolean;
  /** The questions whose answers can no longer change; by default every answered one of a sent profile. */
  fixedAnswers?: readonly string[];
}

export function toPermalinkProfile(row: ProfileRow, view: PermalinkView): PermalinkProfile {
  const kind = view.kind ?? (row.kind as ProfileKind);
  const answers = answersOf(row);
  const locked = view.locked ?? row.state === 'ack_a';
  return {
    permalink: row.permalink,
    kind,
    firstName: row.firstName,
    lastName: row.lastName,
    partnerName: row.partnerName,
    birthDate: row.birthDate,
    avatarName: row.avatarName,
    state: row.state as ProfileState,
    locked,
    lastNameRequired: lastNameRequired(kind),
    requestedBy: view.requestedBy,
    currentStep: row.currentStep,
    answers,
    fixedAnswers: [...(view.fixedAnswers ?? (locked ? Object.keys(answers) : []))],
    questionnaire: view.form,
    completedAt: iso(row.completedAt),
  };
}

/** The full and short questionnaires ask the last name; the love and couple ones only the first. */
export const lastNameRequired = (kind: ProfileKind): boolean => kind === 'full' || kind === 'short';
