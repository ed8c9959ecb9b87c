import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { languageStorageKey } from '../../../shared/i18n/i18n';
import { administratorSelf, createFakeApi } from '../../../test/fake-api';
import { renderApp, settled } from '../../../test/render-app';

describe('the administrator’s language switch', () => {
  it('puts the page in English, and the next visit on this device stays in English', async () => {
    window.localStorage.clear();
    const api = createFakeApi({ getAdministratorSelf: () => administratorSelf({ ln: 'ru' }) });
    const first = renderApp('/administrator/estimators', { signedIn: ['administrator'], fetch: api.fetch, language: 'ru' });
    await settled(first.router);
    expect(await screen.findByRole('heading', { level: 1, name: 'Оценщики' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /English/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Estimators' })).toBeTruthy();
    expect(window.localStorage.getItem(languageStorageKey)).toBe('en');
    first.unmount();

    // A new page load: the device's choice outweighs the account's Russian.
    const second = renderApp('/administrator/estimators', { signedIn: ['administrator'], fetch: api.fetch, language: 'en' });
    await settled(second.router);
    await waitFor(() => expect(api.calls('getAdministratorSelf').length).toBeGreaterThan(1));
    expect(await screen.findByRole('heading', { level: 1, name: 'Estimators' })).toBeTruthy();
    expect(second.i18n.language).toBe('en');
  });
});
