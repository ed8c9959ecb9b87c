import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { refusedDataState, toApiErrorBody } from '../http/api-error-body';
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
 * Fastify's answer, in the one shape, to a url its router cannot read: bad percent-encoding, or a
 * path parameter longer than `maxParamLength`. Both are the caller's doing, so both are 400; the
 * url is not echoed, since it is the very thing that is broken.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const known: Record<string, string> = {
    FST_ERR_BAD_URL: 'The url is not valid: bad percent-encoding',
    FST_ERR_MAX_PARAM_LENGTH: 'A path parameter is too long',
  };
  const message = known[error.code];
  const body = message
    ? { statusCode: 400, code: 'bad_request', message }
    : { statusCode: 500, code: 'internal', message: 'Internal server error' };
  if (message) request.rejection = { code: body.code, detail: message };
  else request.log.error({ err: error }, 'the router failed');
  void reply.code(body.statusCode).header('x-request-id', request.id).send(body);
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
    const body = toApiErrorBody(error, { bodyLimit: request.routeOptions.bodyLimit });
    if (body.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    else request.rejection = { code: body.code, detail: body.message };
    // A schema let through what the database then refused: the answer is right, the schema is not.
    if (refusedDataState(error)) request.log.warn({ err: error }, 'the database refused a value of the request');
    if (error instanceof AppError && error.headers) reply.headers(error.headers);
    return reply.code(body.statusCode).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    const path = pathOf(request.url);
    if (isApiPath(path)) {
      const allowed = [
        ...new Set(apiRoutes.filter((route) => route.pattern.test(path)).flatMap((route) => route.methods)),
      ];
      // The route and its method exist, yet the router did not match: a parameter is over its length.
      if (allowed.includes(request.method)) {
        const message = 'A path parameter is too long';
        request.rejection = { code: 'bad_request', detail: message };
        return reply.code(400).send({ statusCode: 400, code: 'bad_request', message });
      }
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
