import { Navigate, Outlet, replace, useLocation, useNavigation, type LoaderFunctionArgs } from 'react-router';
import type { AuthArea } from '../shared/auth/auth-area';
import { credentialsStore, useAreaToken, type CredentialsStore } from '../shared/auth/credentials-store';
import { loginHref, loginPaths } from '../shared/paths';

/**
 * The guard of an area's signed-in pages, as a loader: a guest is sent to that area's own login
 * before any of the area's code loads, and the page asked for travels along in `?next=`.
 */
export function requireAuth(area: AuthArea, store: CredentialsStore = credentialsStore) {
  return ({ request }: LoaderFunctionArgs) => {
    if (store.get(area)) return null;
    const url = new URL(request.url);
    throw replace(loginHref(area, `${url.pathname}${url.search}${url.hash}`));
  };
}

/**
 * The same guard while the pages are open: signing out in another tab, or a 401 clearing the
 * token, sends this tab to the login as well.
 */
export function SignedInOutlet({ area }: { area: AuthArea }) {
  const token = useAreaToken(area);
  const location = useLocation();
  const navigation = useNavigation();
  if (token) return <Outlet />;
  // A sign-out from this tab is already on its way to the login; do not send a second navigation.
  if (navigation.location?.pathname === loginPaths[area]) return null;
  return <Navigate to={loginHref(area, `${location.pathname}${location.search}${location.hash}`)} replace />;
}
