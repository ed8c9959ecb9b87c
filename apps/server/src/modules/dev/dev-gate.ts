import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { pathOf } from '../../http/paths';
import { isLoopbackRequest } from './loopback';

/** Where development helpers live: the dev mailbox page and its API. */
const devPaths = (path: string) => path === '/dev' || path.startsWith('/dev/') || path === '/api/dev' || path.startsWith('/api/dev/');

/** The outbox exists only where mail is kept instead of sent, and never in production. */
export const devHelpersEnabled = (config: Pick<Config, 'nodeEnv' | 'smtpUrl'>): boolean =>
  config.nodeEnv !== 'production' && config.smtpUrl === undefined;

/**
 * Development helpers show live sign-in links, so they answer only a browser on this machine. From
 * anywhere else, and in production, they do not exist: 404 before any route runs.
 */
const devGate: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  const enabled = devHelpersEnabled(config);
  app.addHook('onRequest', async (request, reply) => {
    const path = pathOf(request.url);
    if (!devPaths(path)) return;
    if (enabled && isLoopbackRequest(request)) return;
    return reply.code(404).send({ statusCode: 404, code: 'not_found', message: `Nothing at ${request.method} ${path}` });
  });
};

export default fp(devGate, { name: 'dev-gate' });
