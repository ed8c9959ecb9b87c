import { formatDocumentTitle } from '@teamcast/domain';
import { useEffect } from 'react';
import { useServices } from '../services';

/** "<page> — Teamcast" on the platform, "<page> — Teamcast Love" on the love site. */
export function useDocumentTitle(pageTitle: string): void {
  const { site } = useServices();
  useEffect(() => {
    document.title = formatDocumentTitle(pageTitle, site);
  }, [pageTitle, site]);
}
