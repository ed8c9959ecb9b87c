import { defineEndpoint, getHealth, getOwnerSelf } from '@teamcast/contract';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import authentication from '../identity/authentication';
import type { Session } from '../identity/session';
import type { SessionService } from '../identity/session-service';
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

  it('refuses a guarded endpoint in an app without the authentication plugin', () => {
    expect(() => registerEndpoint(bareApp(), getOwnerSelf, async () => ({}) as never)).toThrow(
      /authentication "owner" needs the authentication plugin/,
    );
  });

  it('admits only a session of the endpoint kind and hands it to the handler', async () => {
    const app = bareApp();
    const sessions: Record<string, Session> = {
      owner: { id: 's1', kind: 'owner', accountId: 'o1', linkPurpose: null, createdAt: new Date(0) },
      estimator: { id: 's2', kind: 'estimator', accountId: 'e1', linkPurpose: null, createdAt: new Date(0) },
    };
    const service = { resolve: async (token: string) => sessions[token] ?? null } as unknown as SessionService;
    await app.register(authentication, { sessions: service });
    let seen: unknown;
    registerEndpoint(app, getOwnerSelf, async ({ session }) => {
      seen = session;
      throw new Error('stop here');
    });
    const call = (authorization?: string) =>
      app.inject({ method: 'GET', url: '/api/v1/owner/self', headers: authorization ? { authorization } : {} });
    expect((await call()).statusCode).toBe(401);
    expect((await call('Bearer nobody')).statusCode).toBe(401);
    expect((await call('Basic owner')).statusCode).toBe(401);
    expect((await call('Bearer estimator')).statusCode).toBe(403);
    expect((await call('Bearer owner')).statusCode).toBe(500);
    expect(seen).toEqual(sessions.owner);
    await app.close();
  });

  it('serialises the answer with the contract schema, dropping what it does not declare', async () => {
    const app = bareApp();
    registerEndpoint(app, getHealth, async () => ({ status: 'ok' as const, db: 'pglite' as const, secret: 'x' }) as never);
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.json()).toEqual({ status: 'ok', db: 'pglite' });
    await app.close();
  });
});
