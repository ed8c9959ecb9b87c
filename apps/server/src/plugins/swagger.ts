import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import packageJson from '../../package.json' with { type: 'json' };
import { apiDocsContentSecurityPolicy } from './security-headers';

// The API's prefixes, as the product describes them, plus the server's own system routes.
const tags = [
  { name: 'system', description: 'Health of the server' },
  { name: 'app', description: '/api/v1/app: profiles by permalink and what the web app reports' },
  { name: 'administrator', description: '/api/v1/administrator' },
  { name: 'estimator', description: '/api/v1/estimator' },
  { name: 'owner', description: '/api/v1/owner' },
  { name: 'passport', description: '/api/v1/passport: sign-in of owners and estimators' },
  { name: 'scene', description: '/api/v1/scene: teams, pairs and their simulations' },
  { name: 'stripe', description: '/api/v1/stripe: payments and subscriptions' },
  { name: 'chatgpt', description: '/api/v1/chatgpt: text generation' },
  { name: 'dev', description: '/api/dev: development helpers, absent in production' },
];

/** OpenAPI generated from the contract's schemas: the UI at /api/docs, the document at /api/docs/json. */
const openApi: FastifyPluginAsync = async (app) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Teamcast API',
        description: 'Every failure answers `{ statusCode, code, message, field? }`.',
        version: packageJson.version,
      },
      tags,
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'The token a sign-in answered with' },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  // The docs page sends its own policy in place of the app's; it applies to the docs routes only.
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: apiDocsContentSecurityPolicy });
};

export default fp(openApi, { name: 'openapi' });
