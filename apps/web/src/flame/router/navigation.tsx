import { createContext, useCallback, useContext, useEffect, useMemo, useState, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { matchRoute, type FlameRoute } from './routes';

interface Navigation {
  route: FlameRoute;
  /** Opens another page of the test without reloading; `replace` keeps the current page out of the history. */
  navigate: (to: string, options?: { replace?: boolean }) => void;
}

const NavigationContext = createContext<Navigation | null>(null);

const currentPath = () => window.location.pathname;

/** The History API as the test's router: the page follows the address, and the back button works. */
export function NavigationProvider({ children }: { children: ReactNode }) {
  const [path, setPath] = useState(currentPath);
  useEffect(() => {
    const follow = () => setPath(currentPath());
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, []);
  const navigate = useCallback((to: string, options?: { replace?: boolean }) => {
    if (to === currentPath()) return;
    if (options?.replace) window.history.replaceState(null, '', to);
    else window.history.pushState(null, '', to);
    setPath(currentPath());
    window.scrollTo(0, 0);
  }, []);
  const value = useMemo(() => ({ route: matchRoute(path), navigate }), [path, navigate]);
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}

export function useNavigation(): Navigation {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error('useNavigation needs a NavigationProvider');
  return navigation;
}

/** A link to a page of the test: a plain click stays in the page, a modified one opens as the browser would. */
export function Link({ href, onClick, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const { navigate } = useNavigation();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
  };
  return <a href={href} onClick={follow} {...props} />;
}
