import type { Site } from '@teamcast/domain';

export { formatDocumentTitle, siteNames, type Site } from '@teamcast/domain';

/**
 * Which site the app is served as. The server marks the consumer love host by rewriting the
 * `teamcast-site` meta tag of index.html to "love"; everything else is the platform.
 */
export function readSite(doc: Pick<Document, 'querySelector'> = document): Site {
  const content = doc.querySelector('meta[name="teamcast-site"]')?.getAttribute('content');
  return content === 'love' ? 'love' : 'platform';
}
