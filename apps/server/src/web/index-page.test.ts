import { describe, expect, it } from 'vitest';
import { hasSiteMarks, renderIndexPage, withLinkPreview } from './index-page';

const built = '<head><meta name="teamcast-site" content="platform" /><title>Teamcast</title></head>';

describe('renderIndexPage', () => {
  it('marks the love site and gives it its title', () => {
    const page = renderIndexPage(built, 'love');
    expect(page.html).toBe('<head><meta name="teamcast-site" content="love" /><title>Teamcast Love</title></head>');
  });

  it('leaves the platform page as built', () => {
    expect(renderIndexPage(built, 'platform').html).toBe(built);
  });

  it('gives each variant its own validator', () => {
    expect(renderIndexPage(built, 'love').etag).not.toBe(renderIndexPage(built, 'platform').etag);
    expect(renderIndexPage(built, 'love').etag).toBe(renderIndexPage(built, 'love').etag);
  });

  it('tells whether the built page has the marks', () => {
    expect(hasSiteMarks(built)).toBe(true);
    expect(hasSiteMarks('<title>Teamcast</title>')).toBe(false);
  });
});


describe('withLinkPreview', () => {
  const preview = {
    title: 'Anna "Ann" <b> & $& Boris: 72 of 100',
    description: 'Above-average compatibility. Teamcast',
    imageUrl: 'https://teamcast.example.com/api/v1/app/result/abc/image.png?ln=en&x=1',
    url: 'https://teamcast.example.com/result/abc',
  };

  it('adds the Open Graph and Twitter tags before the end of the head, each value escaped', () => {
    const html = withLinkPreview(built, preview);
    expect(html).toMatch(/^<head><meta name="teamcast-site" content="platform" \/><title>Teamcast<\/title><meta name="robots" content="noindex" \/>.*<\/head>$/);
    expect(html).toContain('<meta property="og:title" content="Anna &#34;Ann&#34; &#60;b&#62; &#38; $&#38; Boris: 72 of 100" />');
    expect(html).toContain('<meta property="og:image" content="https://teamcast.example.com/api/v1/app/result/abc/image.png?ln=en&#38;x=1" />');
    expect(html).toContain('<meta property="og:image:width" content="1200" />');
    expect(html).toContain('<meta property="og:image:height" content="630" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain('<meta property="og:url" content="https://teamcast.example.com/result/abc" />');
    expect(html).not.toContain('<b>');
  });
});
