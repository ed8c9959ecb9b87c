import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeApi, failure } from '../../../test/fake-api';
import { renderApp, settled } from '../../../test/render-app';
import { aDetail, aProfile, aShared } from '../test-support';


describe('a profile opened from its share link', () => {
  it('shows what its owner lets others see and offers a guest to sign in to add it', async () => {
    const api = createFakeApi({ getSharedProfile: aShared({ lastName: null, detailsHidden: true, answers: {}, questionnaire: null }) });
    const { router } = renderApp('/owner/link/share-anna', { fetch: api.fetch });
    await settled(router);
    expect((await screen.findByTestId('shared-profile')).textContent).toContain('Анна');
    expect(screen.getByTestId('shared-details-hidden').textContent).toContain('Владелец профиля скрыл личные данные');
    expect(screen.queryByTestId('profile-answers')).toBeNull();
    const signIn = screen.getByTestId('attach-sign-in');
    expect(signIn.getAttribute('href')).toBe('/owner/login?next=%2Fowner%2Flink%2Fshare-anna');
    expect(api.requests.some((request) => request.path.includes('check-attach'))).toBe(false);
  });

  it('shows the answers of a profile whose details are not hidden', async () => {
    const api = createFakeApi({ getSharedProfile: aShared() });
    const { router } = renderApp('/owner/link/share-anna', { fetch: api.fetch });
    await settled(router);
    expect((await screen.findByTestId('profile-answers')).textContent).toContain('Только в пределах страны');
  });

  it('adds the profile to a signed-in owner\'s list and opens it there', async () => {
    const attached = aProfile({ _id: 'p7', attached: true, permalink: null });
    const api = createFakeApi({
      getSharedProfile: aShared(),
      checkAttachProfile: { canAttach: true, reason: null, profileId: null },
      attachProfile: attached,
      getProfile: aDetail(attached),
    });
    const { router } = renderApp('/owner/link/share-anna', { signedIn: ['owner'], fetch: api.fetch });
    await settled(router);
    const button = await screen.findByTestId('attach-profile');
    await waitFor(() => expect(button.hasAttribute('data-loading')).toBe(false));
    await userEvent.setup().click(button);
    await waitFor(() => expect(router.state.location.pathname).toBe('/owner/profiles/p7'));
    expect(api.calls('attachProfile', { id: 'share-anna' })).toHaveLength(1);
  });

  it('says why a profile cannot be added, with a way to the copy already in the list', async () => {
    const api = createFakeApi({
      getSharedProfile: aShared(),
      checkAttachProfile: { canAttach: false, reason: 'attached', profileId: 'p7' },
    });
    const { router } = renderApp('/owner-mobile/link/share-anna', { signedIn: ['owner-mobile'], fetch: api.fetch });
    await settled(router);
    const reason = await screen.findByTestId('attach-reason');
    expect(reason.textContent).toContain('Этот профиль уже есть в вашем списке.');
    expect(screen.getByRole('link', { name: 'Открыть в моих профилях' }).getAttribute('href')).toBe('/owner-mobile/profiles/p7');
    const button = screen.getByTestId('attach-profile');
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.getAttribute('aria-describedby')).toBe('attach-reason');
  });

  it('says when the link leads to a deleted profile', async () => {
    const api = createFakeApi({ getSharedProfile: () => failure(404, 'profile_deleted') });
    const { router } = renderApp('/owner/link/gone', { fetch: api.fetch });
    await settled(router);
    const missing = await screen.findByTestId('shared-profile-missing');
    expect(missing.textContent).toContain('Анкета удалена');
    expect(missing.textContent).toContain('Проверьте ссылку или обратитесь к её владельцу.');
  });
});
