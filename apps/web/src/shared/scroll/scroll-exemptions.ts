import { paths } from '../paths';

/**
 * Pages where navigating keeps the scroll position: help and FAQ pages, where readers move between
 * sections and expect to stay where they were. Add each new help page here.
 */
export const scrollKeepingPaths: readonly string[] = [paths.public.faq, paths.owner.faq];

/** Whether a navigation to this path keeps the scroll position instead of going to the top. */
export function keepsScroll(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return scrollKeepingPaths.some((exempt) => path === exempt || path.startsWith(`${exempt}/`));
}
