import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { idSchema, localeSchema } from '../fields';

/** What a result text narrates; it must be what the run computed. */
export const resultTextTypes = ['pair', 'team', 'compare'] as const;

export const resultTextRequestSchema = z.object({
  result: idSchema.describe("The id (ruid) of the owner's finished run whose result is narrated"),
  id1: idSchema.optional().describe('For a pair: one of its two profiles, named first; the pair’s own order otherwise'),
  id2: idSchema.optional().describe('For a pair: the other of its two profiles'),
  type: z.enum(resultTextTypes),
  params: z
    .object({ ln: localeSchema.optional().describe("The text's language; the owner's own by default") })
    .optional(),
});
export type ResultTextRequest = z.infer<typeof resultTextRequestSchema>;

export const resultTextSchema = z
  .object({
    text: z.string().describe('Paragraphs separated by a blank line'),
    ln: localeSchema,
    source: z.enum(['template', 'model']).describe("The product's templates, or the configured language model"),
  })
  .meta({ id: 'ResultText' });
export type ResultText = z.infer<typeof resultTextSchema>;

export const writeResultText = defineEndpoint({
  method: 'POST',
  path: '/api/v1/chatgpt/result',
  summary:
    "A narrative of one of the owner's finished pair, team or comparison results, in Russian or English; the same result gives the same text. People are named by first name only, and traits are not put down to anyone whose details are hidden",
  tags: ['owner', 'texts'],
  auth: 'owner',
  body: resultTextRequestSchema,
  response: resultTextSchema,
});
