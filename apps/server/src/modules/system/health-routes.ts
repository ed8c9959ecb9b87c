import { getHealth } from '@teamcast/contract';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../http/app-error';
import { registerEndpoint } from '../../http/register-endpoint';

export const healthRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, getHealth, async ({ reply }) => {
    reply.header('cache-control', 'no-store');
    try {
      await app.database.ping();
    } catch (error) {
      throw new AppError(503, 'service_unavailable', 'The database does not answer', { cause: error });
    }
    return { status: 'ok' as const, db: app.database.kind };
  });
};
