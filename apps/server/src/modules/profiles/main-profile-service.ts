import type { Profile } from '@teamcast/contract';
import { isProfileFilled, type ProfileState } from '@teamcast/domain';
import { AppError } from '../../http/app-error';
import type { Session } from '../../identity/session';
import type { ModuleDeps } from '../module-deps';
import { findVisibleProfile, ownerContext } from './profile-access';
import { today } from './profile-facts';
import { toProfile, type Viewer } from './profile-view';
import { setMainProfile, type ProfileRow } from './profiles-repository';

export type UpendRefusal = 'already_main' | 'not_filled' | 'attached';

function upendRefusal(row: ProfileRow, viewer: Viewer): UpendRefusal | null {
  if (row.ownerId !== viewer.ownerId) return 'attached';
  if (viewer.mainProfileId === row.id) return 'already_main';
  if (!isProfileFilled(row.state as ProfileState)) return 'not_filled';
  return null;
}

/** "This is me": the owner's own filled profile becomes their main one. */
export function createMainProfileService(deps: ModuleDeps) {
  const { db, clock } = deps;

  return {
    async check(session: Session<'owner'>, id: string) {
      const { viewer } = await ownerContext(db, session);
      const reason = upendRefusal(await findVisibleProfile(db, viewer, id), viewer);
      return { canUpend: reason === null, reason, currentMainProfileId: viewer.mainProfileId };
    },

    async upend(session: Session<'owner'>, id: string): Promise<Profile> {
      const { viewer } = await ownerContext(db, session);
      const row = await findVisibleProfile(db, viewer, id);
      const reason = upendRefusal(row, viewer);
      if (reason) throw new AppError(409, 'conflict', `The profile cannot become the main one: ${reason}`, { params: { reason } });
      await setMainProfile(db, viewer.ownerId, row.id);
      return toProfile(row, { ...viewer, mainProfileId: row.id }, today(clock.now()));
    },
  };
}
