import { describe, expect, it } from 'vitest';
import { formatDocumentTitle, siteForHost } from './site';

describe('site', () => {
  it('recognises the love host whatever the case or port', () => {
    expect(siteForHost('love.example.com', 'love.example.com')).toBe('love');
    expect(siteForHost('LOVE.example.com:8080', 'love.example.com')).toBe('love');
    expect(siteForHost('teamcast.example.com', 'love.example.com')).toBe('platform');
    expect(siteForHost('localhost', undefined)).toBe('platform');
  });

  it('titles pages with the site name', () => {
    expect(formatDocumentTitle('Вход', 'platform')).toBe('Вход — Teamcast');
    expect(formatDocumentTitle('Вход', 'love')).toBe('Вход — Teamcast Love');
    expect(formatDocumentTitle('  ', 'love')).toBe('Teamcast Love');
  });
});
