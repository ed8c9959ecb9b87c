import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { credentialsStore } from '../../../shared/auth/credentials-store';
import { createFakeApi, json, ownerSelf } from '../../../test/fake-api';
import { fieldError } from '../../../test/form-helpers';
import { renderApp, settled } from '../../../test/render-app';
import { birthDateInputToIso, checkBirthDateInput } from '../forms/birth-date';

describe('love registration', () => {
  it('reads a picked day as midnight UTC of that day, whatever the time zone', () => {
    expect(birthDateInputToIso('1994-02-28')).toBe('1994-02-28T00:00:00.000Z');
    expect(birthDateInputToIso('1994-02-30')).toBeNull();
    expect(birthDateInputToIso('28.02.1994')).toBeNull();
    const now = new Date('2026-11-22T12:00:00Z');
    expect(checkBirthDateInput('', now)).toEqual({ code: 'required' });
    expect(checkBirthDateInput('2030-01-01', now)).toEqual({ code: 'birthDate' });
    expect(checkBirthDateInput('1994-02-28', now)).toBeNull();
  });

  it('checks first name and birth date, then signs up into the love area with the date at midnight UTC', async () => {
    const api = createFakeApi({
      ownerLoveSignup: () => json(201, { token: 'v'.repeat(43), owner: ownerSelf({ status: 'unverified' }) }),
    });
    const { router } = renderApp('/love-mobile/registration', { fetch: api.fetch });
    await settled(router);
    const user = userEvent.setup();
    await screen.findByTestId('registration-form');

    await user.type(screen.getByLabelText(/^Имя/, { selector: 'input' }), 'Anna1');
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(fieldError(/^Имя/)).toBe('Только кириллица и латиница');
    expect(fieldError(/^Дата рождения/)).toBe('Обязательное поле');

    await user.clear(screen.getByLabelText(/^Имя/, { selector: 'input' }));
    await user.type(screen.getByLabelText(/^Имя/, { selector: 'input' }), 'Анна');
    await user.type(screen.getByLabelText(/^Дата рождения/, { selector: 'input' }), '1994-02-28');
    await user.type(screen.getByLabelText(/^Email/, { selector: 'input' }), 'anna@example.com');
    await user.type(screen.getByLabelText(/^Пароль/, { selector: 'input' }), 'secret-1');
    await user.type(screen.getByLabelText(/^Повторите пароль/, { selector: 'input' }), 'secret-1');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/love-mobile/first-signup'));
    expect(api.calls('ownerLoveSignup')[0]?.body).toEqual({
      firstName: 'Анна',
      birthDate: '1994-02-28T00:00:00.000Z',
      email: 'anna@example.com',
      password: 'secret-1',
      ln: 'ru',
      consent: true,
    });
    expect(credentialsStore.get('love-mobile')).toEqual({ token: 'v'.repeat(43) });
    await screen.findByTestId('first-signup');
  });
});
