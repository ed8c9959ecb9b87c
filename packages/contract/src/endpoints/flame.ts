import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { flameDataSchema, flameKeySchema, flameShareChoiceSchema, flameShareSchema, flameTestSchema, sharedResultSchema } from '../entities/flame';
import { emailField, localeSchema } from '../fields';
import { resultTextSchema } from './texts';

// The consumer flow sends no token (spec section 7): the result's key is its only credential. The spec's
// `/owner/data` already keeps the owner's own settings (getOwnerData, saveOwnerData): one method and path
// cannot be two operations, so the partner test's store lives at `/owner/flame/data`.
const owner = '/api/v1/owner';
const data = `${owner}/flame/data`;
const tags = ['flame'];
const keyParams = z.object({ key: flameKeySchema });
const language = z.object({ ln: localeSchema.optional().describe('The language of the texts; Russian by default') });

export const saveFlameData = defineEndpoint({
  method: 'POST',
  path: data,
  summary:
    "Stores the partner test: without a key it starts a new result from the first person's answers (and the partner's, when they answered on the same phone) and makes its key; with a key it adds the partner's answers, once",
  tags,
  auth: 'none',
  query: language,
  body: z.object({ key: flameKeySchema.optional(), data: flameDataSchema }),
  response: flameTestSchema,
  // Two names and sixty answers take under 2 KiB; nothing bigger is read.
  bodyLimit: 4 * 1024,
});

export const getFlameData = defineEndpoint({
  method: 'GET',
  path: `${data}/:key`,
  summary: 'The partner test by its key: who has answered, the free preview once both have, and the full report once it is paid',
  tags,
  auth: 'none',
  params: keyParams,
  query: language,
  response: flameTestSchema,
});

export const deleteFlameData = defineEndpoint({
  method: 'DELETE',
  path: `${data}/:key`,
  summary: 'Deletes the result, its saved address and its shared link for good; a paid report is gone with it',
  tags,
  auth: 'none',
  params: keyParams,
  response: z.null(),
  successStatus: 204,
});

export const saveFlame = defineEndpoint({
  method: 'POST',
  path: `${owner}/save/flame`,
  summary: 'Sends the result’s link to an email address so it can be opened again from any device; saving again replaces the address',
  tags,
  auth: 'none',
  body: z.object({ id: flameKeySchema.describe("The result's key"), email: emailField, ln: localeSchema.optional() }),
  response: z.object({ savedEmail: z.string().describe('The address, partly hidden') }),
  bodyLimit: 2 * 1024,
});

export const shareFlame = defineEndpoint({
  method: 'POST',
  path: `${data}/:key/share`,
  summary: 'Makes (or updates) the shared link of a finished result; it shows first names, the score and only the profiles chosen',
  tags,
  auth: 'none',
  params: keyParams,
  body: z.object({ show: flameShareChoiceSchema }),
  response: flameShareSchema,
  bodyLimit: 1024,
});

export const revokeFlameShare = defineEndpoint({
  method: 'DELETE',
  path: `${data}/:key/share`,
  summary: 'Revokes the shared link; opening it afterwards says it was revoked',
  tags,
  auth: 'none',
  params: keyParams,
  response: z.null(),
  successStatus: 204,
});

export const getSharedResult = defineEndpoint({
  method: 'GET',
  path: '/api/v1/app/result/:token',
  summary: 'A shared result as its link shows it; 410 share_revoked once revoked',
  tags,
  auth: 'none',
  params: z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) }),
  query: language,
  response: sharedResultSchema,
});

export const writeAnonymousResultText = defineEndpoint({
  method: 'POST',
  path: '/api/v1/chatgpt/resultAnonymous',
  summary:
    "A narrative of a consumer result by its key: the preview's for anyone with the key, the full report's once it is paid (402 report_unpaid before)",
  tags: ['flame', 'texts'],
  auth: 'none',
  body: z.object({
    result: z.enum(['preview', 'full']).describe('Which text: the free preview or the full report'),
    key: flameKeySchema,
    params: language.optional(),
  }),
  response: resultTextSchema,
  bodyLimit: 1024,
});
