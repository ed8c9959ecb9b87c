import { useEffect } from 'react';
import { formatDocumentTitle, readSite } from './site';

/** Sets the browser tab's title for the page on screen. */
export function useDocumentTitle(pageTitle: string): void {
  useEffect(() => {
    document.title = formatDocumentTitle(pageTitle, readSite());
  }, [pageTitle]);
}
