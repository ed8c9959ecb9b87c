import type { IncomingMessage } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

type Directives = Record<string, string[]>;

/**
 * What every page of ours may load: its own files and nothing from elsewhere. Scripts only as files
 * (no inline code, no eval, no inline event handlers), because the areas keep their session tokens
 * in localStorage, where any injected script could read them.
 */
const sharedDirectives: Directives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
};

/**
 * The web app's policy. Mantine writes its theme variables and some component styles into <style>
 * elements it creates at run time, with contents that vary with the theme and the props; a nonce
 * would need a fresh index.html per request, which the cached page cannot carry, so inline styles
 * are allowed. Styles cannot run code. Workers come from our files or from blob: URLs.
 */
const appDirectives: Directives = {
  ...sharedDirectives,
  'style-src': ["'self'", "'unsafe-inline'"],
  'worker-src': ["'self'", 'blob:'],
};

/**
 * The API docs page (Swagger UI) loads its scripts from its own files too, and inserts a <style>
 * element of its own at run time. It sends this policy instead of the app's, so the app's policy never
 * widens for it: no workers, no realtime.
 */
const apiDocsDirectives: Directives = {
  ...sharedDirectives,
  'style-src': ["'self'", "'unsafe-inline'"],
};

const serialize = (directives: Directives) =>
  Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');

/** The Content-Security-Policy of /api/docs, given to Swagger UI as its `staticCSP`. */
export const apiDocsContentSecurityPolicy = serialize(apiDocsDirectives);

/**
 * One year of HTTPS only for this host. Subdomains are left out: the installation does not own its
 * parent domain's other hosts, and the love site may be one of them on plain HTTP during a set-up.
 */
export const strictTransportSecurity = 'max-age=31536000';

// A Host header is the client's to write: only a plain name or address with an optional port goes
// into the policy, so no header can add a directive of its own.
const plainHost = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * Security headers of every answer, through helmet: the policies above, no MIME sniffing, framing and
 * window sharing only with our own pages, referrers without paths to other sites. HSTS goes out only
 * on answers to HTTPS requests (directly or, with TRUST_PROXY, as X-Forwarded-Proto tells), so a local
 * server on plain HTTP never pins its host to HTTPS.
 */
const securityHeaders: FastifyPluginAsync = async (app) => {
  // The realtime gateway is on the page's own host. CSP 3 lets 'self' cover ws: and wss: there, but
  // older browsers need the origin written out; it is worked out per request, as the page has it.
  const realtimeOrigins = new WeakMap<IncomingMessage, string>();
  app.addHook('onRequest', async (request) => {
    if (plainHost.test(request.host)) {
      realtimeOrigins.set(request.raw, `${request.protocol === 'https' ? 'wss' : 'ws'}://${request.host}`);
    }
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...appDirectives,
        'connect-src': [...(appDirectives['connect-src'] ?? []), (request) => realtimeOrigins.get(request) ?? ''],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'sameorigin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    // Set below, for HTTPS requests only.
    strictTransportSecurity: false,
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', strictTransportSecurity);
    return payload;
  });
};

export default fp(securityHeaders, { name: 'security-headers' });
