import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { credentialsStore } from '../../../shared/auth/credentials-store';
import { pageReload } from '../../../shared/browser/page-reload';
import { languageStorageKey } from '../../../shared/i18n/i18n';
import { administratorSelf, createFakeApi, estimatorSelf, failure, ownerSelf } from '../../../test/fake-api';
import { renderApp, settled } from '../../../test/render-app';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('signed-in sessions', () => {
  it('signs the owner area out and reloads the page when the owner’s own profile answers 404', async () => {
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
    const api = createFakeApi({ getOwnerSelf: failure(404, 'owner_not_found') });
    const { router } = renderApp('/owner/dashboard', { signedIn: ['owner', 'owner-mobile'], fetch: api.fetch });
    await settled(router);
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(credentialsStore.get('owner')).toBeNull();
    expect(credentialsStore.get('owner-mobile')).not.toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/owner/login'));
    // The 404 is handled, not shown as an error.
    expect(screen.queryByText('Аккаунт удалён или не найден')).toBeNull();
  });

  it('puts the interface in the owner’s language from the account, and remembers it on the device', async () => {
    const api = createFakeApi({ getOwnerSelf: () => ownerSelf({ ln: 'en' }) });
    const { router, i18n } = renderApp('/owner/dashboard', { signedIn: ['owner'], fetch: api.fetch, language: 'ru' });
    await settled(router);
    await waitFor(() => expect(i18n.language).toBe('en'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeTruthy();
    expect(window.localStorage.getItem(languageStorageKey)).toBe('en');
  });

  it('does the same for estimators and administrators', async () => {
    const estimator = createFakeApi({ getEstimatorSelf: () => estimatorSelf({ ln: 'en' }) });
    const first = renderApp('/estimator', { signedIn: ['estimator'], fetch: estimator.fetch });
    await settled(first.router);
    await waitFor(() => expect(first.i18n.language).toBe('en'));
    first.unmount();

    const administrator = createFakeApi({ getAdministratorSelf: () => administratorSelf({ ln: 'en' }) });
    const second = renderApp('/administrator/owners', { signedIn: ['administrator'], fetch: administrator.fetch });
    await settled(second.router);
    await waitFor(() => expect(second.i18n.language).toBe('en'));
  });

  it('stores a language switch with the owner’s account and keeps it on screen', async () => {
    const api = createFakeApi({
      updateOwnerSelf: ({ body }) => ownerSelf({ ln: (body as { ln: 'ru' | 'en' }).ln }),
    });
    const { router, i18n } = renderApp('/owner/dashboard', { signedIn: ['owner'], fetch: api.fetch });
    await settled(router);
    await screen.findByTestId('dashboard-tools');
    fireEvent.click(screen.getByRole('button', { name: /English/ }));
    await waitFor(() => expect(api.calls('updateOwnerSelf')).toHaveLength(1));
    expect(api.calls('updateOwnerSelf')[0]?.body).toEqual({ ln: 'en' });
    expect(i18n.language).toBe('en');
    // The account answering with its new language does not switch anything back.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(i18n.language).toBe('en');
  });

  it('stores an estimator’s language switch too', async () => {
    const api = createFakeApi({ updateEstimatorSelf: ({ body }) => estimatorSelf({ ln: (body as { ln: 'ru' | 'en' }).ln }) });
    const { router } = renderApp('/estimator', { signedIn: ['estimator'], fetch: api.fetch });
    await settled(router);
    await screen.findByTestId('layout-estimator');
    fireEvent.click(screen.getByRole('button', { name: /English/ }));
    await waitFor(() => expect(api.calls('updateEstimatorSelf')[0]?.body).toEqual({ ln: 'en' }));
  });

  it('keeps a switch on guest pages on this device only', async () => {
    const api = createFakeApi();
    const { router } = renderApp('/owner/login', { fetch: api.fetch });
    await settled(router);
    fireEvent.click(await screen.findByRole('button', { name: /English/ }));
    await screen.findByRole('heading', { level: 1, name: 'Log in to your account' });
    expect(api.requests.filter((request) => request.method === 'PATCH')).toHaveLength(0);
  });

  it('logs out through the server, then forgets the session even when the server fails', async () => {
    const api = createFakeApi({ ownerLogout: failure(500, 'internal') });
    const { router } = renderApp('/owner/dashboard', { signedIn: ['owner'], fetch: api.fetch });
    await settled(router);
    fireEvent.click(await screen.findByRole('button', { name: 'Выйти' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/owner/login'));
    expect(api.calls('ownerLogout')[0]?.headers.Authorization).toBe('Bearer token-owner');
    expect(credentialsStore.get('owner')).toBeNull();
  });
});
