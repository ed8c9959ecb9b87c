import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, makeTempDir, type TestApp } from '../../test/helpers/build-test-app';
import { routePattern } from './public-site';

// The build's output in miniature: the app page, and what the public site's prerender writes beside it.
const indexHtml = `<!doctype html>
<html lang="ru"><head><meta name="teamcast-site" content="platform" /><title>Teamcast</title></head>
<body><div id="root"></div></body></html>
`;
const mark = '%TEAMCAST_ORIGIN%';
const page = (lang: string, text: string, address: string) =>
  `<!doctype html><html lang="${lang}"><head><link rel="canonical" href="${mark}${address}" /></head><body><h1>${text}</h1></body></html>`;

describe('the prerendered public site', () => {
  let ctx: TestApp;
  let dist: Awaited<ReturnType<typeof makeTempDir>>;

  beforeAll(async () => {
    dist = await makeTempDir('teamcast-site-');
    await mkdir(path.join(dist.dir, 'site'), { recursive: true });
    await writeFile(path.join(dist.dir, 'index.html'), indexHtml);
    const files: Record<string, string> = {
      'site/ru-landing.html': page('ru', 'Узнайте, как сработаются люди', '/'),
      'site/en-landing.html': page('en', 'Find out how people will work together', '/en'),
      'site/ru-faq.html': page('ru', 'Вопросы и ответы', '/faq'),
      'site/404.ru.html': page('ru', '<span data-testid="not-found">Страница не найдена</span>', '/'),
      'site/404.en.html': page('en', '<span data-testid="not-found">Page not found</span>', '/en'),
      'site/500.ru.html': page('ru', '<span data-testid="internal-error">Внутренняя ошибка</span>', '/'),
      'site/500.en.html': page('en', '<span data-testid="internal-error">Internal error</span>', '/en'),
      'site/sitemap.xml': `<urlset><url><loc>${mark}/</loc></url><url><loc>${mark}/en</loc></url></urlset>`,
      'site/robots.txt': `User-agent: *\nDisallow: /owner\nSitemap: ${mark}/sitemap.xml\n`,
    };
    for (const [file, text] of Object.entries(files)) await writeFile(path.join(dist.dir, file), text);
    const description = {
      originMark: mark,
      pages: { '/': 'site/ru-landing.html', '/en': 'site/en-landing.html', '/faq': 'site/ru-faq.html' },
      notFound: { ru: 'site/404.ru.html', en: 'site/404.en.html' },
      internalError: { ru: 'site/500.ru.html', en: 'site/500.en.html' },
      sitemap: 'site/sitemap.xml',
      robots: 'site/robots.txt',
      appRoutes: ['/', '/faq', '/404', '/500', '/owner/login', '/owner/profiles/:id', '/owner/dashboard/p2p/:id?', '/main/*'],
    };
    await writeFile(path.join(dist.dir, 'site', 'site.json'), JSON.stringify(description));
    ctx = await buildTestApp({
      env: { WEB_DIST_DIR: dist.dir, LOVE_HOST: 'love.example.com', PUBLIC_URL: 'https://teamcast.example.com' },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await dist.remove();
  });

  it('answers / with the Russian landing and /en with the English one, their links on the public address', async () => {
    const russian = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(russian.statusCode).toBe(200);
    expect(russian.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(russian.body).toContain('Узнайте, как сработаются люди');
    expect(russian.body).toContain('<link rel="canonical" href="https://teamcast.example.com/" />');
    for (const url of ['/en', '/en/']) {
      const english = await ctx.app.inject({ method: 'GET', url });
      expect(english.statusCode, url).toBe(200);
      expect(english.body, url).toContain('<html lang="en">');
      expect(english.body, url).toContain('Find out how people will work together');
    }
  });

  it('answers an address the app does not have with the not-found page and 404', async () => {
    for (const url of ['/no/such', '/owner/no-such', '/owner/profiles/7/more', '/404']) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('data-testid="not-found"');
      expect(response.body, url).toContain('Страница не найдена');
    }
    const internal = await ctx.app.inject({ method: 'GET', url: '/500' });
    expect(internal.statusCode).toBe(500);
    expect(internal.body).toContain('data-testid="internal-error"');
  });

  it('answers a missing English address with the English not-found page', async () => {
    for (const url of ['/en/no-such', '/EN/faq/more']) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('<html lang="en">');
      expect(response.body, url).toContain('Page not found');
    }
    const russian = await ctx.app.inject({ method: 'GET', url: '/english/no-such', headers: { accept: 'text/html' } });
    expect(russian.body).toContain('Страница не найдена');
  });

  it('answers the app’s own routes with the app, whatever their parameters', async () => {
    for (const url of ['/owner/login', '/owner/profiles/7', '/owner/dashboard/p2p', '/owner/dashboard/p2p/3', '/OWNER/LOGIN']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root"></div>');
    }
  });

  it('serves sitemap.xml and robots.txt with the public address', async () => {
    const sitemap = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(sitemap.body).toContain('<loc>https://teamcast.example.com/en</loc>');
    const robots = await ctx.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.body).toContain('Disallow: /owner');
    expect(robots.body).toContain('Sitemap: https://teamcast.example.com/sitemap.xml');
  });

  it('keeps the love site on the app, with 404 for what the app does not have', async () => {
    const love = await ctx.app.inject({ method: 'GET', url: '/', headers: { host: 'love.example.com' } });
    expect(love.body).toContain('<div id="root"></div>');
    const missing = await ctx.app.inject({ method: 'GET', url: '/no/such', headers: { host: 'love.example.com' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<title>Teamcast Love</title>');
  });

  it('keeps API errors in JSON', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/no-such', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
  });
});

describe('route patterns', () => {
  it('match as the app’s router does', () => {
    expect(routePattern('/owner/profiles/:id').test('/owner/profiles/7')).toBe(true);
    expect(routePattern('/owner/profiles/:id').test('/owner/profiles')).toBe(false);
    expect(routePattern('/owner/dashboard/p2p/:id?').test('/owner/dashboard/p2p')).toBe(true);
    expect(routePattern('/main/*').test('/main/a/b')).toBe(true);
    expect(routePattern('/').test('/')).toBe(true);
    expect(routePattern('/').test('/x')).toBe(false);
  });
});
