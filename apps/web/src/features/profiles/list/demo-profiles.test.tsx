import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, type FakeRequest } from '../../../test/fake-api';
import { renderApp, settled } from '../../../test/render-app';
import { aDetail, aProfile, anna, profilesApi } from '../test-support';

// The first render of a test file loads the owner area's code, which a busy machine may take seconds for.
const firstRender = { timeout: 15_000 };

const demo = aProfile({ _id: 'd1', firstName: 'Дмитрий', lastName: 'Козлов', isDemo: true });

/** An owner whose demo profiles are shown until the switch hides them; the list follows the setting. */
function demoApi() {
  let hidden: boolean | null = null;
  const api = profilesApi([demo, anna], {
    getOwnerData: ({ params }: FakeRequest) =>
      params.key === 'tutorial'
        ? { key: 'tutorial', data: { steps: { profiles: true } } }
        : params.key === 'demoProfiles' && hidden !== null
          ? { key: 'demoProfiles', data: { hidden } }
          : failure(404, 'not_found'),
    saveOwnerData: ({ body }: FakeRequest) => {
      const saved = body as { key: string; data: { hidden: boolean } };
      hidden = saved.data.hidden;
      return saved;
    },
    listProfiles: () => {
      const items = [demo, anna].filter((profile) => !(hidden && profile.isDemo));
      return { items, total: items.length, counts: { all: items.length, empty: 0, approved: items.length } };
    },
    getProfile: () => aDetail(demo),
  });
  return { ...api, hidden: () => hidden };
}

describe('owner profiles: demo profiles', () => {
  it('are marked as demo in the list, and the switch hides and shows them again', async () => {
    const api = demoApi();
    const { router } = renderApp('/owner/profiles', { signedIn: ['owner'], fetch: api.fetch });
    await settled(router);
    const rows = await screen.findAllByTestId('profile-row', {}, firstRender);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByTestId('demo-badge').textContent).toBe('Демо');
    expect(within(rows[1]!).queryByTestId('demo-badge')).toBeNull();

    const toggle = screen.getByRole('switch', { name: /^Показывать демо-профили/ });
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(true));
    const user = userEvent.setup();
    await user.click(toggle);
    await waitFor(() => expect(screen.getAllByTestId('profile-row')).toHaveLength(1));
    expect(api.hidden()).toBe(true);
    expect((screen.getByRole('switch', { name: /^Показывать демо-профили/ }) as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByTestId('demo-badge')).toBeNull();

    await user.click(screen.getByRole('switch', { name: /^Показывать демо-профили/ }));
    await waitFor(() => expect(screen.getAllByTestId('profile-row')).toHaveLength(2));
    expect(api.hidden()).toBe(false);
  });

  it('are marked as demo on the profile page', async () => {
    const api = demoApi();
    const { router } = renderApp('/owner/profiles/d1', { signedIn: ['owner'], fetch: api.fetch });
    await settled(router);
    expect((await screen.findByTestId('demo-badge', {}, firstRender)).textContent).toBe('Демо');
  });
});
