import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, makeTempDir, type TestApp } from '../../test/helpers/build-test-app';

// What Vite's build of the web app looks like, in miniature: scripts and styles as files only.
const builtIndexHtml = `<!doctype html>
<html lang="ru">
  <head>
    <meta charset="UTF-8" />
    <meta name="teamcast-site" content="platform" />
    <title>Teamcast</title>
    <script type="module" crossorigin src="/assets/index-a1b2c3.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-a1b2c3.css">
  </head>
  <body><div id="root"></div></body>
</html>
`;

/** The policy's directives by name, each with its sources. */
function policyOf(response: LightMyRequestResponse): Map<string, string[]> {
  const header = response.headers['content-security-policy'];
  expect(typeof header, 'Content-Security-Policy').toBe('string');
  return new Map(
    (header as string)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

function expectStrictScripts(policy: Map<string, string[]>) {
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('script-src')).toEqual(["'self'"]);
  expect(policy.get('script-src-attr')).toEqual(["'none'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  expect(policy.get('form-action')).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
  for (const [name, sources] of policy) {
    expect(sources, name).not.toContain("'unsafe-eval'");
    expect(sources, name).not.toContain('*');
  }
}

function expectPlainHeaders(response: LightMyRequestResponse) {
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
}

const stripeEnv = { STRIPE_SECRET_KEY: 'sk_test_teamcast', STRIPE_WEBHOOK_SECRET: 'whsec_teamcast', STRIPE_PUBLISHABLE_KEY: 'pk_test_teamcast' };

describe('security headers', () => {
  let direct: TestApp;
  let proxied: TestApp;
  let withStripe: TestApp;
  let dist: Awaited<ReturnType<typeof makeTempDir>>;

  beforeAll(async () => {
    dist = await makeTempDir('teamcast-web-');
    await mkdir(path.join(dist.dir, 'assets'));
    await writeFile(path.join(dist.dir, 'index.html'), builtIndexHtml);
    await writeFile(path.join(dist.dir, 'assets', 'index-a1b2c3.js'), 'console.log("app")');
    direct = await buildTestApp({ env: { WEB_DIST_DIR: dist.dir } });
    proxied = await buildTestApp({ env: { WEB_DIST_DIR: dist.dir, TRUST_PROXY: 'true' } });
    withStripe = await buildTestApp({ env: { WEB_DIST_DIR: dist.dir, ...stripeEnv } });
  });
  afterAll(async () => {
    await direct?.close();
    await proxied?.close();
    await withStripe?.close();
    await dist.remove();
  });

  describe('on the web app’s page', () => {
    it('allow scripts from our own files only, and what the app itself needs besides', async () => {
      const response = await direct.app.inject({ method: 'GET', url: '/owner/dashboard', headers: { host: 'teamcast.example.com:8080' } });
      expect(response.statusCode).toBe(200);
      const policy = policyOf(response);
      expectStrictScripts(policy);
      expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
      expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
      expect(policy.get('font-src')).toEqual(["'self'", 'data:']);
      expect(policy.get('worker-src')).toEqual(["'self'", 'blob:']);
      // The realtime gateway, on the page's own host and port.
      expect(policy.get('connect-src')).toEqual(["'self'", 'ws://teamcast.example.com:8080']);
      // Plain HTTP: nothing that would send a local server's browser to HTTPS.
      expect(policy.has('upgrade-insecure-requests')).toBe(false);
      expectPlainHeaders(response);
    });

    it('leave a Host header that is not a plain host out of the policy', async () => {
      const response = await direct.app.inject({ method: 'GET', url: '/', headers: { host: "evil.example.com;script-src 'unsafe-inline'" } });
      const policy = policyOf(response);
      expect(policy.get('script-src')).toEqual(["'self'"]);
      expect(policy.get('connect-src')).toEqual(["'self'"]);
    });

    it('cover the files of the build too', async () => {
      const response = await direct.app.inject({ method: 'GET', url: '/assets/index-a1b2c3.js' });
      expect(response.statusCode).toBe(200);
      expectStrictScripts(policyOf(response));
      expectPlainHeaders(response);
    });
  });

  describe('with Stripe as the card provider', () => {
    it('let the app’s pages load Stripe.js, show its Elements and confirmation frames and call its API, and nothing more', async () => {
      const page = await withStripe.app.inject({ method: 'GET', url: '/owner/dashboard', headers: { host: 'teamcast.example.com:8080' } });
      expect(page.statusCode).toBe(200);
      const policy = policyOf(page);
      expect(policy.get('script-src')).toEqual(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com']);
      expect(policy.get('frame-src')).toEqual(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com']);
      expect(policy.get('connect-src')).toEqual(["'self'", 'https://api.stripe.com', 'ws://teamcast.example.com:8080']);
      // The rest of the policy is the app's as without Stripe.
      const plain = policyOf(await direct.app.inject({ method: 'GET', url: '/owner/dashboard', headers: { host: 'teamcast.example.com:8080' } }));
      for (const name of new Set([...plain.keys(), ...policy.keys()])) {
        if (!['script-src', 'frame-src', 'connect-src'].includes(name)) expect(policy.get(name), name).toEqual(plain.get(name));
      }
      expect(policy.get('script-src-attr')).toEqual(["'none'"]);
      for (const [name, sources] of policy) expect(sources, name).not.toContain("'unsafe-eval'");
      expectPlainHeaders(page);
    });

    it('leave the API docs’ policy as it is without Stripe', async () => {
      const docs = await withStripe.app.inject({ method: 'GET', url: '/api/docs' });
      expect(docs.headers['content-security-policy']).toBe((await direct.app.inject({ method: 'GET', url: '/api/docs' })).headers['content-security-policy']);
    });

    it('are not widened at all without Stripe', async () => {
      for (const url of ['/', '/owner/dashboard', '/api/health']) {
        const header = (await direct.app.inject({ method: 'GET', url })).headers['content-security-policy'];
        expect(header, url).not.toContain('stripe');
        expect(policyOf(await direct.app.inject({ method: 'GET', url })).has('frame-src'), url).toBe(false);
      }
    });
  });

  describe('on API answers', () => {
    it('are sent with successes and failures alike', async () => {
      const answers = [
        await direct.app.inject({ method: 'GET', url: '/api/health' }),
        await direct.app.inject({ method: 'GET', url: '/api/v1/owner/nothing-here' }),
        await direct.app.inject({ method: 'POST', url: '/api/v1/passport/owner/signup', payload: {} }),
        await direct.app.inject({ method: 'GET', url: '/api/v1/owner/self' }),
      ];
      expect(answers.map((response) => response.statusCode)).toEqual([200, 404, 400, 401]);
      for (const response of answers) {
        expectStrictScripts(policyOf(response));
        expectPlainHeaders(response);
      }
    });
  });

  describe('on the API docs', () => {
    it('send the docs page’s own strict policy, whose scripts are files of ours', async () => {
      const page = await direct.app.inject({ method: 'GET', url: '/api/docs' });
      expect(page.statusCode).toBe(200);
      const policy = policyOf(page);
      expectStrictScripts(policy);
      expect(policy.get('connect-src')).toEqual(["'self'"]);
      expect(policy.has('worker-src')).toBe(false);
      expectPlainHeaders(page);
      // Every script of the page has a source on our host: nothing inline for the policy to block.
      const scripts = [...page.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
      expect(scripts.length).toBeGreaterThan(0);
      for (const [, attributes, body] of scripts) {
        expect(attributes).toMatch(/\bsrc="\.?\/[^"]+"/);
        expect(body!.trim()).toBe('');
      }
      for (const url of ['/api/docs/static/swagger-initializer.js', '/api/docs/json']) {
        const response = await direct.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-security-policy'], url).toBe(page.headers['content-security-policy']);
      }
    });

    it('leave the app’s policy as it is', async () => {
      const app = await direct.app.inject({ method: 'GET', url: '/' });
      const docs = await direct.app.inject({ method: 'GET', url: '/api/docs' });
      expect(app.headers['content-security-policy']).not.toBe(docs.headers['content-security-policy']);
      expect(policyOf(app).get('worker-src')).toEqual(["'self'", 'blob:']);
    });
  });

  describe('HSTS', () => {
    it('is sent over HTTPS, as a trusted proxy reports it, with the secure realtime origin', async () => {
      for (const url of ['/', '/api/health', '/api/docs', '/api/v1/owner/self']) {
        const response = await proxied.app.inject({
          method: 'GET',
          url,
          headers: { host: 'teamcast.example.com', 'x-forwarded-proto': 'https' },
        });
        expect(response.headers['strict-transport-security'], url).toBe('max-age=31536000');
      }
      const page = await proxied.app.inject({ method: 'GET', url: '/', headers: { host: 'teamcast.example.com', 'x-forwarded-proto': 'https' } });
      expect(policyOf(page).get('connect-src')).toEqual(["'self'", 'wss://teamcast.example.com']);
    });

    it('is never sent over plain HTTP', async () => {
      for (const url of ['/', '/api/health', '/api/docs']) {
        expect((await direct.app.inject({ method: 'GET', url })).headers['strict-transport-security'], url).toBeUndefined();
        expect((await proxied.app.inject({ method: 'GET', url })).headers['strict-transport-security'], url).toBeUndefined();
        const forwardedHttp = await proxied.app.inject({ method: 'GET', url, headers: { 'x-forwarded-proto': 'http' } });
        expect(forwardedHttp.headers['strict-transport-security'], url).toBeUndefined();
      }
    });

    it('is not sent when an untrusted client claims HTTPS', async () => {
      const response = await direct.app.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' } });
      expect(response.headers['strict-transport-security']).toBeUndefined();
      expect(policyOf(response).get('connect-src')?.[1]).toMatch(/^ws:\/\//);
    });
  });
});
