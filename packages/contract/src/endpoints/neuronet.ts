// The neuronet endpoints (issue: the grading loop): prediction models of the estimators' grades.
import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import {
  modelFileSchema,
  neuronetModelDetailSchema,
  neuronetModelListSchema,
  neuronetModelSchema,
  neuronetPredictionSchema,
  neuronetProfileListSchema,
} from '../entities/neuronet';
import { idSchema } from '../fields';

const base = '/api/v1/administrator/neuronet';
const tags = ['neuronet'];
const byId = z.object({ id: idSchema });
const page = { limit: z.coerce.number().int().min(1).max(100).default(20), offset: z.coerce.number().int().min(0).max(1_000_000).default(0) };

export const listNeuronetModels = defineEndpoint({
  method: 'GET',
  path: `${base}/models`,
  summary: 'Prediction models, newest first, with their cross-validated error beside both baselines',
  tags,
  auth: 'administrator',
  query: z.object(page),
  response: neuronetModelListSchema,
});

export const getNeuronetModel = defineEndpoint({
  method: 'GET',
  path: `${base}/models/:id`,
  summary: 'One model, with its exported file (the format an upload takes) once trained',
  tags,
  auth: 'administrator',
  params: byId,
  response: neuronetModelDetailSchema,
});

export const trainNeuronetModel = defineEndpoint({
  method: 'POST',
  path: `${base}/models/train`,
  summary:
    'Starts training a model in the background: on the estimators’ grades, or on seeded synthetic grades (labelled synthetic for good). Too few graded profiles answers 409',
  tags,
  auth: 'administrator',
  body: z.object({
    dataSource: z.enum(['graded', 'synthetic']),
    seed: z.number().int().min(0).max(2_147_483_647).optional(),
    size: z.number().int().min(50).max(20_000).optional(),
    /** Synthetic only: the control set whose grades are shuffled among the profiles, so nothing can be learnt. */
    shuffleTargets: z.boolean().optional(),
  }),
  response: neuronetModelSchema,
  successStatus: 202,
});

export const uploadNeuronetModel = defineEndpoint({
  method: 'POST',
  path: `${base}/models/upload`,
  summary: 'Adds a model from an exported model file; a file of another format, encoder version or input size answers 400 and changes nothing',
  tags,
  auth: 'administrator',
  body: modelFileSchema,
  response: neuronetModelSchema,
  successStatus: 201,
  bodyLimit: 4 * 1024 * 1024,
});

export const publishNeuronetModel = defineEndpoint({
  method: 'POST',
  path: `${base}/models/:id/publish`,
  summary: 'Publishes a ready model whose cross-validated error beats both baselines; the one published before is withdrawn',
  tags,
  auth: 'administrator',
  params: byId,
  response: neuronetModelSchema,
});

export const predictNeuronetProfile = defineEndpoint({
  method: 'POST',
  path: `${base}/predict/:id`,
  summary: "Predicts one profile's precise score with the given model, or the published one, and keeps it",
  tags,
  auth: 'administrator',
  params: byId,
  body: z.object({ modelId: idSchema.optional() }),
  response: neuronetPredictionSchema,
});

export const listNeuronetProfiles = defineEndpoint({
  method: 'GET',
  path: `${base}/profiles`,
  summary: 'Completed profiles with their grade, and the latest prediction marked predicted for those nobody graded',
  tags,
  auth: 'administrator',
  query: z.object({ ...page, only: z.enum(['all', 'ungraded']).default('all') }),
  response: neuronetProfileListSchema,
});
