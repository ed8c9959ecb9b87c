import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { credentialsStore } from '../../../shared/auth/credentials-store';
import { createFakeApi, failure, json, ownerSelf, type FakeRoutes } from '../../../test/fake-api';
import { fieldError } from '../../../test/form-helpers';
import { renderApp, settled } from '../../../test/render-app';

async function openOwner(path: string, routes: FakeRoutes = {}, language: 'ru' | 'en' = 'ru') {
  const api = createFakeApi(routes);
  const app = renderApp(path, { signedIn: ['owner', 'owner-mobile', 'love-mobile'], fetch: api.fetch, language });
  await settled(app.router);
  return { ...app, api, user: userEvent.setup() };
}

describe('owner account', () => {
  it('blocks the dashboard of an unverified owner, and the verification dialog mails a new link', async () => {
    const { api, user } = await openOwner('/owner/dashboard', {
      getOwnerSelf: () => ownerSelf({ status: 'unverified', email: 'new@example.com' }),
      ownerVerificationLink: () => json(202, { sent: true }),
    });
    const blocked = await screen.findByTestId('dashboard-blocked');
    expect(blocked.textContent).toContain('Функционал недоступен - верифицируйте аккаунт');
    expect(screen.getByTestId('unverified-notice').textContent).toBe('Функционал недоступен - верифицируйте аккаунт');
    expect(screen.queryByTestId('dashboard-tools')).toBeNull();

    await user.click(screen.getByTestId('verification-open'));
    const dialog = await screen.findByTestId('verification-panel');
    expect(dialog.textContent).toContain('new@example.com');
    await user.click(within(dialog).getByTestId('verification-resend'));
    expect((await screen.findByTestId('verification-resent')).textContent).toBe('Новая ссылка отправлена на new@example.com.');
    expect(api.calls('ownerVerificationLink')[0]?.body).toEqual({ ln: 'ru', area: 'owner' });
    expect(api.calls('ownerVerificationLink')[0]?.headers.Authorization).toBe('Bearer token-owner');
  });

  it('says an already verified email, and opens the tools once the account reads as verified', async () => {
    let verified = false;
    const { user } = await openOwner('/owner/dashboard', {
      getOwnerSelf: () => ownerSelf({ status: verified ? 'verified' : 'unverified' }),
      ownerVerificationLink: () => {
        verified = true;
        return failure(409, 'email_already_verified');
      },
    });
    await user.click(await screen.findByTestId('verification-open'));
    await user.click(await screen.findByTestId('verification-resend'));
    expect(await screen.findByText('Email уже подтверждён')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('dashboard-blocked')).toBeNull());
    expect(screen.queryByTestId('unverified-notice')).toBeNull();
  });

  it('closes every account dialog by a close button named in the language on screen', async () => {
    const { user } = await openOwner('/owner/dashboard');
    for (const action of ['Сменить пароль', 'Сменить email', 'Удалить аккаунт']) {
      await user.click(await screen.findByRole('button', { name: action }));
      const dialog = await screen.findByRole('dialog', { name: action });
      await user.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
  });

  it('names the close button in English too', async () => {
    const { user } = await openOwner('/owner/dashboard', { getOwnerSelf: () => ownerSelf({ ln: 'en' }) }, 'en');
    await user.click(await screen.findByRole('button', { name: 'Change password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('changes the password with the current one, showing a wrong current password under its field', async () => {
    let answer = failure(400, 'wrong_password');
    const { api, user } = await openOwner('/owner/dashboard', { updateOwnerSelf: () => answer });
    await user.click(await screen.findByRole('button', { name: 'Сменить пароль' }));
    await screen.findByTestId('change-password-form');
    await user.type(screen.getByLabelText(/^Текущий пароль/, { selector: 'input' }), 'old-secret');
    await user.type(screen.getByLabelText(/^Новый пароль/, { selector: 'input' }), 'new-secret');
    await user.type(screen.getByLabelText(/^Повторите пароль/, { selector: 'input' }), 'new-secret');
    await user.click(within(screen.getByTestId('change-password-form')).getByRole('button', { name: 'Сменить пароль' }));
    await waitFor(() => expect(fieldError(/^Текущий пароль/)).toBe('Неверный текущий пароль'));
    expect(api.calls('updateOwnerSelf')[0]?.body).toEqual({ currentPassword: 'old-secret', password: 'new-secret' });

    answer = json(200, ownerSelf());
    await user.click(within(screen.getByTestId('change-password-form')).getByRole('button', { name: 'Сменить пароль' }));
    expect(await screen.findByText('Пароль изменён')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('change-password-form')).toBeNull());
  });

  it('changes the email with the current password; an address in use is said under the email', async () => {
    let answer = failure(409, 'email_in_use');
    const { api, user } = await openOwner('/owner/dashboard', { updateOwnerSelf: () => answer });
    await user.click(await screen.findByRole('button', { name: 'Сменить email' }));
    const form = await screen.findByTestId('change-email-form');
    expect(form.textContent).toContain('owner@example.com');
    await user.type(screen.getByLabelText(/^Новый email/, { selector: 'input' }), 'taken@example.com');
    await user.type(screen.getByLabelText(/^Текущий пароль/, { selector: 'input' }), 'secret-1');
    await user.click(within(form).getByRole('button', { name: 'Сменить email' }));
    await waitFor(() => expect(fieldError(/^Новый email/)).toBe('Этот email уже используется, пожалуйста, войдите'));
    answer = json(200, ownerSelf({ email: 'taken@example.com' }));
    await user.click(within(form).getByRole('button', { name: 'Сменить email' }));
    expect(await screen.findByText('Email изменён')).toBeTruthy();
    expect(api.calls('updateOwnerSelf')[1]?.body).toEqual({ email: 'taken@example.com', currentPassword: 'secret-1' });
  });

  it('deletes the account only with the confirmation word of the language on screen, then shows the account-deleted dialog', async () => {
    const { api, user, router } = await openOwner('/owner/dashboard', { deleteOwnerSelf: () => json(204) });
    await user.click(await screen.findByRole('button', { name: 'Удалить аккаунт' }));
    const form = await screen.findByTestId('delete-account-form');
    const input = within(form).getByRole('textbox');
    await user.type(input, 'Delete');
    await user.click(within(form).getByRole('button', { name: 'Удалить аккаунт навсегда' }));
    expect(fieldError(/^Слово подтверждения/)).toBe('Введите слово «Удалить»');
    expect(api.calls('deleteOwnerSelf')).toHaveLength(0);

    await user.clear(input);
    await user.type(input, 'Удалить');
    await user.click(within(form).getByRole('button', { name: 'Удалить аккаунт навсегда' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/owner/login'));
    expect(api.calls('deleteOwnerSelf')[0]?.body).toEqual({ confirmation: 'Удалить', ln: 'ru' });
    expect(credentialsStore.get('owner')).toBeNull();
    expect(credentialsStore.get('owner-mobile')).not.toBeNull();
    expect((await screen.findByTestId('account-deleted')).textContent).toContain('Ваш аккаунт и все его данные удалены');
  });

  it('takes the English word in English', async () => {
    const { api, user } = await openOwner('/owner/dashboard', { deleteOwnerSelf: () => json(204), getOwnerSelf: () => ownerSelf({ ln: 'en' }) }, 'en');
    await user.click(await screen.findByRole('button', { name: 'Delete account' }));
    const form = await screen.findByTestId('delete-account-form');
    await user.type(within(form).getByRole('textbox'), 'Delete');
    await user.click(within(form).getByRole('button', { name: 'Delete the account for good' }));
    await waitFor(() => expect(api.calls('deleteOwnerSelf')[0]?.body).toEqual({ confirmation: 'Delete', ln: 'en' }));
  });

  it('offers the same account actions on the mobile settings pages', async () => {
    const { user } = await openOwner('/love-mobile/settings', { getOwnerSelf: () => ownerSelf({ status: 'unverified', email: 'love@example.com' }) });
    const settings = await screen.findByTestId('owner-settings');
    await waitFor(() => expect(within(settings).getByTestId('settings-email').textContent).toBe('love@example.com'));
    expect(within(settings).getByTestId('unverified-notice')).toBeTruthy();
    await user.click(within(settings).getByRole('button', { name: 'Сменить пароль' }));
    expect(await screen.findByTestId('change-password-form')).toBeTruthy();
    fireEvent.keyDown(screen.getByTestId('change-password-form'), { key: 'Escape' });
    await user.click(within(settings).getByRole('button', { name: 'Удалить аккаунт' }));
    expect(await screen.findByTestId('delete-account-form')).toBeTruthy();
  });
});
