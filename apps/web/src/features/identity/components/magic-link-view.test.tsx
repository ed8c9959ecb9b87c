import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { credentialsStore } from '../../../shared/auth/credentials-store';
import { createFakeApi, failure, json, ownerSelf, type FakeBody, type FakeRoutes } from '../../../test/fake-api';
import { renderApp, settled } from '../../../test/render-app';
import { deviceTokenStorageKey } from '../session/device-tokens';

let linkCount = 0;
/** A fresh link token per test: a link's token is spent once. */
const nextToken = () => `link-token-${++linkCount}`.padEnd(43, 'x');
let linkToken = nextToken();
beforeEach(() => {
  linkToken = nextToken();
});
const sessionToken = 'S'.repeat(43);
const deviceToken = 'D'.repeat(43);

async function openLink(path: string, routes: FakeRoutes, strict = false) {
  const api = createFakeApi(routes);
  const app = renderApp(path, { fetch: api.fetch, strict });
  await settled(app.router);
  return { ...app, api, user: userEvent.setup() };
}

const ownerLink = (purpose: FakeBody<'ownerMagicLogin'>['purpose']) => ({
  ownerMagicLogin: () => ({ token: sessionToken, deviceToken, purpose }),
});

describe('magic link consumption', () => {
  it('a sign-in link stores the session in the area it opened in and goes where the user was heading', async () => {
    const { router, api } = await openLink(`/owner-mobile/magic-link?token=${linkToken}&next=%2Fowner-mobile%2Fprofiles`, ownerLink('login'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/owner-mobile/profiles'));
    expect(api.calls('ownerMagicLogin', { token: linkToken })).toHaveLength(1);
    expect(credentialsStore.get('owner-mobile')).toEqual({ token: sessionToken });
    expect(credentialsStore.get('owner')).toBeNull();
    // The mailbox is proven, so the next password sign-in in this area comes from a known device.
    expect(window.localStorage.getItem(deviceTokenStorageKey('owner-mobile'))).toBe(deviceToken);
    expect(window.localStorage.getItem(deviceTokenStorageKey('owner'))).toBeNull();
    expect(await screen.findByTestId('layout-owner-mobile')).toBeTruthy();
  });

  it('a sign-in link without a destination opens the area’s home', async () => {
    const { router } = await openLink(`/love-mobile/magic-link?token=${linkToken}`, ownerLink('login'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/love-mobile/p2p'));
    expect(credentialsStore.get('love-mobile')).toEqual({ token: sessionToken });
  });

  it('a verification link signs in, says the account is verified, and the dashboard is open', async () => {
    const { router } = await openLink(`/owner/magic-link?token=${linkToken}`, {
      ...ownerLink('verify'),
      getOwnerSelf: () => ownerSelf({ status: 'verified' }),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/owner/dashboard'), { timeout: 5000 });
    expect(await screen.findByText('Аккаунт подтверждён')).toBeTruthy();
    expect(await screen.findByTestId('dashboard-tools')).toBeTruthy();
    expect(screen.queryByTestId('dashboard-blocked')).toBeNull();
  });

  it('a password-reset link signs in and opens the new-password form, which needs no current password', async () => {
    const { router, api, user } = await openLink(`/owner/magic-link?token=${linkToken}`, {
      ...ownerLink('reset'),
      updateOwnerSelf: () => ownerSelf(),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/owner/dashboard'), { timeout: 5000 });
    const dialog = await screen.findByTestId('set-password-form');
    expect(dialog.querySelectorAll('input[type="password"]')).toHaveLength(2);
    await user.type(screen.getByLabelText(/^Новый пароль/, { selector: 'input' }), 'fresh-secret');
    await user.type(screen.getByLabelText(/^Повторите пароль/, { selector: 'input' }), 'fresh-secret');
    await user.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
    await waitFor(() => expect(screen.queryByTestId('set-password-form')).toBeNull());
    expect(api.calls('updateOwnerSelf')[0]?.body).toEqual({ password: 'fresh-secret' });
    expect(router.state.location.state).toBeNull();
  });

  it('an estimator’s reset link opens the estimator area with its new-password form', async () => {
    const { router, api, user } = await openLink(`/estimator/magic-link?token=${linkToken}`, {
      estimatorMagicLogin: () => ({ token: sessionToken, deviceToken, purpose: 'reset' }),
      updateEstimatorSelf: ({ body }) => ({ ...(body as object), _id: 'e1', estimator: { email: 'e@example.com', fullName: 'E' }, nextProfileBatch: null, hasPassword: true, ln: 'ru', createdAt: '2026-01-01T00:00:00.000Z' }),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/estimator'));
    expect(credentialsStore.get('estimator')).toEqual({ token: sessionToken });
    await screen.findByTestId('set-password-form');
    await user.type(screen.getByLabelText(/^Новый пароль/, { selector: 'input' }), 'fresh-secret');
    await user.type(screen.getByLabelText(/^Повторите пароль/, { selector: 'input' }), 'fresh-secret');
    await user.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
    await waitFor(() => expect(api.calls('updateEstimatorSelf')).toHaveLength(1));
    expect(api.calls('updateEstimatorSelf')[0]?.body).toEqual({ password: 'fresh-secret' });
  });

  it('an expired or used link shows the expired-link dialog, which mails a new link to the same area', async () => {
    const { api, user, router } = await openLink(`/owner-mobile/magic-link?token=${linkToken}`, {
      ownerMagicLogin: failure(410, 'link_expired'),
      ownerLoginLink: () => json(202, { sent: true }),
    });
    expect(await screen.findByText('Ссылка устарела')).toBeTruthy();
    expect(screen.getAllByText('Срок действия ссылки истёк или она уже была использована. Запросите новую ссылку.').length).toBeGreaterThan(0);
    expect(credentialsStore.get('owner-mobile')).toBeNull();
    expect(router.state.location.pathname).toBe('/owner-mobile/magic-link');

    await user.type(screen.getByLabelText(/^Email/, { selector: 'input' }), 'me@example.com');
    await user.click(screen.getByRole('button', { name: 'Получить ссылку' }));
    expect(await screen.findByText(/Письмо со ссылкой отправлено на me@example.com/)).toBeTruthy();
    expect(api.calls('ownerLoginLink')[0]?.body).toEqual({ username: 'me@example.com', ln: 'ru', area: 'owner-mobile' });
  });

  it('a token that is not one of ours reads as an expired link too', async () => {
    await openLink('/owner/magic-link?token=short', {});
    expect(await screen.findByTestId('magic-link-expired')).toBeTruthy();
  });

  it('spends a link once even when the page mounts twice', async () => {
    const { api, router } = await openLink(`/owner/magic-link?token=${linkToken}`, ownerLink('login'), true);
    await waitFor(() => expect(router.state.location.pathname).toBe('/owner/dashboard'), { timeout: 5000 });
    expect(api.calls('ownerMagicLogin', { token: linkToken })).toHaveLength(1);
  });

  it('without a token asks for a sign-in link', async () => {
    const { api, user } = await openLink('/estimator/magic-link', { estimatorLoginLink: () => json(202, { sent: true }) });
    // The form arrives with the area's chunk, which may still be loading when the route has settled.
    await user.type(await screen.findByLabelText(/^Email/, { selector: 'input' }), 'est@example.com');
    await user.click(screen.getByRole('button', { name: 'Получить ссылку' }));
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(api.calls('estimatorLoginLink')[0]?.body).toEqual({ username: 'est@example.com', ln: 'ru' });
  });
});
