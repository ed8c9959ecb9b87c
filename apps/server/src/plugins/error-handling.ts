import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { toApiErrorBody } from '../http/api-error-body';
import { AppError } from '../http/app-error';
import { isApiPath, pathOf } from '../http/paths';

interface KnownRoute {
  methods: string[];
  pattern: RegExp;
}

// Turns a route url like `/api/v1/scene/:id` or `/api/docs/*` into a matcher for concrete paths.
function routePattern(url: string): RegExp {
  const source = url
    .split('/')
    .map((segment) => {
      if (segment === '*') return '.*';
      if (segment.startsWith(':')) return '[^/]+';
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${source}$`);
}

/**
 * One error shape for every failure: thrown errors, invalid input, unknown API paths and API paths
 * called with a method they do not have.
 */
const errorHandling: FastifyPluginAsync = async (app) => {
  const apiRoutes: KnownRoute[] = [];
  app.addHook('onRoute', (route) => {
    if (!isApiPath(route.url)) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    apiRoutes.push({ methods: methods.map(String), pattern: routePattern(route.url) });
  });

  app.setErrorHandler((error, request, reply) => {
    const body = toApiErrorBody(error);
    if (body.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    else request.rejection = { code: body.code, detail: body.message };
    if (error instanceof AppError && error.headers) reply.headers(error.headers);
    return reply.code(body.statusCode).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    const path = pathOf(request.url);
    if (isApiPath(path)) {
      const allowed = [
        ...new Set(apiRoutes.filter((route) => route.pattern.test(path)).flatMap((route) => route.methods)),
      ];
      if (allowed.length > 0) {
        return reply
          .code(405)
          .header('allow', allowed.join(', '))
          .send({ statusCode: 405, code: 'method_not_allowed', message: `${request.method} is not allowed on ${path}` });
      }
    }
    return reply.code(404).send({ statusCode: 404, code: 'not_found', message: `Nothing at ${request.method} ${path}` });
  });
};

export default fp(errorHandling, { name: 'error-handling', dependencies: ['request-logging'] });
