import type { IncomingMessage } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';

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
 * With Stripe as the card provider, the app's pages also load Stripe.js from Stripe (it must never be
 * bundled or self-hosted), show its Elements and the bank's confirmation in Stripe's frames, and let
 * Stripe.js call its API. Only the app's policy widens; the docs page never pays.
 */
const stripeSources: Directives = {
  'script-src': ['https://js.stripe.com', 'https://*.js.stripe.com'],
  'frame-src': ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  'connect-src': ['https://api.stripe.com'],
};

/** The app's policy with the sources of `extra` added to its directives; a directive it lacks starts from `default-src`. */
function widened(base: Directives, extra: Directives): Directives {
  const result = { ...base };
  for (const [name, sources] of Object.entries(extra)) {
    result[name] = [...(base[name] ?? base['default-src'] ?? []), ...sources];
  }
  return result;
}

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
export interface SecurityHeadersOptions {
  /** Whose card provider the app's pages load; the app's configuration when not given. */
  config?: Pick<Config, 'stripe'>;
}

const securityHeaders: FastifyPluginAsync<SecurityHeadersOptions> = async (app, options) => {
  const config = options.config ?? (app.hasDecorator('config') ? app.config : undefined);
  const pageDirectives = config?.stripe ? widened(appDirectives, stripeSources) : appDirectives;

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
        ...pageDirectives,
        'connect-src': [...(pageDirectives['connect-src'] ?? []), (request) => realtimeOrigins.get(request) ?? ''],
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
