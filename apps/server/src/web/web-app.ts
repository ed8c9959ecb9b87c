import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error';
import { isApiPath, pathOf } from '../http/paths';
import { hasSiteMarks, renderIndexPage, withLinkPreview, type IndexPage, type LinkPreview } from './index-page';
import { listFiles } from './list-files';
import { loadPublicSite } from './public-site';
import { resolveLocale, siteForHost, type Locale, type Site } from '@teamcast/domain';

export interface WebAppOptions {
  /** The folder Vite builds into, holding index.html, main.html and assets/. */
  distDir: string;
  loveHost: string | undefined;
  /** The site's public address, for the prerendered pages' canonical links, sitemap.xml and robots.txt. */
  publicUrl?: string;
  /** The link preview of a live shared result's page, or null when the link is not live. */
  sharedResultPreview?: (token: string, locale: Locale) => Promise<LinkPreview | null>;
}

const assetsPrefix = '/assets/';

// The consumer test is a page of its own (`main.html`), so that its first load carries nothing of the rest.
const consumerTestPath = /^\/main(?:\/|$)/;
// A shared result's page; its token is as the API's `/app/result/:token` takes it.
const sharedResultPath = /^\/result\/([A-Za-z0-9_-]{16,64})\/?$/;
// Pages whose address is a key or a shared link: for the people who hold it, not for search engines.
const privatePath = /^\/(?:result|main\/questionnaire-result)\//;

async function readBuiltPage(distDir: string, file: string): Promise<string | undefined> {
  try {
    return await readFile(path.join(distDir, file), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function decodePath(urlPath: string): string | undefined {
  try {
    return decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
}

/**
 * Serves the built single-page app. Hashed files under /assets/ are cached for good and a missing
 * one is a real 404, so a failed chunk load is detectable; other files of the build are served as
 * they are; every other path gets index.html and the app decides what it shows, not-found included.
 */
const webApp: FastifyPluginAsync<WebAppOptions> = async (app, { distDir, loveHost, publicUrl, sharedResultPreview }) => {
  const indexHtml = await readBuiltPage(distDir, 'index.html');

  if (indexHtml === undefined) {
    app.log.warn(`The web app is not built (no index.html in ${distDir}); run \`npm run build\` and restart`);
    app.get('/*', { schema: { hide: true } }, async (request, reply) => {
      if (isApiPath(pathOf(request.url))) return reply.callNotFound();
      throw new AppError(503, 'web_not_built', 'The web app is not built; run `npm run build`');
    });
    return;
  }

  if (!hasSiteMarks(indexHtml)) {
    app.log.warn('index.html lacks the teamcast-site meta tag or the title; the love site will look like the platform');
  }
  const pages: Record<Site, IndexPage> = {
    platform: renderIndexPage(indexHtml, 'platform'),
    love: renderIndexPage(indexHtml, 'love'),
  };
  // A build from before the consumer test had its own page answers its paths with the app page.
  const mainHtml = await readBuiltPage(distDir, 'main.html');
  if (mainHtml !== undefined && !hasSiteMarks(mainHtml)) {
    app.log.warn('main.html lacks the teamcast-site meta tag or the title; the love site will look like the platform');
  }
  const mainPages: Record<Site, IndexPage> =
    mainHtml === undefined ? pages : { platform: renderIndexPage(mainHtml, 'platform'), love: renderIndexPage(mainHtml, 'love') };
  // The build does not change under a running server, so its file list is read once. Its pages are only
  // served marked for their site.
  const otherFiles = new Set(
    (await listFiles(distDir)).filter(
      (file) => file !== 'index.html' && file !== 'main.html' && !file.startsWith('assets/') && !file.startsWith('site/'),
    ),
  );
  // The public pages rendered at build time, with 404 and 500 pages; a build from before them answers as before.
  const site = await loadPublicSite(distDir, new URL(publicUrl ?? 'http://localhost').origin);
  const sendHtml = (reply: FastifyReply, status: number, html: string) =>
    reply.code(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);

  // A failure while answering a page shows the 500 page, with its status; the API keeps its JSON errors.
  if (site) {
    app.setErrorHandler((error, request, reply) => {
      const accepts = request.headers.accept ?? '';
      if (isApiPath(pathOf(request.url)) || !accepts.includes('text/html')) throw error;
      request.log.error({ err: error }, 'a page failed');
      return sendHtml(reply, 500, site.internalError(pathOf(request.url)));
    });
  }

  await app.register(fastifyStatic, { root: distDir, serve: false, index: false });

  const onPlatform = (request: FastifyRequest) => siteForHost(request.hostname, loveHost) === 'platform';

  const sendPage = (request: FastifyRequest, reply: FastifyReply, site: Record<Site, IndexPage>) => {
    const page = site[siteForHost(request.hostname, loveHost)];
    reply.header('cache-control', 'no-cache').header('etag', page.etag).header('vary', 'host');
    if (privatePath.test(pathOf(request.url))) reply.header('x-robots-tag', 'noindex');
    if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
    return reply.type('text/html; charset=utf-8').send(page.html);
  };

  /** A live shared result's page, with the tags link previews read; null when the link is not live. */
  const sharedResultHtml = async (request: FastifyRequest, token: string): Promise<string | null> => {
    if (!sharedResultPreview) return null;
    const ln = (request.query as Record<string, unknown> | undefined)?.ln;
    let preview: LinkPreview | null;
    try {
      preview = await sharedResultPreview(token, resolveLocale(ln));
    } catch (error) {
      // The page still opens, and shows the result itself; only the preview tags are missing.
      request.log.error({ err: error }, 'the link preview of a shared result could not be made');
      return null;
    }
    return preview ? withLinkPreview(pages[siteForHost(request.hostname, loveHost)].html, preview) : null;
  };

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const urlPath = pathOf(request.url);
    if (isApiPath(urlPath)) return reply.callNotFound();
    if (urlPath.startsWith(assetsPrefix)) {
      // Rooted in assets/ so that no `..` can reach index.html or anything outside the build.
      return reply.sendFile(urlPath.slice(assetsPrefix.length), path.join(distDir, 'assets'), {
        maxAge: '365d',
        immutable: true,
      });
    }
    const file = decodePath(urlPath)?.slice(1);
    if (file !== undefined && otherFiles.has(file)) {
      reply.header('cache-control', 'no-cache');
      return reply.sendFile(file, { cacheControl: false });
    }
    if (site && onPlatform(request)) {
      if (urlPath === '/robots.txt') return reply.header('cache-control', 'no-cache').type('text/plain; charset=utf-8').send(site.robots);
      if (urlPath === '/sitemap.xml') return reply.header('cache-control', 'no-cache').type('application/xml; charset=utf-8').send(site.sitemap);
      const prerendered = site.page(urlPath);
      if (prerendered !== undefined) return sendHtml(reply, 200, prerendered);
      // The app's own addresses of its status pages answer with their status too.
      if (urlPath === '/404') return sendHtml(reply, 404, site.notFound(urlPath));
      if (urlPath === '/500') return sendHtml(reply, 500, site.internalError(urlPath));
    }
    if (consumerTestPath.test(urlPath)) return sendPage(request, reply, mainPages);
    const shared = sharedResultPath.exec(urlPath);
    const sharedHtml = shared ? await sharedResultHtml(request, shared[1]!) : null;
    if (sharedHtml !== null) {
      return reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex').type('text/html; charset=utf-8').send(sharedHtml);
    }
    if (site && !site.isAppRoute(urlPath)) {
      // Not a page of the app: the not-found page, with the status that says so.
      if (onPlatform(request)) return sendHtml(reply, 404, site.notFound(urlPath));
      reply.code(404);
      return sendPage(request, reply, pages);
    }
    return sendPage(request, reply, pages);
  });
};

export default webApp;
