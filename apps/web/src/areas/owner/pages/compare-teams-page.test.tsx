import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComparedSceneView, SnapshotView } from '@teamcast/contract';
import { createScene, simulateScene } from '@teamcast/domain';
import { describe, expect, it } from 'vitest';
import { createFakeApi, failure, ownerSelf, type FakeRequest, type FakeRoutes } from '../../../test/fake-api';
import { renderApp, settled } from '../../../test/render-app';

const summary = (id: string, title: string, overrides: Record<string, unknown> = {}) => ({
  _id: id,
  title,
  status: 'ok' as const,
  lifespan: 'new' as const,
  startDate: '2026-03-01',
  actorCount: 3,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

const teams = [
  summary('team-1', 'Продажи'),
  summary('team-2', 'Маркетинг', { actorCount: 2 }),
  summary('team-3', 'Разработка'),
  summary('team-4', 'Поддержка'),
  summary('team-5', 'Финансы'),
  summary('team-6', 'Склад', { status: 'broken' }),
];

/** A compared team: a simulated year's power record and daily power, with the figures a test sets. */
function compared(sceneId: string, title: string, seed: number, overrides: Partial<ComparedSceneView['power']> = {}): ComparedSceneView {
  const forecast = simulateScene(createScene({ actors: [{ id: `${sceneId}-a` }, { id: `${sceneId}-b` }], startDate: '2026-03-01', lifespan: 'new', seed }));
  return { sceneId, title, power: { ...forecast.power, ...overrides }, dailyPower: forecast.days.map((day) => day.power) };
}

const comparedScenes = [
  compared('team-1', 'Продажи', 1, { cohesion: 0.72, statisticPower: 1.2 }),
  compared('team-2', 'Маркетинг', 2, { cohesion: 0.41, statisticPower: 1.0 }),
];

const withComparison = (ln: 'ru' | 'en' = 'ru') =>
  ownerSelf({ ln, accessRules: { allowTeams: true, allowScene: false, needVerify: false, allowCreateTeams: true, allowCompareTeams: true, allowMonitor: true } });

const texts = { ru: 'Команд в сравнении: 2.\n\nБольше всего средняя мощность у команды «Продажи».', en: 'Teams compared: 2.\n\n“Продажи” has the greatest mean power.' };

function compareApi(overrides: FakeRoutes = {}): FakeRoutes {
  return {
    getOwnerSelf: () => withComparison(),
    listScenes: { items: teams },
    compareScenes: { ruid: 'run-c' },
    getSceneSnapshotUrl: ({ query }: FakeRequest) => ({ url: `/api/v1/scene/snapshots/${query.ruid}?key=fresh`, expiresAt: '2026-03-02T10:00:00.000Z' }),
    getSnapshot: ({ params }: FakeRequest) => ({ kind: 'compare', ruid: params.ruid!, sceneId: null, createdAt: '2026-03-02T09:30:00.000Z', scenes: comparedScenes }) as SnapshotView,
    writeResultText: ({ body }: FakeRequest) => {
      const ln = (body as { params?: { ln?: 'ru' | 'en' } }).params?.ln ?? 'ru';
      return { text: texts[ln], ln, source: 'template' as const };
    },
    ...overrides,
  };
}

async function openPage(path: string, routes: FakeRoutes, language: 'ru' | 'en' = 'ru') {
  const api = createFakeApi(routes);
  const app = renderApp(path, { signedIn: ['owner'], fetch: api.fetch, language });
  await settled(app.router);
  // Messages of the gateway reach only a live connection; on a busy machine it may take a moment to open.
  await waitFor(() => expect(app.realtime.live()).toHaveLength(1), { timeout: 5000 });
  return { ...app, api, user: userEvent.setup() };
}

const option = (title: string) => screen.getByRole('checkbox', { name: new RegExp(title) }) as HTMLInputElement;
const runButton = () => screen.getByTestId('run-compare') as HTMLButtonElement;
const resultShown = { timeout: 5000 };

describe('the team comparison', () => {
  it('compares two to four teams: fewer cannot run, a fifth waits, a broken team cannot be chosen', async () => {
    const { user } = await openPage('/owner/dashboard/compare-teams', compareApi());
    await screen.findByTestId('team-choice');
    expect(runButton().disabled).toBe(true);
    expect(screen.getByTestId('compare-issue').textContent).toBe('Выберите хотя бы две команды.');
    expect(screen.getAllByTestId('team-option')[1]!.textContent).toContain('2 человека');
    expect(option('Склад').disabled).toBe(true);
    expect(screen.getAllByTestId('team-option')[5]!.textContent).toContain('нужно исправить состав');

    await user.click(option('Продажи'));
    expect(runButton().disabled).toBe(true);
    await user.click(option('Маркетинг'));
    expect(runButton().disabled).toBe(false);
    expect(screen.getByTestId('compare-issue').textContent).toBe('');
    await user.click(option('Разработка'));
    await user.click(option('Поддержка'));
    expect(option('Финансы').disabled).toBe(true);
    expect(screen.getByTestId('compare-issue').textContent).toBe('Выбрано четыре — больше сравнить нельзя.');
    expect(runButton().disabled).toBe(false);
    await user.click(option('Поддержка'));
    expect(option('Финансы').disabled).toBe(false);
  });

  it('takes the teams another screen sent, runs the comparison and shows the teams side by side with the differences that matter', async () => {
    const { user, api, router, realtime } = await openPage('/owner/dashboard/compare-teams?teams=team-2,team-1,team-2,unknown', compareApi());
    await screen.findByTestId('team-choice');
    await waitFor(() => expect(option('Маркетинг').checked).toBe(true));
    expect(option('Продажи').checked).toBe(true);
    expect(screen.getAllByRole('checkbox').filter((box) => (box as HTMLInputElement).checked)).toHaveLength(2);

    await user.click(runButton());
    await waitFor(() => expect(api.calls('compareScenes')).toHaveLength(1));
    expect(api.calls('compareScenes')[0]?.body).toEqual({ sceneIds: ['team-2', 'team-1'] });
    const progress = await screen.findByTestId('run-progress');
    act(() => realtime.send({ type: 'sceneComputePhase', payload: { ruid: 'run-c', sceneId: 'team-2', phase: 'units', progress: 40 } }));
    await waitFor(() => expect(progress.textContent).toContain('Считаем'));

    act(() => realtime.send({ type: 'renderCompareTeam', payload: { ruid: 'run-c', sceneIds: ['team-2', 'team-1'], url: '/api/v1/scene/snapshots/run-c?key=first' } }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/owner/dashboard/compare-teams/run-c'));
    const result = await screen.findByTestId('compare-result', {}, resultShown);
    expect(api.calls('getSnapshot')[0]?.query).toEqual({ key: 'first' });

    const differences = within(result).getAllByTestId('compare-difference').map((item) => item.textContent);
    expect(differences[0]).toBe('«Продажи» сплочённее, чем «Маркетинг»: 72\u00a0% против 41\u00a0%.');
    expect(differences).toContain('Мощность у «Продажи» выше: у «Маркетинг» она на 17\u00a0% меньше (1,00 против 1,20).');

    const table = within(result).getByTestId('compare-indicators');
    const header = within(table).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(header).toEqual(['Показатель', 'Продажи', 'Маркетинг']);
    const cohesionRow = within(table).getByRole('rowheader', { name: 'Сплочённость' }).closest('tr')!;
    expect(within(cohesionRow).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['72\u00a0%', '41\u00a0%']);

    // The chart's figures as a table, for anyone who does not read the chart.
    await user.click(within(result).getByRole('radio', { name: 'Таблица' }));
    const months = within(result).getByTestId('power-table');
    expect(within(months).getAllByRole('row')).toHaveLength(13);
    expect(within(months).getAllByRole('rowheader')[0]!.textContent).toBe('1-й (дни 1–30)');

    expect(await within(result.parentElement!).findByText(/Больше всего средняя мощность у команды «Продажи»/)).toBeTruthy();
    expect(api.calls('writeResultText')[0]?.body).toEqual({ result: 'run-c', type: 'compare', params: { ln: 'ru' } });
    expect(option('Маркетинг').checked).toBe(true);
  });

  it('opens a comparison from the history with its teams ticked, reading it by one of its teams', async () => {
    const { api, realtime } = await openPage('/owner/dashboard/compare-teams/run-c', compareApi());
    act(() =>
      realtime.send({
        type: 'syncHistory',
        payload: { items: [{ id: 'run-c', type: 'compare', title: 'Продажи / Маркетинг', actors: [], scenes: ['team-1', 'team-2'], createdAt: '2026-03-02T09:30:00.000Z' }] },
      }),
    );
    await screen.findByTestId('compare-result', {}, resultShown);
    expect(api.calls('getSceneSnapshotUrl', { sceneId: 'team-1' }).map((call) => call.query)).toEqual([{ ruid: 'run-c' }]);
    expect(option('Продажи').checked).toBe(true);
    expect(option('Маркетинг').checked).toBe(true);
  });

  it('says so when the teams are alike', async () => {
    const alike = [compared('team-1', 'Продажи', 4), { ...compared('team-1', 'Маркетинг', 4), sceneId: 'team-2' }];
    const routes = compareApi({
      getSnapshot: ({ params }: FakeRequest) => ({ kind: 'compare', ruid: params.ruid!, sceneId: null, createdAt: '2026-03-02T09:30:00.000Z', scenes: alike }) as SnapshotView,
    });
    const { realtime } = await openPage('/owner/dashboard/compare-teams/run-c', routes);
    act(() =>
      realtime.send({ type: 'syncHistory', payload: { items: [{ id: 'run-c', type: 'compare', title: 'x', actors: [], scenes: ['team-1', 'team-2'], createdAt: '2026-03-02T09:30:00.000Z' }] } }),
    );
    const differences = await screen.findByTestId('compare-differences', {}, resultShown);
    expect(differences.textContent).toContain('Команды близки по всем показателям');
  });

  it('shows a refusal of the plan in words, and sends an owner without teams to the simulator\u2019s list', async () => {
    const refused = await openPage('/owner/dashboard/compare-teams?teams=team-1,team-2', compareApi({ compareScenes: failure(403, 'feature_unavailable', { params: { feature: 'compare_teams' } }) }));
    await waitFor(() => expect(runButton().disabled).toBe(false));
    await refused.user.click(runButton());
    expect((await screen.findByTestId('compare-error')).textContent).toBe('Функция не входит в вашу подписку');
    expect(screen.queryByTestId('run-progress')).toBeNull();
    refused.unmount();

    await openPage('/owner/dashboard/compare-teams', compareApi({ listScenes: { items: [] } }));
    const empty = await screen.findByTestId('compare-empty');
    expect(empty.textContent).toContain('Команд пока нет');
    expect(within(empty).getByRole('link', { name: 'К списку команд' }).getAttribute('href')).toBe('/owner/teams');
  });

  it('speaks English too', async () => {
    const { user, realtime } = await openPage('/owner/dashboard/compare-teams?teams=team-1,team-2', compareApi({ getOwnerSelf: () => withComparison('en') }), 'en');
    await waitFor(() => expect(runButton().disabled).toBe(false));
    expect(screen.getAllByTestId('team-option')[1]!.textContent).toContain('2 people');
    await user.click(runButton());
    await screen.findByTestId('run-progress');
    act(() => realtime.send({ type: 'renderCompareTeam', payload: { ruid: 'run-c', sceneIds: ['team-1', 'team-2'], url: '/api/v1/scene/snapshots/run-c?key=k' } }));
    const result = await screen.findByTestId('compare-result', {}, resultShown);
    expect(within(result).getAllByTestId('compare-difference')[0]!.textContent).toBe('“Продажи” is more cohesive than “Маркетинг”: 72% against 41%.');
    expect(within(result).getByRole('heading', { name: 'Main differences' })).toBeTruthy();
  });
});
