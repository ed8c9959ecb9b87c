import { describe, expect, it } from 'vitest';
import { hasSiteMarks, renderIndexPage } from './index-page';

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

