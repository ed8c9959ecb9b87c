import {
  attachProfile,
  checkAttachExistProfile,
  checkAttachProfile,
  checkUpendProfile,
  createLoveProfile,
  createProfile,
  createProfileUnsecure,
  createShortProfile,
  deleteProfile,
  detachProfile,
  getOwnerData,
  getProfile,
  getProfileMain,
  getProfileReferralId,
  getProfileShareLink,
  listProfiles,
  saveOwnerData,
  updateProfile,
  upendProfile,
} from '@teamcast/contract';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../http/register-endpoint';
import type { ModuleDeps } from '../module-deps';
import { createMainProfileService } from './main-profile-service';
import { createOwnerDataService, ownerDataMaxBytes } from './owner-data-service';
import { createProfileService } from './profile-service';
import { createProfileSharingService } from './profile-sharing-service';

/** /api/v1/owner/profiles and /data: the owner's profiles. */
export const profileRoutes: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  const profiles = createProfileService(deps);
  const sharing = createProfileSharingService(deps);
  const main = createMainProfileService(deps);
  const data = createOwnerDataService(deps);

  registerEndpoint(app, listProfiles, ({ session, query }) => profiles.list(session, query));
  registerEndpoint(app, createProfile, ({ session, body }) => profiles.create(session, body));
  registerEndpoint(app, createLoveProfile, ({ session, body }) => profiles.createLove(session, body));
  registerEndpoint(app, createShortProfile, ({ session, body }) => profiles.createShort(session, body));
  registerEndpoint(app, createProfileUnsecure, ({ session, body }) => profiles.createUnsecure(session, body));
  registerEndpoint(app, getProfile, ({ session, params }) => profiles.get(session, params.id));
  registerEndpoint(app, updateProfile, ({ session, params, body }) => profiles.update(session, params.id, body));
  registerEndpoint(app, deleteProfile, ({ session, params }) => profiles.remove(session, params.id));
  registerEndpoint(app, getProfileMain, ({ session, params }) => profiles.main(session, params.id));

  registerEndpoint(app, getProfileShareLink, ({ session, params }) => sharing.shareLink(session, params.id));
  registerEndpoint(app, getProfileReferralId, ({ session, params }) => sharing.referral(session, params.id));
  registerEndpoint(app, attachProfile, ({ session, params }) => sharing.attach(session, params.id));
  registerEndpoint(app, detachProfile, ({ session, params }) => sharing.detach(session, params.id));
  registerEndpoint(app, checkAttachProfile, ({ session, params }) => sharing.checkAttach(session, params.id));
  registerEndpoint(app, checkAttachExistProfile, ({ session, params }) => sharing.checkAttachExist(session, params.id));

  registerEndpoint(app, checkUpendProfile, ({ session, params }) => main.check(session, params.id));
  registerEndpoint(app, upendProfile, ({ session, params }) => main.upend(session, params.id));

  registerEndpoint(app, getOwnerData, ({ session, params }) => data.get(session, params.key));
  // Room for the key and the JSON around a value at the limit; anything bigger is refused unread.
  registerEndpoint(app, saveOwnerData, ({ session, body }) => data.save(session, body.key, body.data), {
    bodyLimit: 2 * ownerDataMaxBytes,
  });
};
