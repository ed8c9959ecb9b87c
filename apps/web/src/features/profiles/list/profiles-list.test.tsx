import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, settled } from '../../../test/render-app';
import { aList, aProfile, anna, boris, lastListQuery, profilesApi } from '../test-support';

const list = '/owner/profiles';

describe('owner profiles: the list', () => {
  it('shows the spec columns, the counts of each filter and the subscription hint for expertise', async () => {
    const api = profilesApi([anna, boris]);
    const { router } = renderApp(list, { signedIn: ['owner'], fetch: api.fetch });
    await settled(router);
    const rows = await screen.findAllByTestId('profile-row');
    expect(rows).toHaveLength(2);
    const first = rows[0]!;
    expect(first.textContent).toContain('Анна Смирнова');
    expect(first.textContent).toContain('Аналитик');
    expect(first.textContent).toContain('34');
    expect(first.textContent).toContain('anna@example.com');
    expect(first.textContent).toContain('01.03.2026');
    expect(within(first).getByTestId('profile-state').textContent).toBe('Заполнен');
    expect(within(rows[1]!).getByTestId('profile-state').textContent).toBe('Не заполнен');
    expect(within(first).getByRole('link', { name: 'Открыть профиль «Анна Смирнова»' }).getAttribute('href')).toBe('/owner/profiles/p1');
    expect(screen.getByTestId('count-all').textContent).toBe('2');
    expect(screen.getByTestId('count-empty').textContent).toBe('1');
    expect(screen.getByTestId('count-approved').textContent).toBe('1');
    expect(screen.getByTestId('expertise-locked').textContent).toBe('доступно по подписке');
    expect(lastListQuery(api).toString()).toBe('filter=all&sort=createdAt&order=desc&limit=20&offset=0');
  });

  it('filters, sorts by a column header and searches, keeping all of it in the address', async () => {
    const api = profilesApi([anna, boris]);
    const { router } = renderApp(list, { signedIn: ['owner'], fetch: api.fetch });
    await settled(router);
    await screen.findAllByTestId('profile-row');
    const user = userEvent.setup();

    await user.click(screen.getByRole('radio', { name: /Не заполнены/ }));
    await waitFor(() => expect(lastListQuery(api).get('filter')).toBe('empty'));

    const nameHeader = screen.getByRole('columnheader', { name: /Имя/ });
    expect(nameHeader.getAttribute('aria-sort')).toBe('none');
    await user.click(within(nameHeader).getByRole('button'));
    await waitFor(() => expect(lastListQuery(api).get('sort')).toBe('name'));
    expect(lastListQuery(api).get('order')).toBe('asc');
    expect(screen.getByRole('columnheader', { name: /Имя/ }).getAttribute('aria-sort')).toBe('ascending');
    await user.click(within(screen.getByRole('columnheader', { name: /Имя/ })).getByRole('button'));
    await waitFor(() => expect(lastListQuery(api).get('order')).toBe('desc'));

    await user.click(screen.getByRole('button', { name: 'Поиск по профилям' }));
    await user.type(screen.getByRole('searchbox', { name: 'Поиск по имени, email или должности' }), 'анна');
    await waitFor(() => expect(lastListQuery(api).get('search')).toBe('анна'));
    expect(lastListQuery(api).get('filter')).toBe('empty');
    expect(router.state.location.search).toBe('?filter=empty&q=%D0%B0%D0%BD%D0%BD%D0%B0&sort=name&order=desc');

    await user.keyboard('{Escape}');
    // The list without a search was asked for before: it comes back from the cache.
    await waitFor(() => expect(router.state.location.search).toBe('?filter=empty&sort=name&order=desc'));
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Поиск по профилям');
  });

  it('opens with the filter, search, order and page of its address', async () => {
    const many = Array.from({ length: 45 }, (_, index) => aProfile({ _id: `p${index}`, firstName: `Имя${index}` }));
    const api = profilesApi([], { listProfiles: () => ({ ...aList(many.slice(20, 40)), total: 45 }) });
    const { router } = renderApp(`${list}?filter=approved&q=Имя&sort=completedAt&order=asc&page=2`, { signedIn: ['owner'], fetch: api.fetch });
    await settled(router);
    await screen.findAllByTestId('profile-row');
    expect(lastListQuery(api).toString()).toBe('filter=approved&search=%D0%98%D0%BC%D1%8F&sort=completedAt&order=asc&limit=20&offset=20');
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('Имя');
    expect(screen.getByRole('columnheader', { name: /Заполнен/ }).getAttribute('aria-sort')).toBe('ascending');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Страница 3' }));
    await waitFor(() => expect(lastListQuery(api).get('offset')).toBe('40'));
    expect(router.state.location.search).toContain('page=3');
  });

  it('says why the list is empty: no profiles, a filter, or a search', async () => {
    const api = profilesApi([]);
    const { router } = renderApp(list, { signedIn: ['owner'], fetch: api.fetch });
    await settled(router);
    expect((await screen.findByTestId('profiles-empty')).textContent).toContain('Профилей пока нет');
    await userEvent.setup().click(screen.getByRole('radio', { name: /Заполнены/ }));
    await waitFor(() => expect(screen.getByTestId('profiles-empty').textContent).toContain('Заполненных профилей пока нет'));

    router.dispose();
    const searched = renderApp(`${list}?q=zzz`, { signedIn: ['owner'], fetch: profilesApi([]).fetch });
    await settled(searched.router);
    await waitFor(() => expect(screen.getAllByTestId('profiles-empty').at(-1)!.textContent).toContain('По запросу «zzz» профилей нет'));
  });

  it('shows expertise and grade where the owner may see them', async () => {
    const api = profilesApi([aProfile({ expertise: 71.6, grade: 'middle_plus' })]);
    const { router } = renderApp(list, { signedIn: ['owner'], fetch: api.fetch });
    await settled(router);
    const row = await screen.findByTestId('profile-row');
    expect(row.textContent).toContain('72');
    expect(row.textContent).toContain('Middle+');
    expect(screen.queryByTestId('expertise-locked')).toBeNull();
    expect(screen.getByRole('columnheader', { name: /Экспертность/ }).getAttribute('aria-sort')).toBe('none');
  });
});
