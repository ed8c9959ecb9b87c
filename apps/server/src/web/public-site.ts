import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { locales, type Locale } from '@teamcast/domain';

/**
 * What the web build writes about the prerendered public pages (`site/site.json`): which file answers which
 * address, the 404 and 500 pages, sitemap.xml and robots.txt, and every route pattern of the app, so the server
 * can answer an address the app does not have with 404.
 */
interface SiteDescription {
  originMark: string;
  pages: Record<string, string>;
  notFound: Record<Locale, string>;
  internalError: Record<Locale, string>;
  sitemap: string;
  robots: string;
  appRoutes: string[];
}

export interface PublicSite {
  /** The prerendered page of an address, or undefined. */
  page(urlPath: string): string | undefined;
  /** The not-found page in the address's language: English under `/en`, Russian elsewhere. */
  notFound(urlPath: string): string;
  /** The error page in the address's language. */
  internalError(urlPath: string): string;
  sitemap: string;
  robots: string;
  /** Whether the app's route table has the address (its own not-found page aside). */
  isAppRoute(urlPath: string): boolean;
}

/** `/owner/profiles/:id` → a pattern matching `/owner/profiles/7`; `:name?` is optional, `/*` takes the rest. */
export function routePattern(route: string): RegExp {
  const source = route
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment === '*') return '(?:/.*)?';
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  // As the app's router matches: case aside, a trailing slash allowed.
  return new RegExp(`^${source}/?$`, 'i');
}

/** The public site's addresses decide their language: English lives under `/en`. */
const localeOfPath = (urlPath: string): Locale => (/^\/en(?:\/|$)/i.test(urlPath) ? 'en' : 'ru');

const trimSlash = (urlPath: string) => (urlPath.length > 1 ? urlPath.replace(/\/+$/, '') : urlPath);

/** Reads the build's description and every page it names, with `origin` put where the build left its mark. */
export async function loadPublicSite(distDir: string, origin: string): Promise<PublicSite | undefined> {
  let text: string;
  try {
    text = await readFile(path.join(distDir, 'site', 'site.json'), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const site = JSON.parse(text) as SiteDescription;
  const read = async (file: string) => (await readFile(path.join(distDir, file), 'utf8')).replaceAll(site.originMark, origin);
  const pages = new Map<string, string>();
  for (const [address, file] of Object.entries(site.pages)) pages.set(address, await read(file));
  const routes = site.appRoutes.map(routePattern);
  const inLocales = async (files: Record<Locale, string>) =>
    Object.fromEntries(await Promise.all(locales.map(async (locale) => [locale, await read(files[locale])] as const))) as Record<Locale, string>;
  const notFound = await inLocales(site.notFound);
  const internalError = await inLocales(site.internalError);
  return {
    page: (urlPath) => pages.get(trimSlash(urlPath)),
    notFound: (urlPath) => notFound[localeOfPath(urlPath)],
    internalError: (urlPath) => internalError[localeOfPath(urlPath)],
    sitemap: await read(site.sitemap),
    robots: await read(site.robots),
    isAppRoute: (urlPath) => pages.has(trimSlash(urlPath)) || routes.some((route) => route.test(urlPath)),
  };
}
