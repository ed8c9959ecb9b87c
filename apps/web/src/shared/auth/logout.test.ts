import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createLastOpenedStore } from '../last-opened/last-opened-store';
import { createCredentialsStore } from './credentials-store';
import { createLogout } from './logout';

function setup() {
  window.localStorage.clear();
  const credentials = createCredentialsStore(window.localStorage);
  const lastOpened = createLastOpenedStore(window.localStorage);
  const queryClient = new QueryClient();
  const navigate = vi.fn();
  const logout = createLogout({
    credentials,
    lastOpened,
    queryClient,
    navigate,
    loginHref: (area, next) => `/${area}/login${next ? `?next=${next}` : ''}`,
  });
  return { credentials, lastOpened, queryClient, navigate, logout };
}

describe('logout', () => {
  it('clears the area’s credentials, cached data and remembered items, and goes to its login', () => {
    const { credentials, lastOpened, queryClient, navigate, logout } = setup();
    credentials.set('owner', { token: 'o' });
    credentials.set('administrator', { token: 'a' });
    queryClient.setQueryData(['owner', 'profiles'], ['p1']);
    queryClient.setQueryData(['administrator', 'profiles'], ['p2']);
    queryClient.setQueryData(['public', 'health'], { status: 'ok' });
    lastOpened.set('owner', 'team', { id: 't1', title: 'Отдел продаж' });
    lastOpened.set('administrator', 'profile', { id: 'p2', title: 'Анна Смирнова' });

    logout('owner');

    expect(credentials.get('owner')).toBeNull();
    expect(queryClient.getQueryData(['owner', 'profiles'])).toBeUndefined();
    expect(lastOpened.get('owner', 'team')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/owner/login', { replace: true });

    // The other areas keep everything.
    expect(credentials.get('administrator')).toEqual({ token: 'a' });
    expect(queryClient.getQueryData(['administrator', 'profiles'])).toEqual(['p2']);
    expect(queryClient.getQueryData(['public', 'health'])).toEqual({ status: 'ok' });
    expect(lastOpened.get('administrator', 'profile')).toEqual({ id: 'p2', title: 'Анна Смирнова' });
  });

  it('keeps the page to come back to when asked', () => {
    const { navigate, logout } = setup();
    logout('love-mobile', { next: '/love-mobile/p2p' });
    expect(navigate).toHaveBeenCalledWith('/love-mobile/login?next=/love-mobile/p2p', { replace: true });
  });
});
