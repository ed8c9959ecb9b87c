import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { administratorSelf, createFakeApi, failure } from '../../../test/fake-api';
import { fieldError } from '../../../test/form-helpers';
import { renderApp, settled } from '../../../test/render-app';

// Only the server holds the list of common passwords; the forms show its answer under the field.
const refused = () => failure(400, 'validation', { field: 'password', rule: 'passwordCommon' });

describe('a password the server finds too common', () => {
  it('is named under the password field of the sign-up form, in Russian and, after a switch, in English', async () => {
    const api = createFakeApi({ ownerSignup: refused });
    const { router, i18n } = renderApp('/owner/registration', { fetch: api.fetch, language: 'ru' });
    await settled(router);
    await screen.findByTestId('registration-form');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Email/, { selector: 'input' }), 'new@example.com');
    await user.type(screen.getByLabelText(/^Пароль/, { selector: 'input' }), 'qwerty123');
    await user.type(screen.getByLabelText(/^Повторите пароль/, { selector: 'input' }), 'qwerty123');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));

    await waitFor(() => expect(fieldError(/^Пароль/)).toBe('Этот пароль слишком распространён, придумайте другой'));
    expect(api.calls('ownerSignup')).toHaveLength(1);
    expect(screen.queryByTestId('form-alert')).toBeNull();

    await i18n.changeLanguage('en');
    await waitFor(() => expect(fieldError(/^Password/)).toBe('This password is too common, choose another one'));
  });

  it('is named under the password an administrator gives a new estimator, in English', async () => {
    const api = createFakeApi({
      // The account's own language is applied after sign-in, so it is English too.
      getAdministratorSelf: () => administratorSelf({ ln: 'en' }),
      listEstimators: { items: [] },
      createEstimator: refused,
    });
    const { router } = renderApp('/administrator/estimators', { signedIn: ['administrator'], fetch: api.fetch, language: 'en' });
    await settled(router);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('create-estimator-open'));
    const form = await screen.findByTestId('create-estimator-form');
    await user.type(screen.getByLabelText(/^Email/, { selector: 'input' }), 'new@example.com');
    await user.type(screen.getByLabelText(/^Full name/, { selector: 'input' }), 'Ivan Novikov');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'password123');
    await user.click(within(form).getByRole('button', { name: 'Add an estimator' }));

    await waitFor(() => expect(fieldError(/^Password/)).toBe('This password is too common, choose another one'));
    expect(api.calls('createEstimator')[0]?.body).toMatchObject({ password: 'password123' });
  });
});
