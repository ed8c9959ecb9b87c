import {
  getEstimatorProfile,
  listEstimatorProfiles,
  rateEstimatorProfile,
  rateEstimatorProfilePrecise,
  requestEstimatorBatch,
  saveEstimatorNote,
  skipEstimatorProfile,
} from '@teamcast/contract';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../http/register-endpoint';
import type { ModuleDeps } from '../module-deps';
import { createEstimationService } from './estimation-service';

/** Routes of the estimators' grading of their assigned profiles (/api/v1/estimator). */
export const estimationRoutes: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  const estimation = createEstimationService(deps);
  registerEndpoint(app, listEstimatorProfiles, ({ session, query }) => estimation.list(session, query));
  registerEndpoint(app, getEstimatorProfile, ({ session, params }) => estimation.get(session, params.id));
  registerEndpoint(app, rateEstimatorProfile, ({ session, params, body }) => estimation.rate(session, params.id, body.score));
  registerEndpoint(app, rateEstimatorProfilePrecise, ({ session, params, body }) => estimation.ratePrecise(session, params.id, body.score));
  registerEndpoint(app, saveEstimatorNote, ({ session, params, body }) => estimation.note(session, params.id, body.content));
  registerEndpoint(app, requestEstimatorBatch, ({ session }) => estimation.requestBatch(session));
  registerEndpoint(app, skipEstimatorProfile, ({ session, params, body }) => estimation.skip(session, params.id, body.skipStatus));
};
