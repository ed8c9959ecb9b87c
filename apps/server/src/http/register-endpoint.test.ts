import { defineEndpoint, getHealth } from '@teamcast/contract';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerEndpoint } from './register-endpoint';

function bareApp() {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  return app;
}

describe('registerEndpoint', () => {
  it('refuses an endpoint that the contract registry does not list', () => {
    const unlisted = defineEndpoint({
      method: 'GET',
      path: '/api/v1/app/unlisted',
      summary: 'test',
      tags: ['app'],
      auth: 'none',
      response: z.object({}),
    });
    expect(() => registerEndpoint(bareApp(), unlisted, async () => ({}))).toThrow(/missing from the contract registry/);
  });

  it('refuses a guarded endpoint while no sign-in exists', () => {
    const guarded = { ...getHealth, auth: 'owner' as const };
    expect(() => registerEndpoint(bareApp(), guarded, async () => ({ status: 'ok' as const, db: 'pglite' as const }))).toThrow(
      /authentication "owner" is not supported yet/,
    );
  });

  it('serialises the answer with the contract schema, dropping what it does not declare', async () => {
    const app = bareApp();
    registerEndpoint(app, getHealth, async () => ({ status: 'ok' as const, db: 'pglite' as const, secret: 'x' }) as never);
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.json()).toEqual({ status: 'ok', db: 'pglite' });
    await app.close();
  });
});
