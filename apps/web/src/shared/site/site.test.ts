import { describe, expect, it } from 'vitest';
import { formatDocumentTitle, readSite } from './site';

function documentWith(content: string | null) {
  const doc = document.implementation.createHTMLDocument('x');
  if (content !== null) {
    const meta = doc.createElement('meta');
    meta.setAttribute('name', 'teamcast-site');
    meta.setAttribute('content', content);
    doc.head.append(meta);
  }
  return doc;
}

describe('site and page title', () => {
  it('names pages after the platform or the love site', () => {
    expect(formatDocumentTitle('Главная', 'platform')).toBe('Главная — Teamcast');
    expect(formatDocumentTitle('Совместимость', 'love')).toBe('Совместимость — Teamcast Love');
    expect(formatDocumentTitle('  ', 'love')).toBe('Teamcast Love');
  });

  it('reads the site from the meta tag the server rewrites', () => {
    expect(readSite(documentWith('love'))).toBe('love');
    expect(readSite(documentWith('platform'))).toBe('platform');
    expect(readSite(documentWith(null))).toBe('platform');
    expect(readSite(documentWith('LOVE '))).toBe('platform');
  });
});
