import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiContractError, ApiError, getHealth } from '@teamcast/contract';
import { describe, expect, it } from 'vitest';
import { credentialsStore } from '../shared/auth/credentials-store';
import { errorDisplay } from '../shared/errors/error-display';
import { createFakeApi } from '../test/fake-api';
import { renderApp, settled } from '../test/render-app';

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('session wiring', () => {
  it('signs the owner out on a 401 from the owner API and returns to the page after login', async () => {
    const { fetch } = createFakeApi();
    const { router, services } = renderApp('/owner/teams', { signedIn: ['owner', 'administrator'], fetch });
    await settled(router);
    expect(await screen.findByTestId('layout-owner')).toBeTruthy();

    fetch.mockImplementation(async () => answer(401, { statusCode: 401, code: 'unauthorized', message: 'expired' }));
    await expect(services.apiClients.owner(getHealth)).rejects.toMatchObject({ statusCode: 401 });

    await waitFor(() => expect(router.state.location.pathname).toBe('/owner/login'));
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/owner/teams');
    expect(credentialsStore.get('owner')).toBeNull();
    expect(credentialsStore.get('administrator')).not.toBeNull();
    expect(await screen.findByTestId('login-owner')).toBeTruthy();
  });

  it('logs out from the owner menu', async () => {
    const { router } = renderApp('/owner/dashboard', { signedIn: ['owner'] });
    await settled(router);
    fireEvent.click(await screen.findByRole('button', { name: 'Выйти' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/owner/login'));
    expect(credentialsStore.get('owner')).toBeNull();
  });

  it('leaves the signed-in pages when another tab signs the area out', async () => {
    const { router } = renderApp('/administrator/owners', { signedIn: ['administrator'] });
    await settled(router);
    expect(await screen.findByTestId('layout-administrator')).toBeTruthy();
    credentialsStore.clear('administrator');
    expect(await screen.findByTestId('login-administrator')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/administrator/login');
  });

  it('names tabs after the love site when served there', async () => {
    const meta = document.createElement('meta');
    meta.name = 'teamcast-site';
    meta.content = 'love';
    document.head.append(meta);
    try {
      const { router } = renderApp('/love-mobile/settings', { signedIn: ['love-mobile'] });
      await settled(router);
      await waitFor(() => expect(document.title).toBe('Настройки — Teamcast Love'));
    } finally {
      meta.remove();
    }
  });

  it('opens the owner menu’s info dialog and keeps the monitor in the menu, locked for a new owner', async () => {
    const { router } = renderApp('/owner/dashboard', { signedIn: ['owner'] });
    await settled(router);
    const nav = await screen.findByRole('navigation', { name: 'Меню личного кабинета' });
    expect(nav.textContent).toContain('Монитор директора');
    expect((await within(nav).findByTestId('menu-locked-monitor')).textContent).toContain('Доступно в тарифе «Монитор»');
    expect(screen.queryByRole('link', { name: /Монитор директора/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Информация' }));
    expect(await screen.findByText('Инструменты Teamcast')).toBeTruthy();
  });

  it('shows API failures in the top-level display, translated', async () => {
    const { router } = renderApp('/owner/dashboard', { signedIn: ['owner'] });
    await settled(router);
    await screen.findByTestId('layout-owner');
    errorDisplay.show(new ApiError({ statusCode: 0, code: 'network', message: 'Failed to fetch' }));
    expect(await screen.findByText('Отсутствует подключение к интернету')).toBeTruthy();
    // The client reads a code it does not know, as from a newer server, as `unknown`.
    errorDisplay.show(new ApiError({ statusCode: 500, code: 'unknown', message: 'x' }));
    expect(await screen.findByText('Непредвиденная ошибка')).toBeTruthy();
    errorDisplay.show(new ApiContractError({ method: 'GET', path: '/api/v1/owner/self' }, 200, []));
    expect(await screen.findByText('Приложение устарело и не понимает ответ сервера. Обновите страницу.')).toBeTruthy();
  });
});
