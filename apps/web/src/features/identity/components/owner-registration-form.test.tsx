import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { credentialsStore } from '../../../shared/auth/credentials-store';
import { createFakeApi, failure, json, ownerSelf } from '../../../test/fake-api';
import { fieldError } from '../../../test/form-helpers';
import { renderApp, settled } from '../../../test/render-app';

async function openRegistration(options: { language?: 'ru' | 'en'; routes?: Parameters<typeof createFakeApi>[0]; path?: string } = {}) {
  const api = createFakeApi(options.routes);
  const app = renderApp(options.path ?? '/owner/registration', { fetch: api.fetch, language: options.language });
  await settled(app.router);
  await screen.findByTestId('registration-form');
  return { ...app, api, user: userEvent.setup() };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>, labels = { email: /^Email/, password: /^Пароль/, repeat: /^Повторите пароль/ }) {
  await user.type(screen.getByLabelText(labels.email, { selector: 'input' }), 'new@example.com');
  await user.type(screen.getByLabelText(labels.password, { selector: 'input' }), 'secret-1');
  await user.type(screen.getByLabelText(labels.repeat, { selector: 'input' }), 'secret-1');
  await user.click(screen.getByRole('checkbox'));
}

describe('owner registration form', () => {
  it('shows the exact Russian texts of the domain rules under each field', async () => {
    const { user, api } = await openRegistration();
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(fieldError(/^Email/)).toBe('Обязательное поле');
    expect(fieldError(/^Пароль/)).toBe('Обязательное поле');
    expect(fieldError(/^Повторите пароль/)).toBe('Обязательное поле');
    expect(fieldError(/Я даю согласие/)).toBe('Необходимо согласие на обработку персональных данных');
    expect(fieldError(/^Название компании/)).toBeNull();

    await user.type(screen.getByLabelText(/^Email/, { selector: 'input' }), 'not-an-email');
    await user.type(screen.getByLabelText(/^Пароль/, { selector: 'input' }), '12345');
    await user.type(screen.getByLabelText(/^Повторите пароль/, { selector: 'input' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(fieldError(/^Email/)).toBe('Неверный формат email');
    expect(fieldError(/^Пароль/)).toBe('Минимальное количество символов 6');
    expect(fieldError(/^Повторите пароль/)).toBe('Пароли не совпадают');
    expect(api.calls('ownerSignup')).toHaveLength(0);
  });

  it('speaks English, and re-words errors already shown when the language changes', async () => {
    const { user, i18n } = await openRegistration({ language: 'en' });
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(fieldError(/^Email/)).toBe('Mandatory field');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), '123');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(fieldError(/^Password/)).toBe('Minimum number of characters: 6');
    await i18n.changeLanguage('ru');
    await waitFor(() => expect(fieldError(/^Пароль/)).toBe('Минимальное количество символов 6'));
  });

  it('signs the new owner in, in the language on screen, and opens the first-signup page', async () => {
    const owner = ownerSelf({ email: 'new@example.com', status: 'unverified', ln: 'ru' });
    const { user, api, router } = await openRegistration({
      routes: {
        ownerSignup: () => json(201, { token: 'x'.repeat(43), owner }),
        getOwnerSelf: () => owner,
      },
    });
    await fillValid(user);
    await user.type(screen.getByLabelText(/^Название компании/, { selector: 'input' }), '  ');
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/owner/first-signup'));
    expect(api.calls('ownerSignup')[0]?.body).toEqual({
      email: 'new@example.com',
      password: 'secret-1',
      ln: 'ru',
      area: 'owner',
      consent: true,
    });
    expect(credentialsStore.get('owner')).toEqual({ token: 'x'.repeat(43) });
    expect(credentialsStore.get('owner-mobile')).toBeNull();
    expect((await screen.findByTestId('verification-panel')).textContent).toContain('new@example.com');
  });

  it('shows a server validation error under the field it names, with the rule’s own text', async () => {
    const { user } = await openRegistration({
      routes: {
        ownerSignup: failure(400, 'validation', { field: 'password', rule: 'minLength', params: { length: 8 } }),
      },
    });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    await waitFor(() => expect(fieldError(/^Пароль/)).toBe('Минимальное количество символов 8'));
  });

  it('says an address already in use under the email field, and anything else above the form', async () => {
    let answer = failure(409, 'email_in_use');
    const { user } = await openRegistration({ routes: { ownerSignup: () => answer } });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    await waitFor(() => expect(fieldError(/^Email/)).toBe('Этот email уже используется, пожалуйста, войдите'));

    answer = failure(500, 'internal');
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect((await screen.findByTestId('form-alert')).textContent).toBe('Ошибка соединения, обновите страницу');
  });

  it('signs up from the mobile owner area into that area only', async () => {
    const owner = ownerSelf({ status: 'unverified' });
    const { user, api, router } = await openRegistration({
      path: '/owner-mobile/registration',
      routes: { ownerSignup: () => json(201, { token: 'm'.repeat(43), owner }) },
    });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/owner-mobile/first-signup'));
    expect(api.calls('ownerSignup')[0]?.body).toMatchObject({ area: 'owner-mobile' });
    expect(credentialsStore.get('owner-mobile')).toEqual({ token: 'm'.repeat(43) });
    expect(credentialsStore.get('owner')).toBeNull();
  });
});
