import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/fake-api';
import { renderApp, settled } from '../../../test/render-app';
import { aProfile, anna, boris, lastListQuery, profilesApi } from '../test-support';

describe('profiles in the mobile areas', () => {
  it('lists profiles as cards that open the profile in the mobile owner area', async () => {
    const api = profilesApi([anna, boris]);
    const { router } = renderApp('/owner-mobile/profiles', { signedIn: ['owner-mobile'], fetch: api.fetch });
    await settled(router);
    const cards = await screen.findAllByTestId('profile-card');
    expect(screen.queryByTestId('profiles-table')).toBeNull();
    expect(cards.map((card) => within(card).getAllByRole('link')[0]!.getAttribute('href'))).toEqual(['/owner-mobile/profiles/p1', '/owner-mobile/profiles/p2']);
    expect(cards[0]!.textContent).toContain('Аналитик · 34 года');
    // Touch-sized controls: the actions button is Mantine's xl (44px).
    expect(within(cards[0]!).getByTestId('profile-actions').getAttribute('data-size')).toBe('xl');

    await userEvent.setup().selectOptions(screen.getByLabelText('Порядок'), 'По имени');
    await waitFor(() => expect(lastListQuery(api).get('sort')).toBe('name'));
    expect(lastListQuery(api).get('order')).toBe('asc');

    await userEvent.setup().click(within(cards[0]!).getAllByRole('link')[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/owner-mobile/profiles/p1'));
    expect((await screen.findByTestId('profile-page')).textContent).toContain('Анна Смирнова');
  });

  it('creates a couple questionnaire in the love area', async () => {
    const couple = aProfile({ _id: 'c1', kind: 'couple', firstName: 'Лена', lastName: null, state: 'ack_q', filled: false, completedAt: null, permalink: 'perma-c1' });
    const api = profilesApi([], { createLoveProfile: () => json(201, couple) });
    const { router } = renderApp('/love-mobile/profiles', { signedIn: ['love-mobile'], fetch: api.fetch });
    await settled(router);
    const user = userEvent.setup();
    // The love area asks only which questionnaire and a first name: nothing about work.
    await user.click(await screen.findByTestId('love-profiles-create-empty'));
    const dialog = await screen.findByTestId('love-create-form');
    expect(within(dialog).getAllByRole('radio')).toHaveLength(2);
    await user.click(within(dialog).getByTestId('love-create-kind-couple'));
    await user.type(within(dialog).getByRole('textbox'), 'Лена');
    await user.click(within(dialog).getByTestId('love-create-submit'));
    await screen.findByTestId('love-questionnaire-link');
    expect(api.calls('createLoveProfile')[0]?.body).toEqual({ firstName: 'Лена', couple: true });
  });
});
