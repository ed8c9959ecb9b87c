import { apiErrorSchema, bodyLimitOf, endpoints, type EndpointDefinition } from '@teamcast/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { admit } from '../identity/authentication';
import type { SessionFor } from '../identity/session';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface EndpointCall<E extends EndpointDefinition> {
  params: Parsed<E['params']>;
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
  /** The caller's session: always there, and of the endpoint's account kind, on guarded endpoints. */
  session: SessionFor<E['auth']>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * An answer already written as JSON by the contract's own serialiser (the endpoint's response schema,
 * encoded and stringified), sent as it is: for large answers made off the API's thread.
 */
export class SerialisedJson {
  constructor(readonly text: string) {}
}

export type EndpointHandler<E extends EndpointDefinition> = (call: EndpointCall<E>) => Promise<z.input<E['response']> | SerialisedJson>;

export interface EndpointRouteOptions {
  /** Replaces the contract's body limit of the endpoint (see `bodyLimitOf`). */
  bodyLimit?: number;
}

/** How OpenAPI readers learn the body limit: in words, and as a number for tools. */
function bodyLimitDocs(bodyLimit: number, hasBody: boolean) {
  const size = bodyLimit % 1024 === 0 ? `${bodyLimit / 1024} KiB` : `${bodyLimit} bytes`;
  return {
    ...(hasBody ? { description: `The request body may be at most ${size}; a bigger one answers 413 payload_too_large.` } : {}),
    'x-body-limit': bodyLimit,
  };
}

// OpenAPI shows a `null` answer as one without a body.
const noContent = z.null().describe('No content');

const endpointNames = new Map<EndpointDefinition, string>(
  Object.entries(endpoints).map(([name, endpoint]) => [endpoint as EndpointDefinition, name]),
);

/**
 * Registers a route from its contract definition, so that one schema validates the request,
 * serialises the response and documents both in OpenAPI. Every API route goes through here.
 */
export function registerEndpoint<E extends EndpointDefinition>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: EndpointRouteOptions = {},
): void {
  // Refusing here keeps a guarded endpoint from ever going live without its check.
  const auth = endpoint.auth;
  if (auth !== 'none' && !app.hasRequestDecorator('currentSession')) {
    throw new Error(`${endpoint.method} ${endpoint.path}: authentication "${auth}" needs the authentication plugin`);
  }
  const name = endpointNames.get(endpoint);
  if (!name) throw new Error(`${endpoint.method} ${endpoint.path} is missing from the contract registry`);

  const status = endpoint.successStatus ?? 200;
  const bodyLimit = options.bodyLimit ?? bodyLimitOf(endpoint);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    bodyLimit,
    // Before the body is read or validated: a caller without the right session learns nothing more.
    ...(auth === 'none'
      ? {}
      : {
          onRequest: async (request: FastifyRequest) => {
            await admit(request, auth);
          },
        }),
    schema: {
      operationId: name,
      summary: endpoint.summary,
      tags: [...endpoint.tags],
      ...bodyLimitDocs(bodyLimit, endpoint.body !== undefined),
      ...(auth === 'none' ? {} : { security: [{ bearer: [] }] }),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: {
        // A 204 has no body to serialise; it is still documented as the success answer.
        [status]: status === 204 ? noContent : endpoint.response,
        '4xx': apiErrorSchema,
        '5xx': apiErrorSchema,
      },
    },
    handler: async (request, reply) => {
      const result = await handler({
        params: request.params as Parsed<E['params']>,
        query: request.query as Parsed<E['query']>,
        body: request.body as Parsed<E['body']>,
        session: (auth === 'none' ? null : request.session) as SessionFor<E['auth']>,
        request,
        reply,
      });
      reply.code(status);
      if (status === 204) return reply.send();
      // A string with a JSON content type goes out unserialised.
      if (result instanceof SerialisedJson) return reply.type('application/json; charset=utf-8').send(result.text);
      return result;
    },
  });
}
