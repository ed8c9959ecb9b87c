import { createHash } from 'node:crypto';
import { siteNames, type Site } from '@teamcast/domain';

const siteMeta = /<meta\s+name="teamcast-site"\s+content="[^"]*"\s*\/?>/;
const title = /<title>[^<]*<\/title>/;

export interface IndexPage {
  html: string;
  etag: string;
}

/** Whether the built page carries the marks `renderIndexPage` replaces. */
export function hasSiteMarks(html: string): boolean {
  return siteMeta.test(html) && title.test(html);
}

/** The built index.html, told which site it is on and titled for it. */
export function renderIndexPage(html: string, site: Site): IndexPage {
  const rendered = html
    .replace(siteMeta, `<meta name="teamcast-site" content="${site}" />`)
    .replace(title, `<title>${siteNames[site]}</title>`);
  const etag = `"${createHash('sha256').update(rendered).digest('base64url').slice(0, 27)}"`;
  return { html: rendered, etag };
}

/** What a page tells link previews (Open Graph, Twitter cards) about what it shows. */
export interface LinkPreview {
  title: string;
  description: string;
  /** Absolute, as crawlers fetch it; a 1200×630 picture. */
  imageUrl: string;
  /** The page's own absolute address. */
  url: string;
}

const escapeAttribute = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * A rendered page with link preview tags before `</head>`, and a request that search engines leave it out of
 * their index: a shared result is for the people it is shared with. Every value is escaped, since names are
 * typed by people.
 */
export function withLinkPreview(html: string, preview: LinkPreview): string {
  const tags: [attribute: 'property' | 'name', name: string, content: string][] = [
    ['name', 'robots', 'noindex'],
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', 'Teamcast'],
    ['property', 'og:title', preview.title],
    ['property', 'og:description', preview.description],
    ['property', 'og:url', preview.url],
    ['property', 'og:image', preview.imageUrl],
    ['property', 'og:image:type', 'image/png'],
    ['property', 'og:image:width', '1200'],
    ['property', 'og:image:height', '630'],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', preview.title],
    ['name', 'twitter:description', preview.description],
    ['name', 'twitter:image', preview.imageUrl],
  ];
  const meta = tags.map(([attribute, name, content]) => `<meta ${attribute}="${name}" content="${escapeAttribute(content)}" />`).join('');
  // A function, so that `$` in a value is never read as a replacement pattern.
  return html.replace(/<\/head>/i, () => `${meta}</head>`);
}
