import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import {
  administratorSelfSchema,
  estimatorListItemSchema,
  estimatorSelfSchema,
  loginLinkTargets,
  outboxMessageSchema,
  ownerSelfSchema,
  sentResponseSchema,
} from '../entities/accounts';
import { passwordSignInSchema, signedInSchema } from '../entities/sign-in';
import { emailField, idSchema, localeSchema, nameField, optionalText, passwordField } from '../fields';


const admin = '/api/v1/administrator';

export const administratorLogin = defineEndpoint({
  method: 'POST',
  path: `${admin}/login`,
  summary: 'Sign an administrator in (throttled: 429 login_delayed, 428 proof_required)',
  tags: ['administrator'],
  auth: 'none',
  body: passwordSignInSchema,
  response: signedInSchema,
});

export const administratorLogout = defineEndpoint({
  method: 'POST',
  path: `${admin}/logout`,
  summary: 'End the administrator session of this token',
  tags: ['administrator'],
  auth: 'administrator',
  response: z.void(),
  successStatus: 204,
});

export const getAdministratorSelf = defineEndpoint({
  method: 'GET',
  path: `${admin}/self`,
  summary: 'The signed-in administrator',
  tags: ['administrator'],
  auth: 'administrator',
  response: administratorSelfSchema,
});

export const listEstimators = defineEndpoint({
  method: 'GET',
  path: `${admin}/estimators`,
  summary: 'Every estimator, newest first',
  tags: ['administrator'],
  auth: 'administrator',
  response: z.object({ items: z.array(estimatorListItemSchema) }),
});

export const createEstimator = defineEndpoint({
  method: 'POST',
  path: `${admin}/estimators`,
  summary: 'Create an estimator; without a password a sign-in link is mailed to them',
  tags: ['administrator'],
  auth: 'administrator',
  body: z.object({
    email: emailField,
    fullName: nameField,
    password: passwordField.optional(),
    information: optionalText(1000),
    ln: localeSchema.optional(),
  }),
  response: estimatorListItemSchema,
  successStatus: 201,
});

export const deleteEstimator = defineEndpoint({
  method: 'DELETE',
  path: `${admin}/estimators/:id`,
  summary: 'Delete an estimator and end their sessions',
  tags: ['administrator'],
  auth: 'administrator',
  params: z.object({ id: idSchema }),
  response: z.void(),
  successStatus: 204,
});

export const sendLoginLink = defineEndpoint({
  method: 'POST',
  path: `${admin}/:target/:id/mail/login-link`,
  summary: 'Mail an owner or an estimator a sign-in link',
  tags: ['administrator'],
  auth: 'administrator',
  params: z.object({ target: z.enum(loginLinkTargets), id: idSchema }),
  response: sentResponseSchema,
  successStatus: 202,
});

export const getOwnerSelf = defineEndpoint({
  method: 'GET',
  path: '/api/v1/owner/self',
  summary: 'The signed-in owner',
  tags: ['owner'],
  auth: 'owner',
  response: ownerSelfSchema,
});

export const updateOwnerSelf = defineEndpoint({
  method: 'PATCH',
  path: '/api/v1/owner/self',
  summary: 'Change the signed-in owner: email or password (both need the current password), company, language',
  tags: ['owner'],
  auth: 'owner',
  body: z.object({
    email: emailField.optional(),
    password: passwordField.optional(),
    currentPassword: z.string().max(200).trim().optional(),
    companyName: optionalText(200),
    ln: localeSchema.optional(),
  }),
  response: ownerSelfSchema,
});

export const deleteOwnerSelf = defineEndpoint({
  method: 'DELETE',
  path: '/api/v1/owner/self',
  summary: "Delete the signed-in owner's account and data; needs the confirmation word of the language",
  tags: ['owner'],
  auth: 'owner',
  body: z.object({ confirmation: z.string().max(50), ln: localeSchema }),
  response: z.void(),
  successStatus: 204,
});

export const getEstimatorSelf = defineEndpoint({
  method: 'GET',
  path: '/api/v1/estimator/self',
  summary: 'The signed-in estimator',
  tags: ['estimator'],
  auth: 'estimator',
  response: estimatorSelfSchema,
});

export const updateEstimatorSelf = defineEndpoint({
  method: 'PATCH',
  path: '/api/v1/estimator/self',
  summary: 'Change the signed-in estimator: password (needs the current one, unless just reset or never set), language',
  tags: ['estimator'],
  auth: 'estimator',
  body: z.object({ password: passwordField.optional(), currentPassword: z.string().max(200).trim().optional(), ln: localeSchema.optional() }),
  response: estimatorSelfSchema,
});

export const getDevOutbox = defineEndpoint({
  method: 'GET',
  path: '/api/dev/outbox',
  summary: 'Mail kept instead of sent, newest first (only without SMTP and never in production)',
  tags: ['dev'],
  auth: 'none',
  response: z.array(outboxMessageSchema),
});

export const setDevOwnerAccess = defineEndpoint({
  method: 'POST',
  path: '/api/dev/owner-access',
  summary: "Open or close an owner's team tools until billing does (only without SMTP and never in production)",
  tags: ['dev'],
  auth: 'none',
  body: z.object({
    email: emailField,
    rules: z
      .object({
        allowTeams: z.boolean().optional(),
        allowScene: z.boolean().optional(),
        allowCreateTeams: z.boolean().optional(),
        allowCompareTeams: z.boolean().optional(),
        allowMonitor: z.boolean().optional(),
        teamLimit: z.number().int().min(0).max(1000).nullable().optional(),
      })
      .strict(),
  }),
  response: z.void(),
  successStatus: 204,
});
