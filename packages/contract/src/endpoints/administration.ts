import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { estimatorListItemSchema } from '../entities/accounts';
import {
  adminEstimatorUpdateSchema,
  adminIdListSchema,
  adminOwnerListQuerySchema,
  adminOwnerPageSchema,
  adminOwnerSchema,
  adminOwnerUpdateSchema,
  adminProfileDetailSchema,
  adminProfileListQuerySchema,
  adminProfilePageSchema,
  adminProfileUpdateSchema,
  auditLogPageSchema,
  auditLogQuerySchema,
  adminDeletedCountSchema,
  profileFilterOwnerPageSchema,
  profileFilterOwnerQuerySchema,
  scoreField,
} from '../entities/administration';
import { idSchema } from '../fields';

const admin = '/api/v1/administrator';
const tags = ['administrator'];
const byId = z.object({ id: idSchema });

export const listAdminOwners = defineEndpoint({
  method: 'GET',
  path: `${admin}/owners`,
  summary: 'Owners, searched by email and filtered by status, creation dates and subscription, a page at a time',
  tags,
  auth: 'administrator',
  query: adminOwnerListQuerySchema,
  response: adminOwnerPageSchema,
});

export const updateAdminOwner = defineEndpoint({
  method: 'PATCH',
  path: `${admin}/owners/:id`,
  summary: "Change an owner's status or company name",
  tags,
  auth: 'administrator',
  params: byId,
  body: adminOwnerUpdateSchema,
  response: adminOwnerSchema,
});

export const deleteAdminOwner = defineEndpoint({
  method: 'DELETE',
  path: `${admin}/owners/:id`,
  summary: 'Delete an owner with their profiles and data, and end their sessions',
  tags,
  auth: 'administrator',
  params: byId,
  response: z.void(),
  successStatus: 204,
});

export const deleteAdminOwners = defineEndpoint({
  method: 'DELETE',
  path: `${admin}/owners`,
  summary: 'Delete several owners; ids that name no owner are passed over',
  tags,
  auth: 'administrator',
  body: adminIdListSchema,
  response: adminDeletedCountSchema,
});

export const getAdminEstimator = defineEndpoint({
  method: 'GET',
  path: `${admin}/estimators/:id`,
  summary: 'One estimator',
  tags,
  auth: 'administrator',
  params: byId,
  response: estimatorListItemSchema,
});

export const updateAdminEstimator = defineEndpoint({
  method: 'PATCH',
  path: `${admin}/estimators/:id`,
  summary: "Change an estimator's name or information",
  tags,
  auth: 'administrator',
  params: byId,
  body: adminEstimatorUpdateSchema,
  response: estimatorListItemSchema,
});

export const listAdminProfiles = defineEndpoint({
  method: 'GET',
  path: `${admin}/profiles`,
  summary: 'Every owner\'s profiles, searched and filtered by dates, grade group, owner and state, a page at a time',
  tags,
  auth: 'administrator',
  query: adminProfileListQuerySchema,
  response: adminProfilePageSchema,
});

export const getAdminProfile = defineEndpoint({
  method: 'GET',
  path: `${admin}/profiles/:id`,
  summary: "A profile with its answers, the estimators' grades and notes, and the published model's prediction",
  tags,
  auth: 'administrator',
  params: byId,
  response: adminProfileDetailSchema,
});

export const updateAdminProfile = defineEndpoint({
  method: 'PATCH',
  path: `${admin}/profiles/:id`,
  summary: "Change a profile's names, position or skip status",
  tags,
  auth: 'administrator',
  params: byId,
  body: adminProfileUpdateSchema,
  response: adminProfileDetailSchema,
});

export const deleteAdminProfile = defineEndpoint({
  method: 'DELETE',
  path: `${admin}/profiles/:id`,
  summary: 'Mark a profile deleted (its answers stay for the model)',
  tags,
  auth: 'administrator',
  params: byId,
  response: z.void(),
  successStatus: 204,
});

export const deleteAdminProfiles = defineEndpoint({
  method: 'DELETE',
  path: `${admin}/profiles`,
  summary: 'Mark several profiles deleted; ids that name no profile or a deleted one are passed over',
  tags,
  auth: 'administrator',
  body: adminIdListSchema,
  response: adminDeletedCountSchema,
});

export const setFinalScore = defineEndpoint({
  method: 'PUT',
  path: `${admin}/profiles/:id/final-score`,
  summary: "Confirm a profile's final score (0..100): the profile becomes approved",
  tags,
  auth: 'administrator',
  params: byId,
  body: z.object({ score: scoreField }),
  response: adminProfileDetailSchema,
});

export const deleteFinalScore = defineEndpoint({
  method: 'DELETE',
  path: `${admin}/profiles/:id/final-score`,
  summary: 'Cancel the confirmation: delete the final score',
  tags,
  auth: 'administrator',
  params: byId,
  response: adminProfileDetailSchema,
});

export const setFinalScorePrecise = defineEndpoint({
  method: 'PUT',
  path: `${admin}/profiles/:id/final-score-precise`,
  summary: "Set a profile's precise final score (0..100), the target the model learns",
  tags,
  auth: 'administrator',
  params: byId,
  body: z.object({ scorePrecise: scoreField }),
  response: adminProfileDetailSchema,
});

export const deleteFinalScorePrecise = defineEndpoint({
  method: 'DELETE',
  path: `${admin}/profiles/:id/final-score-precise`,
  summary: 'Delete the precise final score',
  tags,
  auth: 'administrator',
  params: byId,
  response: adminProfileDetailSchema,
});

export const listProfileFilterOwners = defineEndpoint({
  method: 'GET',
  path: `${admin}/profile-filter/owners`,
  summary: "The owners to pick in the profile list's owner filter, searched by email or company",
  tags,
  auth: 'administrator',
  query: profileFilterOwnerQuerySchema,
  response: profileFilterOwnerPageSchema,
});

export const listAuditLog = defineEndpoint({
  method: 'GET',
  path: `${admin}/audit-log`,
  summary: "Administrators' actions, newest first, a page at a time",
  tags,
  auth: 'administrator',
  query: auditLogQuerySchema,
  response: auditLogPageSchema,
});
