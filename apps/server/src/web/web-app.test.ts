import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, makeTempDir, type TestApp } from '../../test/helpers/build-test-app';
import { finishedFlame, flameApi } from '../modules/flame/flame.test-support';

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

// The consumer test's own page, as the build's second entry makes it.
const builtMainHtml = builtIndexHtml.replace('/assets/index-a1b2c3.js', '/assets/main-d4e5f6.js').replace('<div id="root"></div>', '<div id="root" data-page="main"></div>');

describe('the built web app', () => {
  let ctx: TestApp;
  let dist: Awaited<ReturnType<typeof makeTempDir>>;

  beforeAll(async () => {
    dist = await makeTempDir('teamcast-web-');
    await mkdir(path.join(dist.dir, 'assets'));
    await mkdir(path.join(dist.dir, 'docs'));
    await writeFile(path.join(dist.dir, 'index.html'), builtIndexHtml);
    await writeFile(path.join(dist.dir, 'main.html'), builtMainHtml);
    await writeFile(path.join(dist.dir, 'assets', 'index-a1b2c3.js'), 'console.log("app")');
    await writeFile(path.join(dist.dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await writeFile(path.join(dist.dir, 'docs', 'faq.ru.json'), '{"items":[]}');
    ctx = await buildTestApp({ env: { WEB_DIST_DIR: dist.dir, LOVE_HOST: 'love.example.com', PUBLIC_URL: 'https://teamcast.example.com' } });
  });
  afterAll(async () => {
    await ctx.close();
    await dist.remove();
  });

  it('answers the consumer test’s paths with its own page, marked for the site it is on', async () => {
    for (const url of ['/main', '/main/', '/main/test?ln=en', '/main/questionnaire-result/AbCdEfGhIjKlMnOpQrStUvWxYz012345']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toContain('data-page="main"');
      expect(response.body, url).toContain('<meta name="teamcast-site" content="platform" />');
    }
    const love = await ctx.app.inject({ method: 'GET', url: '/main', headers: { host: 'love.example.com' } });
    expect(love.body).toContain('data-page="main"');
    expect(love.body).toContain('<title>Teamcast Love</title>');
    // Only the paths of the test: a path that merely starts alike is the app's.
    for (const url of ['/mainly', '/owner/main', '/main.html']) {
      expect((await ctx.app.inject({ method: 'GET', url })).body, url).not.toContain('data-page="main"');
    }
  });

  it('asks search engines to leave out the pages whose address is a key', async () => {
    const result = await ctx.app.inject({ method: 'GET', url: '/main/questionnaire-result/AbCdEfGhIjKlMnOpQrStUvWxYz012345' });
    expect(result.headers['x-robots-tag']).toBe('noindex');
    expect((await ctx.app.inject({ method: 'GET', url: '/main' })).headers['x-robots-tag']).toBeUndefined();
  });

  it('gives a live shared result’s page the link preview tags, with first names and the score only', async () => {
    const test = await finishedFlame(ctx, { names: ['Анна Мария', 'Борис Петров'] });
    const share = await ctx.app.inject({ method: 'POST', url: `${flameApi}/${test.key}/share`, payload: { show: { firstProfile: true, secondProfile: false } } });
    const { token } = share.json<{ token: string }>();
    const page = await ctx.app.inject({ method: 'GET', url: `/result/${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex');
    const score = test.preview!.score;
    expect(page.body).toContain(`<meta property="og:title" content="Анна и Борис: ${score} из 100" />`);
    expect(page.body).toContain(`<meta property="og:image" content="https://teamcast.example.com/api/v1/app/result/${token}/image.png?ln=ru" />`);
    expect(page.body).toContain(`<meta property="og:url" content="https://teamcast.example.com/result/${token}" />`);
    expect(page.body).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(page.body).toContain('<meta name="robots" content="noindex" />');
    expect(page.body).toContain('<div id="root"></div>');
    expect(page.body).not.toContain('Петров');
    expect(page.body).not.toContain('Мария');
    expect(page.body).not.toContain(test.key);
    const english = await ctx.app.inject({ method: 'GET', url: `/result/${token}?ln=en` });
    expect(english.body).toContain(`<meta property="og:title" content="Анна and Борис: ${score} of 100" />`);
    expect(english.body).toContain('image.png?ln=en');

    // Revoked, the page is the plain app page, which says so itself.
    await ctx.app.inject({ method: 'DELETE', url: `${flameApi}/${test.key}/share` });
    const revoked = await ctx.app.inject({ method: 'GET', url: `/result/${token}` });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.body).not.toContain('og:title');
    expect(revoked.body).toContain('<div id="root"></div>');
    expect((await ctx.app.inject({ method: 'GET', url: '/result/not-a-token' })).body).not.toContain('og:title');
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

describe('a build from before the consumer test had its own page', () => {
  let ctx: TestApp;
  let dist: Awaited<ReturnType<typeof makeTempDir>>;

  beforeAll(async () => {
    dist = await makeTempDir('teamcast-web-');
    await writeFile(path.join(dist.dir, 'index.html'), builtIndexHtml);
    ctx = await buildTestApp({ env: { WEB_DIST_DIR: dist.dir } });
  });
  afterAll(async () => {
    await ctx.close();
    await dist.remove();
  });

  it('answers the test’s paths with the app page', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/main/test' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toContain('<meta name="teamcast-site" content="platform" />');
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
