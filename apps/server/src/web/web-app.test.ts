import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, makeTempDir, type TestApp } from '../../test/helpers/build-test-app';

// What Vite's build of the web app looks like, in miniature.
const builtIndexHtml = `<!doctype html>
<html lang="ru">
  <head>
    <meta charset="UTF-8" />
    <meta name="teamcast-site" content="platform" />
    <title>Teamcast</title>
    <script type="module" crossorigin src="/assets/index-a1b2c3.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

describe('the built web app', () => {
  let ctx: TestApp;
  let dist: Awaited<ReturnType<typeof makeTempDir>>;

  beforeAll(async () => {
    dist = await makeTempDir('teamcast-web-');
    await mkdir(path.join(dist.dir, 'assets'));
    await mkdir(path.join(dist.dir, 'docs'));
    await writeFile(path.join(dist.dir, 'index.html'), builtIndexHtml);
    await writeFile(path.join(dist.dir, 'assets', 'index-a1b2c3.js'), 'console.log("app")');
    await writeFile(path.join(dist.dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await writeFile(path.join(dist.dir, 'docs', 'faq.ru.json'), '{"items":[]}');
    ctx = await buildTestApp({ env: { WEB_DIST_DIR: dist.dir, LOVE_HOST: 'love.example.com' } });
  });
  afterAll(async () => {
    await ctx.close();
    await dist.remove();
  });

  it('answers a deep link with the app page, never cached without asking', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/owner/profiles/42?tab=answers' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('answers the root and unknown paths with the app page, which shows not-found itself', async () => {
    for (const url of ['/', '/404', '/no/such/page']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<title>Teamcast</title>');
    }
  });

  it('marks the page as the platform on any host but the love host', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/owner', headers: { host: 'teamcast.example.com' } });
    expect(response.body).toContain('<meta name="teamcast-site" content="platform" />');
    expect(response.body).toContain('<title>Teamcast</title>');
  });

  it('marks the page as the love site, with its title, on the love host whatever the port and case', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/love-mobile/p2p', headers: { host: 'Love.Example.com:8080' } });
    expect(response.body).toContain('<meta name="teamcast-site" content="love" />');
    expect(response.body).toContain('<title>Teamcast Love</title>');
    expect(response.body).not.toContain('content="platform"');
  });

  it('lets a browser revalidate the page', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: '/faq' });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const second = await ctx.app.inject({ method: 'GET', url: '/faq', headers: { 'if-none-match': etag } });
    expect(second.statusCode).toBe(304);
    const love = await ctx.app.inject({ method: 'GET', url: '/faq', headers: { host: 'love.example.com', 'if-none-match': etag } });
    expect(love.statusCode).toBe(200);
  });

  it('serves hashed assets with a long, immutable cache', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/assets/index-a1b2c3.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe('console.log("app")');
  });

  it('answers a missing asset with a real 404 in the error shape, never the app page', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/assets/owner-deadbeef.js' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toMatchObject({ statusCode: 404, code: 'not_found' });
  });

  it('does not let an asset path climb out of the assets folder', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/assets/..%2findex.html' });
    expect(response.statusCode).not.toBe(200);
  });

  it('serves the other files of the build as they are', async () => {
    const icon = await ctx.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(icon.headers['cache-control']).toBe('no-cache');
    const faq = await ctx.app.inject({ method: 'GET', url: '/docs/faq.ru.json' });
    expect(faq.json()).toEqual({ items: [] });
  });

  it('leaves API paths to the API', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/owner/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
  });

  it('answers other methods on app paths with 404 in the error shape', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/owner/dashboard', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
  });
});

describe('without a web build', () => {
  let ctx: TestApp;
  let empty: Awaited<ReturnType<typeof makeTempDir>>;

  beforeAll(async () => {
    empty = await makeTempDir('teamcast-no-web-');
    ctx = await buildTestApp({ env: { WEB_DIST_DIR: empty.dir } });
  });
  afterAll(async () => {
    await ctx.close();
    await empty.remove();
  });

  it('answers app paths with 503 web_not_built', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/owner/dashboard' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ statusCode: 503, code: 'web_not_built' });
  });

  it('still serves the API', async () => {
    const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    const unknown = await ctx.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(unknown.statusCode).toBe(404);
  });
});
