import { deleteOwnerSelf, getOwnerSelf, updateOwnerSelf } from '@teamcast/contract';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../http/register-endpoint';
import type { ModuleDeps } from '../module-deps';
import { createOwnerSelfService } from './owner-self-service';

/** /api/v1/owner: the signed-in owner's own account. */
export const ownerRoutes: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  const self = createOwnerSelfService(deps);
  registerEndpoint(app, getOwnerSelf, ({ session }) => self.get(session));
  registerEndpoint(app, updateOwnerSelf, ({ session, body }) => self.update(session, body));
  registerEndpoint(app, deleteOwnerSelf, ({ session, body }) => self.remove(session, body));
};
