import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ownerSelf } from '../../../test/fake-api';
import { renderApp, settled } from '../../../test/render-app';
import { aDetail, anna, attachedHidden, boris, profilesApi } from '../test-support';

describe('owner profiles: a profile page', () => {
  it('shows the header card and the answers by step in the language on screen', async () => {
    const api = profilesApi([anna]);
    const { router } = renderApp('/owner/profiles/p1', { signedIn: ['owner'], fetch: api.fetch });
    await settled(router);
    await screen.findByTestId('profile-page');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Анна Смирнова');
    const header = screen.getByTestId('profile-header');
    expect(header.textContent).toContain('34 года');
    expect(header.textContent).toContain('Женский');
    expect(header.textContent).toContain('anna@example.com');
    expect(header.textContent).toContain('+7 912 345-67-89');
    expect(within(header).getByTestId('profile-expertise').textContent).toContain('доступно по подписке');
    expect(header.querySelector('svg[data-avatar="female-21-35"]')).not.toBeNull();

    const steps = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(steps).toEqual(['О себе', 'Образование', 'Опыт', 'Семья']);
    const about = screen.getAllByTestId('profile-step-answers')[0]!;
    expect(about.textContent).toContain('ПолЖ');
    expect(about.textContent).toContain('Готовность к переездуТолько в пределах страны');
    const education = screen.getAllByTestId('profile-step-answers')[1]!;
    expect(education.textContent).toContain('Иностранные языкиАнглийский, Немецкий');
    expect(education.textContent).toContain('Магистратура');
    expect(education.textContent).toContain('Нет ответа');
  });

  it('says that an attached profile\'s owner hid its details', async () => {
    const api = profilesApi([attachedHidden], { getProfile: () => aDetail(attachedHidden, { answers: {}, questionnaire: null }) });
    const { router } = renderApp('/owner/profiles/p4', { signedIn: ['owner'], fetch: api.fetch });
    await settled(router);
    expect((await screen.findByTestId('profile-details-hidden')).textContent).toContain('Владелец профиля скрыл личные данные');
    expect(screen.queryByTestId('profile-answers')).toBeNull();
    expect(screen.getByTestId('profile-email').textContent).toContain('скрыто владельцем');
    expect(within(screen.getByTestId('profile-page-actions')).getAllByRole('button').map((button) => button.textContent)).toEqual(['Убрать из списка']);
  });

  it('offers the questionnaire link for a profile not filled yet', async () => {
    const api = profilesApi([boris]);
    const { router } = renderApp('/owner/profiles/p2', { signedIn: ['owner'], fetch: api.fetch });
    await settled(router);
    expect((await screen.findByTestId('profile-not-filled')).textContent).toContain('Анкета ещё не заполнена');
    await userEvent.setup().click(screen.getByTestId('profile-invitation-open'));
    const link = (await within(await screen.findByTestId('profile-dialog-invitation')).findByTestId('referral-link')) as HTMLInputElement;
    expect(link.value).toBe('http://localhost/profile-questionnaire?p=perma-boris');
  });

  it('leads back to the list from a profile that is not there, and after deleting one', async () => {
    const api = profilesApi([anna]);
    const { router } = renderApp('/owner/profiles/nope', { signedIn: ['owner'], fetch: api.fetch });
    await settled(router);
    const missing = await screen.findByTestId('profile-not-found');
    expect(missing.textContent).toContain('Анкета не найдена');
    const user = userEvent.setup();
    await user.click(within(missing).getByRole('link', { name: 'Все профили' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/owner/profiles'));

    await user.click(await screen.findByRole('link', { name: 'Анна Смирнова' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/owner/profiles/p1'));
    await user.click(within(await screen.findByTestId('profile-page-actions')).getByRole('button', { name: 'Удалить' }));
    await user.click(within(await screen.findByTestId('profile-dialog-remove')).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/owner/profiles'));
    expect(api.calls('deleteProfile', { id: 'p1' })).toHaveLength(1);
  });

  it('speaks English', async () => {
    // The account's language wins over the device's.
    const api = profilesApi([anna], { getOwnerSelf: () => ownerSelf({ ln: 'en' }) });
    const { router } = renderApp('/owner/profiles/p1', { signedIn: ['owner'], fetch: api.fetch, language: 'en' });
    await settled(router);
    await screen.findByTestId('profile-answers');
    expect(screen.getAllByRole('heading', { level: 3 })[0]!.textContent).toBe('About you');
    expect(screen.getAllByTestId('profile-step-answers')[0]!.textContent).toContain('Willing to relocateWithin the country only');
    expect(screen.getByTestId('profile-header').textContent).toContain('34 years');
  });
});
