import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeApi, ownerSelf } from '../../../test/fake-api';
import { renderApp, settled } from '../../../test/render-app';

describe('first-signup page', () => {
  it('welcomes the new owner, says where the link went, and leads into the area', async () => {
    const api = createFakeApi({ getOwnerSelf: () => ownerSelf({ status: 'unverified', email: 'new@example.com' }) });
    const { router } = renderApp('/owner/first-signup', { signedIn: ['owner'], fetch: api.fetch });
    await settled(router);
    expect((await screen.findByTestId('verification-panel')).textContent).toContain('new@example.com');
    expect(screen.getByTestId('verification-resend')).toBeTruthy();
    await userEvent.setup().click(screen.getByTestId('first-signup-continue'));
    await settled(router);
    expect(router.state.location.pathname).toBe('/owner/dashboard');
  });

  it('offers a guest the login', async () => {
    const { router } = renderApp('/owner-mobile/first-signup');
    await settled(router);
    expect(await screen.findByTestId('first-signup-guest')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Войти' }).getAttribute('href')).toBe('/owner-mobile/login');
  });
});
