import {
  administratorLogin,
  administratorLogout,
  createEstimator,
  deleteEstimator,
  getAdministratorSelf,
  listEstimators,
  sendLoginLink,
} from '@teamcast/contract';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../http/register-endpoint';
import type { ModuleDeps } from '../module-deps';
import { createAdministratorService } from './administrator-service';

/** /api/v1/administrator: signing administrators in, estimators, and sign-in links for others. */
export const administratorRoutes: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  const administrators = createAdministratorService(deps);

  registerEndpoint(app, administratorLogin, ({ body, request }) => administrators.login(body, request.ip));
  registerEndpoint(app, administratorLogout, ({ session }) => administrators.logout(session));
  registerEndpoint(app, getAdministratorSelf, ({ session }) => administrators.get(session));
  registerEndpoint(app, listEstimators, async () => ({ items: await administrators.listEstimators() }));
  registerEndpoint(app, createEstimator, ({ session, body }) => administrators.createEstimator(session, body));
  registerEndpoint(app, deleteEstimator, ({ session, params }) => administrators.deleteEstimator(session, params.id));
  registerEndpoint(app, sendLoginLink, async ({ session, params }) => {
    await administrators.mailLoginLink(session, params.target, params.id);
    return { sent: true as const };
  });
};
