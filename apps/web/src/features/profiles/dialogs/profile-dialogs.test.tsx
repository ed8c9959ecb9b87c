import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, ownerSelf } from '../../../test/fake-api';
import { renderApp, settled } from '../../../test/render-app';
import { aProfile, anna, attachedHidden, nameless, profilesApi } from '../test-support';

/**
 * A menu hides itself when its button is off screen, and without layout every element of the test
 * page has no size: its items are found among hidden elements (only the open menu is in the page).
 */
const findMenuItem = (name: string) => screen.findByRole('menuitem', { name, hidden: true });

async function rowAction(user: ReturnType<typeof userEvent.setup>, name: string, action: string) {
  await user.click(await screen.findByRole('button', { name: `Действия с профилем «${name}»` }));
  await user.click(await findMenuItem(action));
}

describe('owner profiles: row actions and their dialogs', () => {
  it('asks for a first name before the invitation, saves it, then shows the link', async () => {
    const api = profilesApi([nameless]);
    const { router } = renderApp('/owner/profiles', { signedIn: ['owner'], fetch: api.fetch });
    await settled(router);
    const user = userEvent.setup();
    await rowAction(user, 'Без имени', 'Ссылка на анкету');
    const dialog = await screen.findByTestId('profile-dialog-invitation');
    expect(within(dialog).getByTestId('invitation-needs-name').textContent).toBe('Чтобы отправить приглашение, сначала укажите имя');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить и получить ссылку' }));
    expect(within(dialog).getByText('Обязательное поле')).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/^Имя/), 'Глеб');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить и получить ссылку' }));
    const link = (await within(dialog).findByTestId('referral-link')) as HTMLInputElement;
    expect(link.value).toBe('http://localhost/profile-questionnaire?p=perma-nameless');
    expect(api.calls('updateProfile', { id: 'p3' })[0]?.body).toEqual({ firstName: 'Глеб' });
    // The list reads the profile again with its new name.
    await waitFor(() => expect(screen.getByTestId('profile-row').textContent).toContain('Глеб'));
  });

  it('deletes a profile after a confirmation naming it', async () => {
    const api = profilesApi([anna]);
    const { router } = renderApp('/owner/profiles', { signedIn: ['owner'], fetch: api.fetch });
    await settled(router);
    const user = userEvent.setup();
    await rowAction(user, 'Анна Смирнова', 'Удалить');
    const dialog = await screen.findByTestId('profile-dialog-remove');
    expect(dialog.textContent).toContain('Удалить профиль «Анна Смирнова»?');
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(api.calls('deleteProfile', { id: 'p1' })).toHaveLength(0);

    await rowAction(user, 'Анна Смирнова', 'Удалить');
    await user.click(within(await screen.findByTestId('profile-dialog-remove')).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(api.calls('deleteProfile', { id: 'p1' })).toHaveLength(1));
    expect(await screen.findByText('Профиль «Анна Смирнова» удалён')).toBeTruthy();
    expect((await screen.findByTestId('profiles-empty')).textContent).toContain('Профилей пока нет');
  });

  it('only takes an attached profile off the list, and offers nothing else for it', async () => {
    const api = profilesApi([attachedHidden]);
    const { router } = renderApp('/owner/profiles', { signedIn: ['owner'], fetch: api.fetch });
    await settled(router);
    const user = userEvent.setup();
    const row = await screen.findByTestId('profile-row');
    expect(row.textContent).toContain('скрыто владельцем');
    await user.click(within(row).getByRole('button', { name: 'Действия с профилем «Вера»' }));
    const items = (await screen.findAllByRole('menuitem', { hidden: true })).map((item) => item.textContent);
    expect(items).toEqual(['Открыть', 'Убрать из списка']);
    await user.click(await findMenuItem('Убрать из списка'));
    const dialog = await screen.findByTestId('profile-dialog-remove');
    expect(dialog.textContent).toContain('Профиль останется у его владельца');
    await user.click(within(dialog).getByRole('button', { name: 'Убрать из списка' }));
    await waitFor(() => expect(api.calls('detachProfile', { id: 'p4' })).toHaveLength(1));
    expect(api.requests.some((request) => request.method === 'DELETE')).toBe(false);
  });

  it('edits the details and shares the link', async () => {
    const api = profilesApi([anna]);
    const { router } = renderApp('/owner/profiles', { signedIn: ['owner'], fetch: api.fetch });
    await settled(router);
    const user = userEvent.setup();
    await rowAction(user, 'Анна Смирнова', 'Изменить');
    const edit = await screen.findByTestId('profile-dialog-edit');
    await user.clear(within(edit).getByLabelText('Телефон'));
    await user.clear(within(edit).getByLabelText('Должность'));
    await user.type(within(edit).getByLabelText('Должность'), 'Ведущий аналитик');
    await user.click(within(edit).getByRole('switch', { name: /Скрыть личные данные/ }));
    await user.click(within(edit).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(api.calls('updateProfile', { id: 'p1' })[0]?.body).toEqual({
        firstName: 'Анна',
        lastName: 'Смирнова',
        position: 'Ведущий аналитик',
        email: 'anna@example.com',
        phone: '',
        hideDetails: true,
      }),
    );
    await waitFor(() => expect(screen.getByTestId('profile-row').textContent).toContain('Ведущий аналитик'));

    await rowAction(user, 'Анна Смирнова', 'Поделиться');
    const share = await screen.findByTestId('profile-dialog-share');
    expect(((await within(share).findByTestId('share-link')) as HTMLInputElement).value).toBe('http://localhost/owner/link/share-p1');
    expect(within(share).getByTestId('share-hidden-note')).toBeTruthy();
  });

  it.each([
    { language: 'ru' as const, menu: 'Действия с профилем «Анна Смирнова»', edit: 'Изменить', firstName: /^Имя/, save: 'Сохранить', required: 'Обязательное поле' },
    { language: 'en' as const, menu: 'Actions for the profile "Анна Смирнова"', edit: 'Edit', firstName: /^First name/, save: 'Save', required: 'Mandatory field' },
  ])('keeps the edit open and says, in $language, that a named profile needs its first name', async (texts) => {
    const api = profilesApi([anna], { getOwnerSelf: () => ownerSelf({ ln: texts.language }) });
    const { router } = renderApp('/owner/profiles', { signedIn: ['owner'], fetch: api.fetch, language: texts.language });
    await settled(router);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: texts.menu }));
    await user.click(await findMenuItem(texts.edit));
    const edit = await screen.findByTestId('profile-dialog-edit');
    await user.clear(within(edit).getByLabelText(texts.firstName));
    await user.click(within(edit).getByRole('button', { name: texts.save }));
    expect(await within(edit).findByText(texts.required)).toBeTruthy();
    expect(screen.getByTestId('profile-dialog-edit')).toBe(edit);
    expect(api.calls('updateProfile', { id: 'p1' })).toHaveLength(0);
  });

  it('shows the server\'s refusal of a first name under the field, and stays open', async () => {
    const api = profilesApi([anna], { updateProfile: () => failure(400, 'validation', { field: 'firstName', rule: 'required' }) });
    const { router } = renderApp('/owner/profiles', { signedIn: ['owner'], fetch: api.fetch });
    await settled(router);
    const user = userEvent.setup();
    await rowAction(user, 'Анна Смирнова', 'Изменить');
    const edit = await screen.findByTestId('profile-dialog-edit');
    await user.type(within(edit).getByLabelText('Должность'), ' 2');
    await user.click(within(edit).getByRole('button', { name: 'Сохранить' }));
    expect(await within(edit).findByText('Обязательное поле')).toBeTruthy();
    expect(screen.getByTestId('profile-dialog-edit')).toBe(edit);
  });

  it('marks a filled profile as the owner\'s own after the server agrees', async () => {
    const api = profilesApi([anna], {
      checkUpendProfile: { canUpend: true, reason: null, currentMainProfileId: 'p9' },
      upendProfile: () => aProfile({ isMain: true }),
    });
    const { router } = renderApp('/owner/profiles', { signedIn: ['owner'], fetch: api.fetch });
    await settled(router);
    const user = userEvent.setup();
    await rowAction(user, 'Анна Смирнова', 'Это я');
    const dialog = await screen.findByTestId('profile-dialog-upend');
    expect((await within(dialog).findByTestId('upend-profile')).textContent).toContain('Он заменит профиль, который сейчас отмечен как ваш.');
    await user.click(within(dialog).getByRole('button', { name: 'Да, это я' }));
    await waitFor(() => expect(api.calls('upendProfile', { id: 'p1' })).toHaveLength(1));
  });
});
