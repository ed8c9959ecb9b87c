// The public site's pages rendered to HTML after the web app's build (spec: landing, FAQ and enterprise, each
// language): a server-side build of `areas/public/site/prerender.tsx`, run once, writes the pages, their
// stylesheet, the 404 and 500 pages, sitemap.xml, robots.txt and the list of the app's routes into the dist.
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { fromRoot } from './repo.mjs';

const webRoot = fromRoot('apps', 'web');
const lightEntry = 'src/areas/public/site/enhance.ts';

export async function prerenderPublicSite(distDir) {
  const { build } = await import('vite');
  const outDir = mkdtempSync(path.join(tmpdir(), 'teamcast-prerender-'));
  try {
    await build({
      root: webRoot,
      configFile: path.join(webRoot, 'vite.config.ts'),
      logLevel: 'warn',
      build: {
        ssr: 'src/areas/public/site/prerender.tsx',
        outDir,
        emptyOutDir: true,
        ssrEmitAssets: true,
        cssCodeSplit: false,
        manifest: false,
      },
      ssr: { noExternal: true },
    });
    const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'));
    const app = manifest['index.html'];
    const light = manifest[lightEntry];
    if (!app || !light) throw new Error(`the build manifest lacks index.html or ${lightEntry}`);

    // The stylesheet of everything the pages render, as the server-side build collected it.
    const cssFiles = readdirSync(path.join(outDir, 'assets')).filter((file) => file.endsWith('.css'));
    if (cssFiles.length !== 1) throw new Error(`expected one stylesheet from the prerender build, found ${cssFiles.length}`);
    const css = readFileSync(path.join(outDir, 'assets', cssFiles[0]));
    const cssFile = `assets/public-site-${createHash('sha256').update(css).digest('base64url').slice(0, 10)}.css`;
    copyFileSync(path.join(outDir, 'assets', cssFiles[0]), path.join(distDir, cssFile));

    const entry = readdirSync(outDir).find((file) => /^prerender\.[cm]?js$/.test(file));
    if (!entry) throw new Error('the prerender build wrote no prerender.js');
    const site = await import(pathToFileURL(path.join(outDir, entry)).href);
    const assets = { stylesheets: [`/${cssFile}`], script: `/${light.file}`, appEntry: `/${app.file}` };

    const siteDir = path.join(distDir, 'site');
    rmSync(siteDir, { recursive: true, force: true });
    mkdirSync(siteDir, { recursive: true });
    const pages = {};
    for (const page of site.sitePageIds) {
      for (const locale of ['ru', 'en']) {
        const file = `site/${locale}-${page}.html`;
        writeFileSync(path.join(distDir, file), site.renderSiteDocument(page, locale, assets));
        pages[site.sitePagePath(page, locale)] = file;
      }
    }
    // The status pages in each language: an address under /en gets the English one.
    const statusPages = { notFound: {}, internalError: {} };
    for (const [page, name] of [['notFound', '404'], ['internalError', '500']]) {
      for (const locale of ['ru', 'en']) {
        const file = `site/${name}.${locale}.html`;
        writeFileSync(path.join(distDir, file), site.renderSiteDocument(page, locale, assets));
        statusPages[page][locale] = file;
      }
    }
    writeFileSync(path.join(distDir, 'site', 'sitemap.xml'), site.renderSitemap());
    writeFileSync(path.join(distDir, 'site', 'robots.txt'), site.renderRobots());
    const description = {
      originMark: site.originMark,
      pages,
      notFound: statusPages.notFound,
      internalError: statusPages.internalError,
      sitemap: 'site/sitemap.xml',
      robots: 'site/robots.txt',
      appRoutes: site.appRoutePatterns(),
    };
    writeFileSync(path.join(siteDir, 'site.json'), `${JSON.stringify(description, null, 2)}\n`);
    return { ok: true, pages: Object.keys(pages).length };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
