import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../http/app-error';
import type { AccountKind } from './account-kind';
import type { Session } from './session';
import type { SessionService } from './session-service';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionService;
  }
  interface FastifyRequest {
    /** The session of the request's bearer token, looked up once however often it is asked for. */
    currentSession(): Promise<Session | null>;
    /** The session a guarded endpoint admitted; null on open endpoints. */
    session: Session | null;
  }
}

const bearerPattern = /^Bearer\s+(\S+)\s*$/i;

/** The token of an `Authorization: Bearer …` header, if the request has one. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return typeof header === 'string' ? bearerPattern.exec(header)?.[1] : undefined;
}

/**
 * Admits a request to an endpoint of one account kind: 401 without a usable session (missing,
 * unknown, expired or revoked token), 403 for a live session of another kind.
 */
export async function admit(request: FastifyRequest, kind: AccountKind): Promise<Session> {
  const session = await request.currentSession();
  if (!session) throw new AppError(401, 'unauthorized', 'Sign in first: the session is missing, expired or ended');
  if (session.kind !== kind) {
    throw new AppError(403, 'forbidden', `This endpoint is for ${kind} accounts, not ${session.kind} accounts`);
  }
  request.session = session;
  return session;
}

const lookups = new WeakMap<FastifyRequest, Promise<Session | null>>();

/** Resolves bearer tokens into sessions for the endpoints that need one. */
const authentication: FastifyPluginAsync<{ sessions: SessionService }> = async (app, { sessions }) => {
  app.decorate('sessions', sessions);
  app.decorateRequest('session', null);
  app.decorateRequest('currentSession', function (this: FastifyRequest) {
    let lookup = lookups.get(this);
    if (!lookup) {
      const token = bearerToken(this);
      lookup = token === undefined ? Promise.resolve(null) : sessions.resolve(token);
      lookups.set(this, lookup);
    }
    return lookup;
  });
};

export default fp(authentication, { name: 'authentication' });
