import { setDevOwnerAccess } from '@teamcast/contract';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../http/app-error';
import { registerEndpoint } from '../../http/register-endpoint';
import { findOwnerByEmail, updateOwner } from '../owner/owners-repository';
import { accessRulesMessage } from '../owner/owner-view';
import type { ModuleDeps } from '../module-deps';

/**
 * POST /api/dev/owner-access: opens or closes an owner's team tools, which only billing will set, so
 * development and browser tests can reach them. The dev gate answers 404 for it in production and to
 * any other machine. An open page of the owner follows at once, as it does after email verification.
 */
export const devOwnerAccessRoutes: FastifyPluginAsync<ModuleDeps> = async (app, { db, realtime }) => {
  registerEndpoint(app, setDevOwnerAccess, async ({ body }) => {
    const owner = await findOwnerByEmail(db, body.email);
    if (!owner) throw new AppError(404, 'owner_not_found', 'No owner has this email address');
    // No rule named changes nothing, and an update with nothing to set is not a query at all.
    const updated = Object.keys(body.rules).length === 0 ? owner : await updateOwner(db, owner.id, body.rules);
    if (!updated) throw new AppError(404, 'owner_not_found', 'No owner has this email address');
    realtime.publish(updated.id, accessRulesMessage(updated));
  });
};
