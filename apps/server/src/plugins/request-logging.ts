import { randomUUID } from 'node:crypto';
import { LogController, type FastifyPluginAsync, type FastifyReply, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { redactUrl } from '../platform/logging/redact-url';

declare module 'fastify' {
  interface FastifyRequest {
    /** Why the request was refused, added to its log line. */
    rejection: { code: string; detail: string } | null;
  }
}

/**
 * One log line per request, written when the answer has gone out, instead of Fastify's two. Every
 * line of a request carries its id.
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      url: redactUrl(request.url),
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      ...(request.rejection ?? {}),
    };
    if (error) reply.log.error({ ...line, err: error }, 'request');
    else reply.log.info(line, 'request');
  }
}

/** Sends the request id back as `X-Request-Id` so that a user or a proxy can quote it. */
const requestLogging: FastifyPluginAsync = async (app) => {
  app.decorateRequest('rejection', null);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
};

export default fp(requestLogging, { name: 'request-logging' });

const incomingIdPattern = /^[\w.:-]{1,100}$/;

/** Keeps a proxy's request id so the two logs can be joined; otherwise makes a new one. */
export function requestIdFrom(headers: Record<string, string | string[] | undefined>): string {
  const incoming = headers['x-request-id'];
  return typeof incoming === 'string' && incomingIdPattern.test(incoming) ? incoming : randomUUID();
}
