import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { keepsScroll } from './scroll-exemptions';

/** Scrolls to the top after each navigation, except on the pages that keep their position. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    if (!keepsScroll(pathname)) window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
