import { describe, expect, it } from 'vitest';
import { languageStorageKey } from '../../../shared/i18n/i18n';
import { appRoutePatterns, originMark, renderRobots, renderSiteDocument, renderSitemap } from './prerender';
import { localizedHref, sitePageAt, sitePagePath } from './site-pages';
import { languageKey } from './storage-keys';

const assets = { stylesheets: ['/assets/site.css'], script: '/assets/public-site.js', appEntry: '/assets/index.js' };
const bodyText = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';

describe('the prerendered public pages', () => {
  it('render the landing in Russian at / with its own title, description and alternates', () => {
    const html = renderSiteDocument('landing', 'ru', assets);
    expect(html).toContain('<html lang="ru"');
    expect(html).toContain('<title>Прогноз совместимости и работы команды — Teamcast</title>');
    expect(html).toMatch(/<meta name="description" content="Teamcast по анкетам прогнозирует/);
    expect(html).toContain(`<link rel="canonical" href="${originMark}/" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="${originMark}/en" />`);
    expect(html).toContain('<script type="module" src="/assets/public-site.js"></script>');
    expect(bodyText(html)).toContain('Узнайте, как сработаются люди, ещё до начала совместной работы');
  });

  it('render the English pages at /en with English text and links that stay English', () => {
    const html = renderSiteDocument('faq', 'en', assets);
    expect(html).toContain('<html lang="en"');
    expect(html).toContain(`<link rel="canonical" href="${originMark}/en/faq" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="ru" href="${originMark}/faq" />`);
    expect(bodyText(html)).toContain('Frequently asked questions');
    expect(html).toContain('href="/en/enterprise"');
    expect(html).not.toContain('href="/enterprise"');
  });

  it('link the user guide, the pitch deck and the privacy policy in the page’s language', () => {
    const links = (html: string) =>
      [...new DOMParser().parseFromString(html, 'text/html').querySelectorAll('footer a[href^="/documents/"]')].map((a) => [
        a.textContent,
        a.getAttribute('href'),
      ]);
    expect(links(renderSiteDocument('landing', 'ru', assets))).toEqual([
      ['Руководство пользователя (PDF)', '/documents/user-guide.ru.pdf'],
      ['Презентация Teamcast (PDF)', '/documents/pitch-deck.ru.pdf'],
      ['Политика конфиденциальности (PDF)', '/documents/privacy-policy.ru.pdf'],
    ]);
    expect(links(renderSiteDocument('enterprise', 'en', assets))).toEqual([
      ['User guide (PDF)', '/documents/user-guide.en.pdf'],
      ['Teamcast pitch deck (PDF)', '/documents/pitch-deck.en.pdf'],
      ['Privacy policy (PDF)', '/documents/privacy-policy.en.pdf'],
    ]);
  });

  it('put every FAQ answer in the page, open to find-in-page and search engines', () => {
    const html = renderSiteDocument('faq', 'ru', assets);
    expect(html.match(/<details/g)?.length).toBeGreaterThan(3);
  });

  it('render the status pages unindexed, in each language', () => {
    const html = renderSiteDocument('notFound', 'ru', assets);
    expect(html).toContain('data-testid="not-found"');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toContain('rel="canonical"');
    const english = renderSiteDocument('notFound', 'en', assets);
    expect(english).toContain('<html lang="en"');
    expect(bodyText(english)).toContain('Page not found');
    expect(bodyText(renderSiteDocument('internalError', 'en', assets))).toContain('Internal error');
  });

  it('list every page in both languages in the sitemap, and keep the private areas out in robots.txt', () => {
    const sitemap = renderSitemap();
    for (const address of ['/', '/faq', '/enterprise', '/en', '/en/faq', '/en/enterprise']) {
      expect(sitemap).toContain(`<loc>${originMark}${address}</loc>`);
    }
    const robots = renderRobots();
    for (const prefix of ['/owner', '/administrator', '/estimator', '/love-mobile', '/owner-mobile', '/main/questionnaire-result/']) {
      expect(robots).toContain(`Disallow: ${prefix}\n`);
    }
    expect(robots).toContain(`Sitemap: ${originMark}/sitemap.xml`);
  });

  it('hand the server the app’s routes', () => {
    expect(appRoutePatterns()).toEqual(expect.arrayContaining(['/', '/owner/profiles/:id', '/main/*', '/owner/faq']));
  });
});

describe('the public pages’ addresses', () => {
  it('are Russian at the app’s own and English under /en', () => {
    expect(sitePagePath('landing', 'en')).toBe('/en');
    expect(sitePageAt('/en/faq/')).toEqual({ page: 'faq', locale: 'en' });
    expect(sitePageAt('/owner')).toBeNull();
    expect(localizedHref('/enterprise', 'en')).toBe('/en/enterprise');
    expect(localizedHref('/owner/login', 'en')).toBe('/owner/login');
  });

  it('share the app’s language memory', () => {
    expect(languageKey).toBe(languageStorageKey);
  });
});
