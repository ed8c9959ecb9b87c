import { reportClientError } from '@teamcast/contract';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../http/register-endpoint';
import { redactUrl } from '../../platform/logging/redact-url';
import { insertClientError } from './client-errors-repository';

// A report is a short message and a url; anything bigger is not a report.
const reportBodyLimit = 16 * 1024;
const userAgentLength = 500;

export const clientErrorsRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(
    app,
    reportClientError,
    async ({ body, request }) => {
      // The page a browser was on may carry a sign-in token or a permalink; neither is kept.
      const report = { ...body, url: redactUrl(body.url), message: redactUrl(body.message) };
      request.log.warn({ clientError: report }, 'the web app reported an error');
      await insertClientError(app.database.db, {
        ...report,
        userAgent: request.headers['user-agent']?.slice(0, userAgentLength) ?? null,
        requestId: request.id,
      });
    },
    { bodyLimit: reportBodyLimit },
  );
};
