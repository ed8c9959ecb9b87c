import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeApi, ownerSelf, type FakeRoutes } from '../../../test/fake-api';
import { renderApp, settled } from '../../../test/render-app';
import { anna, boris, couple, loveApi, loveProfile } from '../test-support';

// Each step waits on several answers and renders in turn; a busy machine may need more than a second.
configure({ asyncUtilTimeout: 4000 });

async function openPage(path: string, routes: FakeRoutes, language: 'ru' | 'en' = 'ru') {
  const api = createFakeApi(routes);
  const app = renderApp(path, { signedIn: ['love-mobile'], fetch: api.fetch, language });
  await settled(app.router);
  await waitFor(() => expect(app.realtime.live()).toHaveLength(1));
  return { ...app, api, user: userEvent.setup() };
}

const person = (name: string) => screen.getByRole('checkbox', { name: new RegExp(name) });
const runButton = () => screen.getByTestId('love-run') as HTMLButtonElement;

describe('love and friendship check', () => {
  it('offers two of the filled people, never a couple’s questionnaire, and runs once two are ticked', async () => {
    const { routes } = loveApi();
    const { user } = await openPage('/love-mobile/p2p', routes);
    const people = await screen.findByTestId('love-people');
    expect(within(people).getAllByRole('checkbox').map((box) => box.textContent)).toEqual([
      expect.stringContaining('Анна'),
      expect.stringContaining('Борис'),
      expect.stringContaining('Вера'),
    ]);
    expect(people.textContent).not.toContain('Лена');
    expect(runButton().disabled).toBe(true);
    expect(screen.getByTestId('love-needs-two').textContent).toContain('Отметьте двоих');

    await user.click(person('Анна'));
    await user.click(person('Борис'));
    await waitFor(() => expect(runButton().disabled).toBe(false));
    // A third waits until one of the two is let go.
    expect((person('Вера') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('love-people-full')).toBeTruthy();
    await user.click(person('Анна'));
    await user.click(person('Вера'));
    expect(person('Вера').getAttribute('aria-checked')).toBe('true');
    expect(person('Анна').getAttribute('aria-checked')).toBe('false');
  });

  it('checks a friendship: creates the pair in the order ticked, runs it as friendship and shows the result in friends’ words', async () => {
    const { routes } = loveApi();
    const { user, api, router, realtime } = await openPage('/love-mobile/p2p', routes);
    await screen.findByTestId('love-people');
    await user.click(screen.getByRole('radio', { name: 'Дружба' }));
    await waitFor(() => expect(router.state.location.search).toBe('?relation=friend'));
    await user.click(person('Борис'));
    await user.click(person('Анна'));
    await user.click(runButton());

    await waitFor(() => expect(router.state.location.pathname).toBe('/love-mobile/p2p/pair-1'));
    expect(new URLSearchParams(router.state.location.search).get('run')).toBe('run-1');
    expect(api.calls('createPair')[0]?.body).toEqual({ actors: ['p-2', 'p-1'] });
    expect(api.calls('runPair', { id: 'pair-1' })[0]?.body).toEqual({ type: 'friend' });

    await screen.findByTestId('pair-run-progress');
    act(() => realtime.send({ type: 'renderPair', payload: { ruid: 'run-1', pairId: 'pair-1', url: '/api/v1/scene/snapshots/run-1?key=first' } }));
    const result = await screen.findByTestId('love-result');
    expect(result.getAttribute('data-relation')).toBe('friend');
    expect(within(result).getByRole('heading', { level: 2 }).textContent).toBe('Борис и Анна');
    expect(within(result).getByText('Совместимость в дружбе')).toBeTruthy();
    expect(within(result).getByTestId('love-score-number').textContent).toBe('63');
    expect(within(result).getByTestId('love-score-band').textContent).toBe('Уровень: выше среднего');
    const oneWay = within(result).getByTestId('love-one-way');
    expect(oneWay.textContent).toContain('Борис71');
    expect(oneWay.textContent).toContain('Анна66');
    expect(within(result).getAllByTestId('pair-reason')[0]!.textContent).toContain('у обоих');
    expect(within(result).getByTestId('pair-timeline')).toBeTruthy();
    // The love site speaks of relationships only: the run's work scores stay out.
    expect(result.textContent).not.toMatch(/работ|руковод/i);
  });

  it('runs love by default, and reads a stored result as the relation it was run for', async () => {
    const { routes } = loveApi();
    // The account's language is the one the area shows.
    const { user, api, realtime } = await openPage('/love-mobile/p2p', { ...routes, getOwnerSelf: () => ownerSelf({ ln: 'en' }) }, 'en');
    await screen.findByTestId('love-people');
    expect(screen.getByRole('radio', { name: 'Love' })).toHaveProperty('checked', true);
    await user.click(person('Анна'));
    await user.click(person('Борис'));
    await user.click(screen.getByRole('button', { name: 'See compatibility' }));
    await waitFor(() => expect(api.calls('runPair')).toHaveLength(1));
    expect(api.calls('runPair')[0]?.body).toEqual({ type: 'love' });
    act(() => realtime.send({ type: 'renderPair', payload: { ruid: 'run-1', pairId: 'pair-1', url: '/api/v1/scene/snapshots/run-1?key=first' } }));
    const result = await screen.findByTestId('love-result');
    expect(within(result).getByText('Love compatibility')).toBeTruthy();
    expect(within(result).getByTestId('love-score-number').textContent).toBe('74');
    expect(result.textContent).not.toMatch(/\bwork\b|\blead/i);
  });

  it('starts with the person a questionnaire’s page sent here', async () => {
    const { routes } = loveApi();
    await openPage('/love-mobile/p2p?with=p-2', routes);
    await screen.findByTestId('love-people');
    expect(person('Борис').getAttribute('aria-checked')).toBe('true');
    expect(person('Анна').getAttribute('aria-checked')).toBe('false');
  });

  it('leads to the questionnaires while fewer than two are filled in', async () => {
    const { routes } = loveApi([anna, loveProfile('p-9', 'Ира', { state: 'ack_q', filled: false, completedAt: null }), couple]);
    await openPage('/love-mobile/p2p', routes);
    const needs = await screen.findByTestId('love-needs-people');
    expect(within(needs).getByRole('link', { name: 'К анкетам' }).getAttribute('href')).toBe('/love-mobile/profiles');
    expect(runButton().disabled).toBe(true);
  });

  it('shows an unverified account why the check is closed', async () => {
    const { routes } = loveApi();
    await openPage('/love-mobile/p2p', { ...routes, getOwnerSelf: () => ownerSelf({ status: 'unverified' }) });
    expect(await screen.findByTestId('dashboard-blocked')).toBeTruthy();
    expect(screen.queryByTestId('love-pair-form')).toBeNull();
  });

  it('says so when a pair of the address is gone', async () => {
    const { routes } = loveApi([anna, boris]);
    await openPage('/love-mobile/p2p/pair-9', routes);
    expect((await screen.findByTestId('love-pair-missing')).textContent).toContain('Такой пары нет');
  });
});
