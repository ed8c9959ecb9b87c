import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

export const databaseKinds = ['pglite', 'postgres'] as const;

export const healthSchema = z
  .object({
    status: z.literal('ok'),
    db: z.enum(databaseKinds),
  })
  .meta({ id: 'Health' });
export type Health = z.infer<typeof healthSchema>;

export const getHealth = defineEndpoint({
  method: 'GET',
  path: '/api/health',
  summary: 'Whether the API is up and which database it runs on',
  tags: ['system'],
  auth: 'none',
  response: healthSchema,
});
