import type { Profile } from '@teamcast/contract';

export type ProfileDialog = 'edit' | 'share' | 'invitation' | 'remove' | 'upend';

/**
 * What an owner can do with a profile. Attached profiles belong to someone else: they can only be
 * opened or taken off the list. The invitation is for profiles still to fill, "this is me" for filled ones.
 */
export function profileActions(profile: Pick<Profile, 'attached' | 'filled' | 'isMain'>): ProfileDialog[] {
  if (profile.attached) return ['remove'];
  const actions: ProfileDialog[] = ['edit', 'share'];
  if (!profile.filled) actions.push('invitation');
  if (profile.filled && !profile.isMain) actions.push('upend');
  actions.push('remove');
  return actions;
}
