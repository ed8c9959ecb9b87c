import type { Locale } from '@teamcast/domain';
import { createContext, useContext, type ReactNode } from 'react';
import { localizedHref } from './site-pages';

/** Set while a public page is rendered to static HTML at build time, in the page's language. */
interface StaticSite {
  locale: Locale;
  /** The same page in the other language, for the language links. */
  alternates: Record<Locale, string>;
}

const StaticSiteContext = createContext<StaticSite | null>(null);

export function StaticSiteProvider({ site, children }: { site: StaticSite; children: ReactNode }) {
  return <StaticSiteContext value={site}>{children}</StaticSiteContext>;
}

/** The static rendering's settings, or null when the page runs in the app. */
export function useStaticSite(): StaticSite | null {
  return useContext(StaticSiteContext);
}

/** Links between public pages: in a prerendered English page they stay on the English addresses. */
export function usePublicHref(): (to: string) => string {
  const site = useStaticSite();
  return (to) => (site ? localizedHref(to, site.locale) : to);
}
