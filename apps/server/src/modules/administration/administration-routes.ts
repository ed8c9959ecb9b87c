import {
  deleteAdminOwner,
  deleteAdminOwners,
  deleteAdminProfile,
  deleteAdminProfiles,
  deleteFinalScore,
  deleteFinalScorePrecise,
  getAdminEstimator,
  getAdminProfile,
  listAdminOwners,
  listAdminProfiles,
  listAuditLog,
  listProfileFilterOwners,
  setFinalScore,
  setFinalScorePrecise,
  updateAdminEstimator,
  updateAdminOwner,
  updateAdminProfile,
} from '@teamcast/contract';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../http/register-endpoint';
import type { ModuleDeps } from '../module-deps';
import { pageFilterOwners, pageOwners } from './admin-owners-repository';
import { pageProfiles } from './admin-profiles-repository';
import { createAdministrationService } from './administration-service';
import { pageAuditLog } from './audit-log';

/** Routes of the administrators' owners, profiles, final scores and audit log. */
export const administrationRoutes: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  const { db } = deps;
  const service = createAdministrationService(deps);

  registerEndpoint(app, listAdminOwners, ({ query }) => pageOwners(db, query));
  registerEndpoint(app, updateAdminOwner, ({ session, params, body }) => service.updateOwner(session, params.id, body));
  registerEndpoint(app, deleteAdminOwner, ({ session, params }) => service.deleteOwner(session, params.id));
  registerEndpoint(app, deleteAdminOwners, async ({ session, body }) => ({ deleted: await service.deleteOwners(session, body.ids) }));
  registerEndpoint(app, getAdminEstimator, ({ params }) => service.getEstimator(params.id));
  registerEndpoint(app, updateAdminEstimator, ({ session, params, body }) => service.updateEstimator(session, params.id, body));
  registerEndpoint(app, listAdminProfiles, ({ query }) => pageProfiles(db, query));
  registerEndpoint(app, getAdminProfile, ({ params }) => service.getProfile(params.id));
  registerEndpoint(app, updateAdminProfile, ({ session, params, body }) => service.updateProfile(session, params.id, body));
  registerEndpoint(app, deleteAdminProfile, ({ session, params }) => service.deleteProfile(session, params.id));
  registerEndpoint(app, deleteAdminProfiles, async ({ session, body }) => ({ deleted: await service.deleteProfiles(session, body.ids) }));
  registerEndpoint(app, setFinalScore, ({ session, params, body }) => service.setFinalScore(session, params.id, body.score));
  registerEndpoint(app, deleteFinalScore, ({ session, params }) => service.deleteFinalScore(session, params.id));
  registerEndpoint(app, setFinalScorePrecise, ({ session, params, body }) => service.setFinalScorePrecise(session, params.id, body.scorePrecise));
  registerEndpoint(app, deleteFinalScorePrecise, ({ session, params }) => service.deleteFinalScorePrecise(session, params.id));
  registerEndpoint(app, listProfileFilterOwners, ({ query }) => pageFilterOwners(db, query));
  registerEndpoint(app, listAuditLog, ({ query }) => pageAuditLog(db, query));
};
