import {
  getNeuronetModel,
  listNeuronetModels,
  listNeuronetProfiles,
  predictNeuronetProfile,
  publishNeuronetModel,
  trainNeuronetModel,
  uploadNeuronetModel,
} from '@teamcast/contract';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../http/register-endpoint';
import type { ModuleDeps } from '../module-deps';
import { createNeuronetService } from './neuronet-service';
import { modelFileOf, modelView } from './neuronet-view';
import { TrainingRunner } from './training-runner';

/** Routes of the prediction models of the estimators' grades. */
export const neuronetRoutes: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  const service = createNeuronetService(deps, new TrainingRunner());
  app.addHook('onClose', () => service.close());

  registerEndpoint(app, listNeuronetModels, async ({ query, reply }) => {
    // The page polls this list while a model trains: an answer kept by a cache would freeze its progress.
    reply.header('cache-control', 'no-store');
    return service.list(query.limit, query.offset);
  });

  registerEndpoint(app, getNeuronetModel, async ({ params, reply }) => {
    reply.header('cache-control', 'no-store');
    const row = await service.findModel(params.id);
    return { model: modelView(row), file: modelFileOf(row) };
  });

  registerEndpoint(app, trainNeuronetModel, async ({ body, session }) => service.train(body, session.accountId));

  registerEndpoint(app, uploadNeuronetModel, async ({ body, session }) => service.upload(body, session.accountId));

  registerEndpoint(app, publishNeuronetModel, async ({ params }) => service.publish(params.id));

  registerEndpoint(app, predictNeuronetProfile, async ({ params, body }) => service.predict(params.id, body.modelId));

  registerEndpoint(app, listNeuronetProfiles, async ({ query, reply }) => {
    reply.header('cache-control', 'no-store');
    return service.profiles(query.limit, query.offset, query.only);
  });
};
