/** Limits on what one owner may keep, so that no owner can grow the work of their pages without bound. */
export interface ProfileLimits {
  /** Live profiles (not deleted) of one owner's own; attached ones are not counted. */
  maxProfilesPerOwner: number;
}

/**
 * 20,000 is twice what the owner's list is measured with (10,000 profiles, `bench/profile-list.mjs`)
 * and several times the largest real owners (a few thousand), so nobody working normally meets it;
 * yet it bounds the rows one owner's counts and searches go through.
 */
export const defaultProfileLimits: ProfileLimits = { maxProfilesPerOwner: 20_000 };
