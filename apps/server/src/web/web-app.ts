import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error';
import { isApiPath, pathOf } from '../http/paths';
import { hasSiteMarks, renderIndexPage, type IndexPage } from './index-page';
import { listFiles } from './list-files';
import { siteForHost, type Site } from '@teamcast/domain';

export interface WebAppOptions {
  /** The folder Vite builds into, holding index.html and assets/. */
  distDir: string;
  loveHost: string | undefined;
}

const assetsPrefix = '/assets/';

async function readIndexHtml(distDir: string): Promise<string | undefined> {
  try {
    return await readFile(path.join(distDir, 'index.html'), 'utf8');
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
const webApp: FastifyPluginAsync<WebAppOptions> = async (app, { distDir, loveHost }) => {
  const indexHtml = await readIndexHtml(distDir);

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
  // The build does not change under a running server, so its file list is read once.
  const otherFiles = new Set(
    (await listFiles(distDir)).filter((file) => file !== 'index.html' && !file.startsWith('assets/')),
  );

  await app.register(fastifyStatic, { root: distDir, serve: false, index: false });

  const sendIndex = (request: FastifyRequest, reply: FastifyReply) => {
    const page = pages[siteForHost(request.hostname, loveHost)];
    reply.header('cache-control', 'no-cache').header('etag', page.etag).header('vary', 'host');
    if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
    return reply.type('text/html; charset=utf-8').send(page.html);
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
    return sendIndex(request, reply);
  });
};

export default webApp;
