import { getEstimatorSelf, updateEstimatorSelf } from '@teamcast/contract';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../http/register-endpoint';
import type { ModuleDeps } from '../module-deps';
import { createEstimatorService } from './estimator-service';

/** /api/v1/estimator: the signed-in estimator's own account. */
export const estimatorRoutes: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  const estimators = createEstimatorService(deps);
  registerEndpoint(app, getEstimatorSelf, ({ session }) => estimators.get(session));
  registerEndpoint(app, updateEstimatorSelf, ({ session, body }) => estimators.update(session, body));
};
