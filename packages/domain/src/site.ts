/**
 * The same web app serves the general platform and the consumer love site; each has its own name,
 * which every page title carries.
 */
export const sites = ['platform', 'love'] as const;
export type Site = (typeof sites)[number];

export const siteNames: Record<Site, string> = {
  platform: 'Teamcast',
  love: 'Teamcast Love',
};

/** The love site is recognised by its host name alone (ports and letter case aside). */
export function siteForHost(hostname: string, loveHost: string | undefined): Site {
  if (!loveHost) return 'platform';
  const host = hostname.toLowerCase().replace(/:\d+$/, '');
  return host === loveHost.toLowerCase() ? 'love' : 'platform';
}

/** "<page title> — Teamcast" on the platform, "<page title> — Teamcast Love" on the love site. */
export function formatDocumentTitle(pageTitle: string, site: Site): string {
  const name = siteNames[site];
  const title = pageTitle.trim();
  return title ? `${title} — ${name}` : name;
}
