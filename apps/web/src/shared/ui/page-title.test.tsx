import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PageTitle } from './page-title';

/** The mark the server puts in the page for the host it answers (index-page.ts): love on LOVE_HOST. */
function servedAs(site: 'love' | 'platform' | null) {
  document.head.querySelector('meta[name="teamcast-site"]')?.remove();
  if (site === null) return;
  const meta = document.createElement('meta');
  meta.setAttribute('name', 'teamcast-site');
  meta.setAttribute('content', site);
  document.head.append(meta);
}

describe('page title', () => {
  afterEach(() => servedAs(null));

  it('names the tab after the page and the platform on the platform’s host', () => {
    servedAs('platform');
    render(<PageTitle>Профили</PageTitle>);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Профили');
    expect(document.title).toBe('Профили — Teamcast');
  });

  it('names the tab after the love site on the love host, with the same heading', () => {
    servedAs('love');
    render(<PageTitle>Совместимость</PageTitle>);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Совместимость');
    expect(document.title).toBe('Совместимость — Teamcast Love');
  });

  it('takes a page without the mark for the platform', () => {
    render(<PageTitle>Вход</PageTitle>);
    expect(document.title).toBe('Вход — Teamcast');
  });
});
