import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

// Headers that cost the single-page app nothing. A content security policy waits until the app's
// own needs (inline styles of the component library, the API docs page) are settled.
const headers = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
  'cross-origin-opener-policy': 'same-origin',
};

const securityHeaders: FastifyPluginAsync = async (app) => {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.headers(headers);
    return payload;
  });
};

export default fp(securityHeaders, { name: 'security-headers' });
