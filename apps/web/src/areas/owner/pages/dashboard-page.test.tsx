import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeApi, failure, ownerSelf, ownerWithTools, type FakeRoutes } from '../../../test/fake-api';
import { renderApp, settled } from '../../../test/render-app';

async function openDashboard(routes: FakeRoutes = {}, language: 'ru' | 'en' = 'ru') {
  const api = createFakeApi(routes);
  const app = renderApp('/owner/dashboard', { signedIn: ['owner'], fetch: api.fetch, language });
  await settled(app.router);
  await screen.findByTestId('dashboard-tools');
  return { ...app, api, user: userEvent.setup() };
}

const history = [
  { id: 'run-3', type: 'compare' as const, title: 'Продажи / Маркетинг', actors: [], scenes: ['team-1', 'team-2'], createdAt: '2026-03-03T10:00:00.000Z' },
  { id: 'run-2', type: 'team' as const, title: 'Продажи', actors: ['p-1', 'p-2', 'p-3'], scenes: ['team-1'], createdAt: '2026-03-02T10:00:00.000Z' },
  { id: 'run-1', type: 'pair' as const, title: 'Анна и Борис', actors: ['p-1', 'p-2'], scenes: ['pair-1'], createdAt: '2026-03-01T10:00:00.000Z' },
];

/** No training progress kept: a new owner. */
const newOwner: FakeRoutes = {
  getOwnerData: () => failure(404, 'not_found'),
  saveOwnerData: ({ body }) => body as { key: string; data: unknown },
};

describe('the owner dashboard', () => {
  it('shows a card for each tool, linking to it, the director monitor among them', async () => {
    const { router, user } = await openDashboard({ getOwnerSelf: () => ownerWithTools() });
    expect(screen.getByRole('heading', { level: 1, name: 'Главная' })).toBeTruthy();
    const linkOf = (testId: string) => within(screen.getByTestId(testId)).getByRole('link');
    expect(linkOf('tool-p2p').getAttribute('href')).toBe('/owner/dashboard/p2p');
    expect(linkOf('tool-p2p').textContent).toBe('Проверить пару');
    expect(linkOf('tool-team-check').getAttribute('href')).toBe('/owner/dashboard/team');
    expect(linkOf('tool-simulator').getAttribute('href')).toBe('/owner/teams');
    expect(linkOf('tool-compare-teams').getAttribute('href')).toBe('/owner/dashboard/compare-teams');

    const monitor = screen.getByTestId('tool-monitor');
    expect(within(monitor).getByRole('heading', { name: 'Монитор директора' })).toBeTruthy();
    expect(monitor.textContent).not.toContain('В разработке');
    expect(linkOf('tool-monitor').textContent).toBe('Открыть монитор');
    await user.click(linkOf('tool-monitor'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/owner/monitor'));
  });

  it('locks the team tools a new owner’s plan does not open, naming the tier, and keeps the pair check open', async () => {
    const { user } = await openDashboard();
    expect(within(screen.getByTestId('tool-p2p')).getByRole('link').getAttribute('href')).toBe('/owner/dashboard/p2p');
    const reasons = {
      'tool-team-check': 'Доступно в тарифе «Команды»',
      'tool-simulator': 'Доступно в тарифе «Команды»',
      'tool-monitor': 'Доступно в тарифе «Монитор»',
      'tool-compare-teams': 'Доступно в тарифе «Симулятор Про»',
    };
    for (const [testId, reason] of Object.entries(reasons)) {
      const card = screen.getByTestId(testId);
      expect(within(card).queryByRole('link')).toBeNull();
      expect(within(card).getByTestId('tool-locked').textContent).toContain(reason);
      expect(within(card).getByRole('button', { name: 'Подключить тариф' })).toBeTruthy();
    }

    await user.click(within(screen.getByTestId('tool-compare-teams')).getByRole('button', { name: 'Подключить тариф' }));
    const dialog = await screen.findByRole('dialog', { name: 'Тарифы' });
    expect(within(dialog).getByTestId('plans-reason').textContent).toBe('«Сравнение команд» открывается в тарифе «Симулятор Про».');
    // The tier that opens the tool is the one the dialog points at.
    expect((await within(dialog).findByTestId('plan-simulatorPro')).getAttribute('aria-current')).toBe('true');
    expect(within(dialog).getByTestId('plan-teams').getAttribute('aria-current')).toBeNull();
  });

  it('opens the team tools when the owner’s rules allow them, and the comparison only with its own rule', async () => {
    const teamsOnly = ownerSelf({ accessRules: { needVerify: false, allowTeams: true, allowScene: true, allowCreateTeams: false, allowCompareTeams: false, allowMonitor: false } });
    await openDashboard({ getOwnerSelf: () => teamsOnly });
    expect(within(screen.getByTestId('tool-team-check')).getByRole('link').getAttribute('href')).toBe('/owner/dashboard/team');
    expect(within(screen.getByTestId('tool-simulator')).getByRole('link').getAttribute('href')).toBe('/owner/teams');
    expect(within(screen.getByTestId('tool-compare-teams')).queryByRole('link')).toBeNull();
    expect(within(screen.getByTestId('tool-monitor')).queryByRole('link')).toBeNull();
    expect(screen.getAllByTestId('tool-locked')).toHaveLength(2);
  });

  it('opens the monitor with the monitor’s own rule, without the comparison', async () => {
    const monitorOnly = ownerSelf({ accessRules: { needVerify: false, allowTeams: true, allowScene: false, allowCreateTeams: false, allowCompareTeams: false, allowMonitor: true } });
    await openDashboard({ getOwnerSelf: () => monitorOnly });
    expect(within(screen.getByTestId('tool-monitor')).getByRole('link').getAttribute('href')).toBe('/owner/monitor');
    expect(within(screen.getByTestId('tool-compare-teams')).queryByRole('link')).toBeNull();
  });

  it('sends a new owner from the monitor’s lock to the Monitor plan', async () => {
    const { user } = await openDashboard();
    await user.click(within(screen.getByTestId('tool-monitor')).getByRole('button', { name: 'Подключить тариф' }));
    const dialog = await screen.findByRole('dialog', { name: 'Тарифы' });
    expect(within(dialog).getByTestId('plans-reason').textContent).toBe('«Монитор директора» открывается в тарифе «Монитор».');
  });

  it('waits for the history and counters from the gateway, then shows them and follows the pushes after each run', async () => {
    const { realtime } = await openDashboard();
    expect(screen.getByTestId('history-loading')).toBeTruthy();

    act(() => realtime.send({ type: 'syncHistory', payload: { items: [] } }));
    act(() => realtime.send({ type: 'integralStats', payload: { p2p: 0, team: 0 } }));
    expect((await screen.findByTestId('history-empty')).textContent).toContain('Пока пусто');
    await waitFor(() => expect(screen.getByTestId('counter-p2p').textContent).toBe('0'));

    act(() => realtime.send({ type: 'syncHistory', payload: { items: history } }));
    act(() => realtime.send({ type: 'integralStats', payload: { p2p: 4, team: 2 } }));
    const rows = await screen.findAllByTestId('history-item');
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual(['Продажи / Маркетинг', 'Продажи', 'Анна и Борис']);
    expect(rows.map((row) => within(row).getByRole('link').getAttribute('href'))).toEqual([
      '/owner/dashboard/compare-teams/run-3',
      '/owner/dashboard/team/team-1',
      '/owner/dashboard/p2p/pair-1',
    ]);
    expect(rows[0]!.textContent).toContain('Сравнение команд');
    expect(rows[2]!.textContent).toContain('Пара');
    expect(screen.getByTestId('counter-p2p').textContent).toBe('4');
    expect(screen.getByTestId('counter-team').textContent).toBe('2');
  });

  it('opens a run’s result from the history', async () => {
    const { realtime, router, user } = await openDashboard();
    act(() => realtime.send({ type: 'syncHistory', payload: { items: history } }));
    await user.click(await screen.findByRole('link', { name: 'Анна и Борис' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/owner/dashboard/p2p/pair-1'));
  });

  it('keeps the history received on another page for when the dashboard opens', async () => {
    const api = createFakeApi();
    const app = renderApp('/owner/profiles', { signedIn: ['owner'], fetch: api.fetch });
    await settled(app.router);
    await waitFor(() => expect(app.realtime.live()).toHaveLength(1));
    act(() => app.realtime.send({ type: 'syncHistory', payload: { items: history.slice(2) } }));
    await act(() => app.router.navigate('/owner/dashboard'));
    expect((await screen.findAllByTestId('history-item')).map((row) => row.textContent)).toEqual([expect.stringContaining('Анна и Борис')]);
  });

  it('shows the training once to a new owner and remembers it with the account', async () => {
    let kept: unknown = null;
    const routes: FakeRoutes = {
      getOwnerData: () => (kept ? { key: 'tutorial', data: kept } : failure(404, 'not_found')),
      saveOwnerData: ({ body }) => {
        kept = (body as { data: unknown }).data;
        return body as { key: string; data: unknown };
      },
    };
    const first = await openDashboard(routes);
    const dialog = await screen.findByRole('dialog', { name: 'Обучение' });
    expect(within(dialog).getByRole('heading', { name: 'Начните с профилей' })).toBeTruthy();
    expect(within(dialog).getByText('Шаг 1 из 6')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Назад' }) as HTMLButtonElement).disabled).toBe(true);
    for (let step = 2; step <= 6; step++) {
      await first.user.click(within(dialog).getByRole('button', { name: 'Далее' }));
      expect(within(dialog).getByText(`Шаг ${step} из 6`)).toBeTruthy();
    }
    expect(within(dialog).getByRole('heading', { name: 'Сравнение команд' })).toBeTruthy();
    await first.user.click(within(dialog).getByRole('button', { name: 'Готово' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(first.api.calls('saveOwnerData').map((call) => call.body)).toEqual([
      { key: 'tutorial', data: { steps: { profiles: true, p2p: true, teamCheck: true, simulator: true, monitor: true, compareTeams: true } } },
    ]);

    // Back on the dashboard in this tab: not offered again.
    await act(() => first.router.navigate('/owner/profiles'));
    await act(() => first.router.navigate('/owner/dashboard'));
    await screen.findByTestId('dashboard-tools');
    expect(screen.queryByRole('dialog')).toBeNull();
    first.unmount();

    // Nor on another device: the account remembers it.
    const second = await openDashboard(routes);
    await waitFor(() => expect(second.api.calls('getOwnerData', { key: 'tutorial' })).toHaveLength(1));
    await settled(second.router);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('remembers the steps seen when the training is skipped', async () => {
    const { api, user } = await openDashboard(newOwner);
    const dialog = await screen.findByRole('dialog', { name: 'Обучение' });
    await user.click(within(dialog).getByRole('button', { name: 'Далее' }));
    await user.click(within(dialog).getByRole('button', { name: 'Пропустить' }));
    await waitFor(() => expect(api.calls('saveOwnerData')).toHaveLength(1));
    expect(api.calls('saveOwnerData')[0]?.body).toEqual({ key: 'tutorial', data: { steps: { profiles: true, p2p: true } } });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('does not offer the training to an owner who has seen it, and opens it again from the menu', async () => {
    const { api, user } = await openDashboard({ saveOwnerData: ({ body }) => body as { key: string; data: unknown } });
    await waitFor(() => expect(api.calls('getOwnerData')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Обучение' }));
    const dialog = await screen.findByRole('dialog', { name: 'Обучение' });
    expect(within(dialog).getByText('Шаг 1 из 6')).toBeTruthy();
    // Focus moves into the dialog, so a keyboard user is where the training is.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // What was seen before is kept with what was seen now.
    expect(api.calls('saveOwnerData')[0]?.body).toEqual({ key: 'tutorial', data: { steps: { profiles: true } } });
  });

  it('speaks English too', async () => {
    await openDashboard({ ...newOwner, getOwnerSelf: () => ownerSelf({ ln: 'en' }) }, 'en');
    const dialog = await screen.findByRole('dialog', { name: 'Training' });
    expect(within(dialog).getByRole('heading', { name: 'Start with profiles' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Action history', hidden: true })).toBeTruthy();
    expect(within(screen.getByTestId('tool-team-check')).getByTestId('tool-locked').textContent).toContain('Available on the Teams plan');
    expect(within(screen.getByTestId('tool-team-check')).getByRole('button', { name: 'Choose a plan', hidden: true })).toBeTruthy();
  });
});
