import type { Locale } from '@teamcast/domain';

/**
 * The public site's pages that are rendered to HTML at build time, one file per language. Russian, the
 * guests' language, keeps the app's own addresses; English lives under `/en`, so each language has its own
 * address for search engines, and the pages name each other as `hreflang` alternates.
 */
export const sitePageIds = ['landing', 'faq', 'enterprise'] as const;
export type SitePageId = (typeof sitePageIds)[number];

const russianPaths: Record<SitePageId, string> = { landing: '/', faq: '/faq', enterprise: '/enterprise' };

export const englishPrefix = '/en';

/** The address of a prerendered page in a language: `/faq` in Russian, `/en/faq` in English. */
export function sitePagePath(page: SitePageId, locale: Locale): string {
  const path = russianPaths[page];
  if (locale === 'ru') return path;
  return path === '/' ? englishPrefix : `${englishPrefix}${path}`;
}

/** Which prerendered page an address is, or null; a trailing slash counts as the same page. */
export function sitePageAt(pathname: string): { page: SitePageId; locale: Locale } | null {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const page of sitePageIds) {
    for (const locale of ['ru', 'en'] as const) {
      if (sitePagePath(page, locale) === trimmed) return { page, locale };
    }
  }
  return null;
}

/** A link of the public pages in the page's language: the prerendered pages have an English address, others not. */
export function localizedHref(to: string, locale: Locale): string {
  const page = sitePageAt(to);
  return page ? sitePagePath(page.page, locale) : to;
}
