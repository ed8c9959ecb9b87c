import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { clientErrorsRoutes } from './modules/client-errors/client-errors-routes';
import { healthRoutes } from './modules/system/health-routes';
import type { Database } from './platform/database';
import { createLogger } from './platform/logging/create-logger';
import errorHandling from './plugins/error-handling';
import requestLogging, { RequestLogController, requestIdFrom } from './plugins/request-logging';
import securityHeaders from './plugins/security-headers';
import swagger from './plugins/swagger';
import webApp from './web/web-app';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
  }
}

export interface BuildAppOptions {
  config: Config;
  /** An open, migrated database; the caller owns it and closes it after the app. */
  db: Database;
  /** Defaults to a logger made from the configuration. */
  logger?: FastifyBaseLogger;
}

/**
 * The whole HTTP server, not yet listening: external plugins first, then the app's own parts,
 * then the API routes and finally the web app, which answers every path the API does not.
 */
export async function buildApp({ config, db, logger }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: logger ?? createLogger(config),
    logController: new RequestLogController(),
    genReqId: (request) => requestIdFrom(request.headers),
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', db);

  await app.register(requestLogging);
  await app.register(errorHandling);
  await app.register(securityHeaders);
  await app.register(swagger);

  await app.register(healthRoutes);
  await app.register(clientErrorsRoutes);

  await app.register(webApp, { distDir: config.webDistDir, loveHost: config.loveHost });
  return app;
}
