import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

/** What went wrong in the browser: a script chunk or a stylesheet did not load, a page crashed, a call failed. */
export const clientErrorKinds = ['chunk', 'stylesheet', 'runtime', 'api'] as const;
export type ClientErrorKind = (typeof clientErrorKinds)[number];

export const clientErrorReportSchema = z
  .object({
    kind: z.enum(clientErrorKinds),
    message: z.string().min(1).max(2000),
    url: z.string().max(2000),
    area: z.string().max(50).describe('The area of the web app the user was in, like owner or administrator'),
  })
  .meta({ id: 'ClientErrorReport' });
export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;

export const reportClientError = defineEndpoint({
  method: 'POST',
  path: '/api/v1/app/client-errors',
  summary: 'Report a failure that happened in the browser, so that it reaches the server log',
  tags: ['app'],
  auth: 'none',
  body: clientErrorReportSchema,
  response: z.void(),
  successStatus: 204,
});
