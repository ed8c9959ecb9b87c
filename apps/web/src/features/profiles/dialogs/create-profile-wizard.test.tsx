import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Profile } from '@teamcast/contract';
import { describe, expect, it } from 'vitest';
import { failure, json } from '../../../test/fake-api';
import { fieldError } from '../../../test/form-helpers';
import { renderApp, settled } from '../../../test/render-app';
import { aProfile, profilesApi, unverifiedOwner } from '../test-support';

const created = aProfile({ _id: 'new', kind: 'short', isShort: true, firstName: 'Ирина', lastName: 'Котова', state: 'ack_q', filled: false, completedAt: null, permalink: 'perma-new' });

async function openWizard() {
  await userEvent.setup().click(await screen.findByTestId('profiles-create'));
  return screen.findByTestId('create-profile-dialog');
}

describe('owner profiles: the create wizard', () => {
  it('creates a short profile and hands out its questionnaire link', async () => {
    let answer: Response | null = failure(400, 'validation', { field: 'body.email', rule: 'email' });
    const api = profilesApi([], {
      createShortProfile: () => answer ?? json(201, created),
    });
    const { router } = renderApp('/owner/profiles', { signedIn: ['owner'], fetch: api.fetch });
    await settled(router);
    const dialog = await openWizard();
    const user = userEvent.setup();

    await user.click(within(dialog).getByRole('radio', { name: /Краткая анкета/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Далее' }));
    await user.type(within(dialog).getByLabelText('Имя'), 'Ирина');
    await user.type(within(dialog).getByLabelText('Фамилия'), 'Котова');
    await user.type(within(dialog).getByLabelText('Телефон'), 'abc');
    await user.click(within(dialog).getByRole('button', { name: 'Создать' }));
    expect(fieldError('Телефон')).toBe('Неверный формат телефонного номера');
    expect(api.calls('createShortProfile')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Телефон'));
    await user.type(within(dialog).getByLabelText('Email'), 'irina@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Создать' }));
    // The server's own check lands under the field it names.
    await waitFor(() => expect(fieldError('Email')).toBe('Неверный формат email'));

    answer = null;
    await user.click(within(dialog).getByRole('button', { name: 'Создать' }));
    const link = await within(dialog).findByTestId('referral-link');
    expect((link as HTMLInputElement).value).toBe('http://localhost/profile-questionnaire?p=perma-new');
    expect(api.calls('createShortProfile').at(-1)?.body).toEqual({
      firstName: 'Ирина',
      lastName: 'Котова',
      email: 'irina@example.com',
      hideDetails: false,
    });
    expect(api.calls('getProfileReferralId', { id: 'new' })).toHaveLength(1);

    await user.click(within(dialog).getByTestId('referral-link-copy'));
    expect(await within(dialog).findByText('Ссылка скопирована')).toBeTruthy();
  });

  it('explains that the invitation needs a name when none was given', async () => {
    const unnamed: Profile = { ...created, firstName: null, lastName: null };
    const api = profilesApi([], { createProfile: () => json(201, unnamed) });
    const { router } = renderApp('/owner/profiles', { signedIn: ['owner'], fetch: api.fetch });
    await settled(router);
    const dialog = await openWizard();
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Далее' }));
    await user.click(within(dialog).getByRole('button', { name: 'Создать' }));
    expect((await within(dialog).findByTestId('invitation-needs-name')).textContent).toBe('Чтобы отправить приглашение, сначала укажите имя');
    expect(api.calls('createProfile').at(-1)?.body).toEqual({ hideDetails: false });
    expect(api.requests.some((request) => request.path.includes('get-referral-id'))).toBe(false);
  });

  it('keeps an unverified owner from creating, saying why', async () => {
    const api = profilesApi([], { getOwnerSelf: () => unverifiedOwner() });
    const { router } = renderApp('/owner/profiles', { signedIn: ['owner'], fetch: api.fetch });
    await settled(router);
    expect((await screen.findByTestId('profiles-create-blocked')).textContent).toContain('Функционал недоступен - верифицируйте аккаунт');
    const button = screen.getByTestId('profiles-create');
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.getAttribute('aria-describedby')).toBe('profiles-create-blocked');
  });

  it('shows the server refusing an unverified owner', async () => {
    const api = profilesApi([], { createProfile: () => failure(403, 'account_unverified') });
    const { router } = renderApp('/owner/profiles', { signedIn: ['owner'], fetch: api.fetch });
    await settled(router);
    const dialog = await openWizard();
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Далее' }));
    await user.click(within(dialog).getByRole('button', { name: 'Создать' }));
    expect((await within(dialog).findByTestId('form-alert')).textContent).toBe('Функционал недоступен - верифицируйте аккаунт');
  });
});
