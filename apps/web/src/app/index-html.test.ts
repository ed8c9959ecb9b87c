import { describe, expect, it } from 'vitest';
import html from '../../index.html?raw';

describe('index.html', () => {
  it('keeps the two markers the server rewrites for the love site', () => {
    expect(html).toContain('<title>Teamcast</title>');
    expect(html).toContain('<meta name="teamcast-site" content="platform" />');
  });
});
