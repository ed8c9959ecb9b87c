import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { credentialsStore } from '../../../shared/auth/credentials-store';
import { createFakeApi, failure, type FakeRoutes } from '../../../test/fake-api';
import { fieldError } from '../../../test/form-helpers';
import { renderApp, settled } from '../../../test/render-app';

const token = 'T'.repeat(43);
const deviceToken = 'D'.repeat(43);

async function openLogin(path: string, routes: FakeRoutes = {}) {
  const api = createFakeApi(routes);
  const app = renderApp(path, { fetch: api.fetch });
  await settled(app.router);
  await screen.findByTestId('sign-in-form');
  return { ...app, api, user: userEvent.setup() };
}

async function signIn(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  await user.type(screen.getByLabelText(/^Email/, { selector: 'input' }), email);
  await user.type(screen.getByLabelText(/^Пароль/, { selector: 'input' }), password);
  await user.click(screen.getByRole('button', { name: 'Войти' }));
}

describe('sign-in form', () => {
  it('checks the fields with the domain rules before asking the server', async () => {
    const { user, api } = await openLogin('/owner/login');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(fieldError(/^Email/)).toBe('Обязательное поле');
    expect(fieldError(/^Пароль/)).toBe('Обязательное поле');
    await user.type(screen.getByLabelText(/^Email/, { selector: 'input' }), 'owner@');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(fieldError(/^Email/)).toBe('Неверный формат email');
    expect(api.calls('ownerLogin')).toHaveLength(0);
  });

  it('says a wrong email or password above the form, and stays signed out', async () => {
    const { user } = await openLogin('/owner/login', { ownerLogin: failure(400, 'invalid_credentials') });
    await signIn(user, 'owner@example.com', 'wrong-password');
    expect((await screen.findByTestId('form-alert')).textContent).toBe('Неверный email или пароль');
    expect(credentialsStore.get('owner')).toBeNull();
  });

  it('says so when there were too many attempts', async () => {
    const { user } = await openLogin('/estimator/login', { estimatorLogin: failure(429, 'too_many_requests') });
    await signIn(user, 'est@example.com', 'secret-1');
    expect((await screen.findByTestId('form-alert')).textContent).toBe('Слишком много запросов, попробуйте немного позже');
  });

  it('signs the owner in and returns to the page they were sent from', async () => {
    const { user, api, router } = await openLogin('/owner/login?next=%2Fowner%2Fteams', { ownerLogin: () => ({ token, deviceToken }) });
    await signIn(user, 'Owner@Example.com', 'secret-1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/owner/teams'));
    expect(api.calls('ownerLogin')[0]?.body).toEqual({ username: 'owner@example.com', password: 'secret-1' });
    expect(credentialsStore.get('owner')).toEqual({ token });
  });

  it('signs the administrator in through the administrator endpoint, into the administrator area', async () => {
    const { user, router } = await openLogin('/administrator/login', { administratorLogin: () => ({ token, deviceToken }) });
    await signIn(user, 'admin@example.com', 'admin-password-1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/administrator/profiles'));
    expect(credentialsStore.get('administrator')).toEqual({ token });
    expect(credentialsStore.get('owner')).toBeNull();
  });

  it('the forgot-password dialog says the spec’s message for an unknown user under the field', async () => {
    const { user, api } = await openLogin('/love-mobile/login', { ownerForgotPassword: failure(404, 'user_not_found') });
    await user.click(screen.getByTestId('forgot-password-open'));
    const dialog = await screen.findByTestId('forgot-password-form');
    await user.type(dialog.querySelector('input')!, 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Отправить ссылку' }));
    await waitFor(() => expect(dialog.textContent).toContain('Извините, данный пользователь не найден в базе'));
    expect(api.calls('ownerForgotPassword')[0]?.body).toEqual({ username: 'nobody@example.com', ln: 'ru', area: 'love-mobile' });
  });
});
