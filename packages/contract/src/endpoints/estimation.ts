import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import {
  estimatorBatchSchema,
  estimatorNoteSchema,
  estimatorProfileDetailSchema,
  estimatorProfileListQuerySchema,
  estimatorProfileListSchema,
  estimatorProfileSchema,
  estimatorRateSchema,
  estimatorSkipSchema,
} from '../entities/estimation';
import { idSchema } from '../fields';

const estimator = '/api/v1/estimator';
const tags = ['estimator'];
const byId = z.object({ id: idSchema });

export const listEstimatorProfiles = defineEndpoint({
  method: 'GET',
  path: `${estimator}/profiles`,
  summary: "The profiles assigned to the signed-in estimator, by tab (all, viewOnly, estimated, postponed, notEstimated, suspect), with each tab's count",
  tags,
  auth: 'estimator',
  query: estimatorProfileListQuerySchema,
  response: estimatorProfileListSchema,
});

export const getEstimatorProfile = defineEndpoint({
  method: 'GET',
  path: `${estimator}/profiles/:id`,
  summary: "An assigned profile with its answers and the estimator's grading; the first opening is recorded. 404 for a profile not assigned to the estimator",
  tags,
  auth: 'estimator',
  params: byId,
  response: estimatorProfileDetailSchema,
});

export const rateEstimatorProfile = defineEndpoint({
  method: 'PUT',
  path: `${estimator}/profiles/:id/rate`,
  summary: 'Grades an assigned profile on 0..100 (the web sends the middle of a grade band); a grade lifts a skip',
  tags,
  auth: 'estimator',
  params: byId,
  body: estimatorRateSchema,
  response: estimatorProfileSchema,
});

export const rateEstimatorProfilePrecise = defineEndpoint({
  method: 'PUT',
  path: `${estimator}/profiles/:id/rate-precise`,
  summary: 'Sets the precise score of an assigned profile, 0..100 with decimals; a grade lifts a skip',
  tags,
  auth: 'estimator',
  params: byId,
  body: estimatorRateSchema,
  response: estimatorProfileSchema,
});

export const saveEstimatorNote = defineEndpoint({
  method: 'PATCH',
  path: `${estimator}/notes/:id`,
  summary: "Keeps the estimator's note on an assigned profile (by the profile's id); an empty note removes it",
  tags,
  auth: 'estimator',
  params: byId,
  body: estimatorNoteSchema,
  response: estimatorProfileSchema,
});

export const requestEstimatorBatch = defineEndpoint({
  method: 'POST',
  path: `${estimator}/profiles/assignment`,
  summary:
    'Assigns a new batch of filled profiles the estimator does not have, those graded by the fewest estimators first, then the oldest; none while the current batch has profiles neither graded nor skipped',
  tags,
  auth: 'estimator',
  response: estimatorBatchSchema,
});

export const skipEstimatorProfile = defineEndpoint({
  method: 'PATCH',
  path: `${estimator}/profiles/:id`,
  summary: 'Skips an assigned profile as normal (postponed) or suspicious, or lifts the skip with null; a grade given stays',
  tags,
  auth: 'estimator',
  params: byId,
  body: estimatorSkipSchema,
  response: estimatorProfileSchema,
});
