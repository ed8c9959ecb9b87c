// Rendered at build time, in Node: the public site's pages as HTML (scripts/lib/public-site-build.mjs runs it).
import '@mantine/core/styles.css';
import '../../../shared/ui/base.css';
import './site.css';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { formatDocumentTitle, locales, type Locale } from '@teamcast/domain';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { ApiClients } from '../../../shared/api/api-clients';
import { ApiClientsProvider } from '../../../shared/api/api-context';
import { createI18n } from '../../../shared/i18n/i18n';
import { paths } from '../../../shared/paths';
import { createAppTheme } from '../../../shared/ui/mantine/theme';
import { PublicLayout } from '../components/public-layout';
import { EnterprisePage } from '../pages/enterprise-page';
import { FaqPage } from '../pages/faq-page';
import { LandingPage } from '../pages/landing-page';
import { InternalErrorPage, NotFoundPage } from '../pages/status-pages';
import { StaticSiteProvider } from './site-context';
import { sitePageIds, sitePagePath, type SitePageId } from './site-pages';

export { sitePageIds, sitePagePath };

/** Stands for the site's public address in the written files; the server puts its own `PUBLIC_URL` in. */
export const originMark = '%TEAMCAST_ORIGIN%';

export type StatusPageId = 'notFound' | 'internalError';

/** The built files a page links: the app's stylesheets, the pages' own stylesheet and script. */
export interface SiteAssets {
  stylesheets: readonly string[];
  script: string;
  /** The app's entry, loaded when the visitor starts something only the app does. */
  appEntry: string;
}

const pageComponents: Record<SitePageId | StatusPageId, ComponentType> = {
  landing: LandingPage,
  faq: FaqPage,
  enterprise: EnterprisePage,
  notFound: NotFoundPage,
  internalError: InternalErrorPage,
};

// Rendering never calls the API; a form's client is only reached once the app has taken the page over.
const noApi = new Proxy({} as ApiClients, {
  get: () => () => Promise.reject(new Error('no API while rendering at build time')),
});

function renderBody(page: SitePageId | StatusPageId, locale: Locale, i18n: ReturnType<typeof createI18n>): string {
  const Page = pageComponents[page];
  const location = page === 'notFound' || page === 'internalError' ? '/' : sitePagePath(page, locale);
  const alternates = Object.fromEntries(
    locales.map((other) => [other, page === 'notFound' || page === 'internalError' ? sitePagePath('landing', other) : sitePagePath(page, other)]),
  ) as Record<Locale, string>;
  const theme = createAppTheme({ close: i18n.t('common.close') });
  return renderToString(
    <StaticSiteProvider site={{ locale, alternates }}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient()}>
          <ApiClientsProvider clients={noApi}>
            <MantineProvider theme={theme} defaultColorScheme="light" forceColorScheme="light">
              <MemoryRouter initialEntries={[location]}>
                <Routes>
                  <Route element={<PublicLayout />}>
                    <Route path="*" element={<Page />} />
                  </Route>
                </Routes>
              </MemoryRouter>
            </MantineProvider>
          </ApiClientsProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </StaticSiteProvider>,
  );
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** What the pages' script reads: the words it may show and where the app's entry is. */
function pageData(i18n: ReturnType<typeof createI18n>, locale: Locale, appEntry: string): string {
  const data = { locale, appEntry, reloadText: i18n.t('status.loadFailure.chunk'), reloadLabel: i18n.t('status.reload') };
  // JSON in a non-script type is data, not code: the policy of scripts only as files allows it.
  return JSON.stringify(data).replaceAll('<', '\\u003c');
}

/** One page's whole document: the rendered body with its title, description, canonical address and alternates. */
export function renderSiteDocument(page: SitePageId | StatusPageId, locale: Locale, assets: SiteAssets): string {
  const i18n = createI18n(locale);
  const t = i18n.t.bind(i18n);
  const status = page === 'notFound' || page === 'internalError';
  const heads: Record<SitePageId | StatusPageId, { title: string; description: string }> = {
    landing: { title: t('public.landing.documentTitle'), description: t('public.landing.lead') },
    faq: { title: t('public.faq.title'), description: t('public.faq.subtitle') },
    enterprise: { title: t('public.enterprise.title'), description: t('public.enterprise.lead') },
    notFound: { title: t('status.notFound.title'), description: t('status.notFound.text') },
    internalError: { title: t('status.internalError.title'), description: t('status.internalError.text') },
  };
  const { title, description } = heads[page];
  const documentTitle = formatDocumentTitle(title, 'platform');
  const body = renderBody(page, locale, i18n);
  const links = status
    ? ['<meta name="robots" content="noindex" />']
    : [
        `<link rel="canonical" href="${originMark}${sitePagePath(page, locale)}" />`,
        ...locales.map((other) => `<link rel="alternate" hreflang="${other}" href="${originMark}${sitePagePath(page, other)}" />`),
        `<link rel="alternate" hreflang="x-default" href="${originMark}${sitePagePath(page, 'ru')}" />`,
        `<meta property="og:type" content="website" />`,
        `<meta property="og:site_name" content="Teamcast" />`,
        `<meta property="og:title" content="${escapeHtml(documentTitle)}" />`,
        `<meta property="og:description" content="${escapeHtml(description)}" />`,
        `<meta property="og:url" content="${originMark}${sitePagePath(page, locale)}" />`,
        `<meta property="og:locale" content="${locale === 'ru' ? 'ru_RU' : 'en_US'}" />`,
      ];
  return `<!doctype html>
<html lang="${locale}" data-mantine-color-scheme="light">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
    <meta name="teamcast-site" content="platform" />
    <meta name="theme-color" content="#1c7ed6" />
    <title>${escapeHtml(documentTitle)}</title>
    <meta name="description" content="${escapeHtml(description)}" />
    ${links.join('\n    ')}
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    ${assets.stylesheets.map((href) => `<link rel="stylesheet" href="${href}" />`).join('\n    ')}
    <script type="module" src="${assets.script}"></script>
  </head>
  <body>
    <div id="root">${body}</div>
    <script type="application/json" id="teamcast-site-data">${pageData(i18n, locale, assets.appEntry)}</script>
  </body>
</html>
`;
}

/** Every address pattern of the app's route table, for the server to tell an app page from a missing one. */
export function appRoutePatterns(): string[] {
  const patterns = Object.values(paths).flatMap((area) => Object.values(area) as string[]);
  return [...new Set([...patterns, `${paths.main.root}/*`])];
}

/** The sitemap of the prerendered pages, each with its language alternates. */
export function renderSitemap(): string {
  const entries = sitePageIds.flatMap((page) =>
    locales.map((locale) => {
      const alternates = locales
        .map((other) => `    <xhtml:link rel="alternate" hreflang="${other}" href="${originMark}${sitePagePath(page, other)}"/>`)
        .join('\n');
      return `  <url>\n    <loc>${originMark}${sitePagePath(page, locale)}</loc>\n${alternates}\n  </url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${entries.join('\n')}
</urlset>
`;
}

/** The signed-in areas, the consumer test's keyed pages and shared links stay out of search engines. */
export function renderRobots(): string {
  const privatePrefixes = [
    paths.owner.root,
    paths.ownerMobile.root,
    paths.administrator.root,
    paths.estimator.profiles,
    paths.estimator.compareProfiles,
    paths.loveMobile.root,
    // The consumer test's own pages stay findable; a partner's link and a result are keyed to the people holding them.
    '/main/questionnaire/',
    '/main/questionnaire-result/',
    '/result/',
    '/dev/',
    '/api/',
  ];
  return `User-agent: *
${privatePrefixes.map((prefix) => `Disallow: ${prefix}`).join('\n')}
Allow: /

Sitemap: ${originMark}/sitemap.xml
`;
}
