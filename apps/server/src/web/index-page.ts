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
