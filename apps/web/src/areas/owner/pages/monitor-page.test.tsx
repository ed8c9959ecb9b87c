import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnalysisView, MonitorResultView } from '@teamcast/contract';
import { describe, expect, it } from 'vitest';
import { createFakeApi, failure, ownerSelf, ownerWithTools, type FakeRoutes } from '../../../test/fake-api';
import { renderApp, settled } from '../../../test/render-app';

const ruid = '22222222-2222-4222-8222-222222222222';

const summary = (id: string, title: string) => ({
  _id: id,
  title,
  status: 'ok' as const,
  lifespan: 'new' as const,
  startDate: '2027-04-01',
  actorCount: 3,
  createdAt: '2027-03-01T10:00:00.000Z',
  updatedAt: '2027-03-01T10:00:00.000Z',
});

const year = (score: number) => ({ score, power: score / 2, cohesion: 0.6, microclimate: 12, fit: 0.5 });
const series = (from: number, step: number) => Array.from({ length: 365 }, (_, day) => from + day * step);

const team = (sceneId: string, title: string, score: number, sharesWith: string[] = []): MonitorResultView['teams'][number] => ({
  sceneId,
  title,
  startDate: '2027-04-01',
  members: 3,
  year: year(score),
  power: series(0.4, score / 1000),
  cohesion: series(0.5, 0.0005),
  microclimate: series(10, score / 100),
  sharesWith,
});

const person = (actorId: string, name: string, sceneIds: string[], risks: MonitorResultView['people'][number]['risks']): MonitorResultView['people'][number] => ({
  actorId,
  name,
  sceneIds,
  meanMood: 5,
  lowestMood: risks.some((risk) => risk.code === 'low_mood') ? -35 : 0,
  peakWeeklyHours: 40,
  contacts: 3,
  familiarity: 0.5,
  risks,
});

/** A few people at risk, then enough quiet ones and more at risk to fill more than one page. */
const monitor: MonitorResultView = {
  orientation: 'growth',
  teams: [team('team-1', 'Продажи', 0.8, ['team-2']), team('team-2', 'Маркетинг', 0.6, ['team-1'])],
  people: [
    person('p-1', 'Анна', ['team-1'], [{ code: 'low_mood', day: 13, mood: -35 }]),
    person('p-2', 'Борис', ['team-1', 'team-2'], [{ code: 'overwork', day: 30, hours: 54 }]),
    person('p-3', 'Вера', ['team-2'], [{ code: 'isolated', contacts: 1, familiarity: 0.1 }]),
    person('p-4', 'Глеб', ['team-2'], []),
    ...Array.from({ length: 22 }, (_, index) => person(`q-${index}`, `Сотрудник ${String(index + 1).padStart(2, '0')}`, ['team-1'], [{ code: 'isolated', contacts: 2, familiarity: 0.2 }])),
  ],
  organisation: { people: 26, contacts: 40, sharedPeople: 1, organisationScenes: 1 },
  leftOut: [],
};

const analysis = (overrides: Partial<AnalysisView> = {}): AnalysisView => ({
  ruid,
  kind: 'monitor',
  status: 'running',
  progress: 0,
  sceneId: null,
  createdAt: '2027-03-02T10:00:00.000Z',
  errorCode: null,
  result: null,
  ...overrides,
});

const done = analysis({ status: 'done', progress: 100, result: { kind: 'monitor', monitor } });

async function openMonitor(routes: FakeRoutes, { path = '/owner/monitor', language = 'ru' as 'ru' | 'en' } = {}) {
  const api = createFakeApi({ getOwnerSelf: () => ownerWithTools({ ln: language }), getOwnerData: { key: 'tutorial', data: { steps: {} } }, ...routes });
  const app = renderApp(path, { signedIn: ['owner'], fetch: api.fetch, language });
  await settled(app.router);
  return { ...app, api, user: userEvent.setup() };
}

describe('the director monitor', () => {
  it('is locked for an owner whose plan does not open it, naming the Monitor plan', async () => {
    const { api } = await openMonitor({ getOwnerSelf: () => ownerSelf({ accessRules: { needVerify: false, allowTeams: true, allowScene: true, allowCreateTeams: true, allowCompareTeams: false, allowMonitor: false } }) });
    const lock = await screen.findByTestId('tool-lock');
    expect(lock.getAttribute('data-feature')).toBe('monitor');
    expect(within(lock).getByRole('heading', { name: '«Монитор директора» не входит в ваш тариф' })).toBeTruthy();
    expect(lock.textContent).toContain('Доступно в тарифе «Монитор»');
    expect(api.calls('startMonitor')).toHaveLength(0);
  });

  it('sends an owner without teams to the simulator and starts nothing', async () => {
    const { api } = await openMonitor({ listScenes: { items: [] } });
    const empty = await screen.findByTestId('monitor-empty');
    expect(empty.textContent).toContain('У вас пока нет команд');
    expect(within(empty).getByRole('link', { name: 'Открыть симулятор' }).getAttribute('href')).toBe('/owner/teams');
    expect(api.calls('startMonitor')).toHaveLength(0);
  });

  it('starts by itself on the first visit and shows the run’s progress in per cent', async () => {
    const { api, realtime, router } = await openMonitor({
      listScenes: { items: [summary('team-1', 'Продажи'), summary('team-2', 'Маркетинг')] },
      startMonitor: { ruid },
      getAnalysis: analysis(),
    });
    await waitFor(() => expect(api.calls('startMonitor')).toHaveLength(1));
    await waitFor(() => expect(router.state.location.search).toBe(`?run=${ruid}`));
    act(() => realtime.send({ type: 'analysisProgress', payload: { ruid, kind: 'monitor', progress: 40 } }));
    const progress = await screen.findByTestId('monitor-progress');
    await waitFor(() => expect(within(progress).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40'));
    expect(progress.textContent).toContain('Считаем прогноз организации: 40 %');
    expect(api.calls('startMonitor')).toHaveLength(1);
  });

  it('shows the teams on shared charts and in a sortable table, and the people at risk with their risks in words, filtered and paged', async () => {
    let stored = analysis();
    const { api, realtime, user } = await openMonitor({
      listScenes: { items: [summary('team-1', 'Продажи'), summary('team-2', 'Маркетинг')] },
      startMonitor: { ruid },
      getAnalysis: () => stored,
    });
    await waitFor(() => expect(api.calls('startMonitor')).toHaveLength(1));
    stored = done;
    act(() => realtime.send({ type: 'analysisDone', payload: { ruid, kind: 'monitor', status: 'done', code: null } }));

    const figures = await screen.findByTestId('monitor-summary');
    expect(within(figures).getByTestId('summary-teams').textContent).toBe('2');
    expect(within(figures).getByTestId('summary-people').textContent).toBe('26');
    expect(within(figures).getByTestId('summary-shared').textContent).toBe('1');
    expect(within(figures).getByTestId('summary-atRisk').textContent).toBe('25');
    expect(screen.queryByTestId('monitor-progress')).toBeNull();
    expect(screen.getByRole('button', { name: 'Обновить' })).toBeTruthy();

    // One legend for the three charts, naming each team; each chart says in words who ends highest and lowest.
    expect(within(screen.getByTestId('monitor-legend')).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Продажи', 'Маркетинг']);
    for (const indicator of ['power', 'cohesion', 'microclimate']) expect(screen.getByTestId(`monitor-chart-${indicator}`)).toBeTruthy();
    expect(within(screen.getByTestId('monitor-chart-microclimate')).getByRole('img', { name: 'Микроклимат' }).getAttribute('aria-description')).toBe(
      '2 команды: к концу года выше всех «Продажи» (+13), ниже всех «Маркетинг» (+12).',
    );

    // The table: best score first, re-sorted by a header, each name opening the team in the simulator.
    const names = () => screen.getAllByTestId('monitor-team').map((row) => within(row).getByRole('link').textContent);
    expect(names()).toEqual(['Продажи', 'Маркетинг']);
    expect(within(screen.getAllByTestId('monitor-team')[0]!).getByRole('link').getAttribute('href')).toBe('/owner/team/team-1');
    expect(screen.getAllByTestId('monitor-team')[0]!.textContent).toContain('Маркетинг');
    await user.click(screen.getByTestId('sort-score'));
    expect(names()).toEqual(['Маркетинг', 'Продажи']);
    expect(screen.getByTestId('sort-score').closest('th')?.getAttribute('aria-sort')).toBe('ascending');

    // The people at risk, each risk in words with its figure and its date.
    const risks = (name: string) => [...(screen.getByRole('rowheader', { name }).closest('tr')?.querySelectorAll('[data-risk]') ?? [])].map((badge) => badge.textContent);
    expect(risks('Анна')).toEqual(['настроение ниже «тревожного» с 14 апреля (−35)']);
    expect(risks('Борис')).toEqual(['54 ч в неделю с 1 мая']);
    expect(risks('Вера')).toEqual(['изолирован: 1 контакт']);
    expect(within(screen.getByRole('rowheader', { name: 'Борис' }).closest('tr')!).getByText('Продажи, Маркетинг')).toBeTruthy();
    expect(screen.queryByRole('rowheader', { name: 'Глеб' })).toBeNull();
    expect(screen.getAllByTestId('monitor-person')).toHaveLength(20);

    // The next page holds the rest.
    const pages = screen.getByTestId('monitor-people-pagination');
    await user.click(within(pages).getByRole('button', { name: 'Страница 2' }));
    expect(screen.getAllByTestId('monitor-person')).toHaveLength(5);

    // The filter keeps one kind of risk and goes back to the first page.
    await user.click(screen.getByTestId('risk-filter-low_mood'));
    expect(screen.getAllByTestId('monitor-person').map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Анна']);
    expect(screen.queryByTestId('monitor-people-pagination')).toBeNull();
    await user.click(screen.getByTestId('risk-filter-overwork'));
    expect(screen.getAllByTestId('monitor-person').map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Борис']);

    // Everyone, at risk or not, with their year's figures: the one person without a risk comes last.
    await user.click(screen.getByTestId('risk-filter-everyone'));
    expect(screen.getByTestId('monitor-people').querySelector('caption')?.textContent).toBe('26 человек');
    await user.click(within(screen.getByTestId('monitor-people-pagination')).getByRole('button', { name: 'Страница 2' }));
    const gleb = screen.getByRole('rowheader', { name: 'Глеб' }).closest('tr')!;
    expect(within(gleb).getByTestId('person-mood').textContent).toBe('+5');
    expect(within(gleb).getByTestId('person-hours').textContent).toBe('40');
    expect(within(gleb).getByTestId('person-contacts').textContent).toBe('3');
    expect(gleb.textContent).toContain('нет');
    expect(gleb.querySelectorAll('[data-risk]')).toHaveLength(0);
  });

  it('says no one is at risk and lists everyone when the forecast sees no risk', async () => {
    const calm = { ...monitor, people: [person('p-4', 'Глеб', ['team-2'], []), person('p-5', 'Дарья', ['team-1'], [])] };
    await openMonitor(
      { listScenes: { items: [summary('team-1', 'Продажи')] }, getAnalysis: analysis({ status: 'done', progress: 100, result: { kind: 'monitor', monitor: calm } }) },
      { path: `/owner/monitor?run=${ruid}` },
    );
    expect((await screen.findByTestId('monitor-no-risks')).textContent).toContain('никому в ваших командах ничего не грозит');
    expect(screen.getAllByTestId('monitor-person').map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Глеб', 'Дарья']);
  });

  it('shows a run kept in the address without starting another, and starts a new one on refresh', async () => {
    const { api, user } = await openMonitor(
      { listScenes: { items: [summary('team-1', 'Продажи')] }, startMonitor: { ruid: '33333333-3333-4333-8333-333333333333' }, getAnalysis: done },
      { path: `/owner/monitor?run=${ruid}` },
    );
    await screen.findByTestId('monitor-summary');
    expect(api.calls('startMonitor')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Обновить' }));
    await waitFor(() => expect(api.calls('startMonitor')).toHaveLength(1));
  });

  it('says why a run failed', async () => {
    await openMonitor(
      { listScenes: { items: [summary('team-1', 'Продажи')] }, getAnalysis: analysis({ status: 'failed', errorCode: 'run_limit' }) },
      { path: `/owner/monitor?run=${ruid}` },
    );
    expect((await screen.findByTestId('monitor-failed')).getAttribute('role')).toBe('alert');
  });

  it('names the teams it left out, as someone in them has a profile gone, each opening in the simulator', async () => {
    const withGap = analysis({ status: 'done', progress: 100, result: { kind: 'monitor', monitor: { ...monitor, leftOut: [{ sceneId: 'team-3', title: 'Склад' }] } } });
    await openMonitor({ listScenes: { items: [summary('team-1', 'Продажи')] }, getAnalysis: withGap }, { path: `/owner/monitor?run=${ruid}` });
    const notice = await screen.findByTestId('monitor-left-out');
    expect(notice.textContent).toContain('1 команда не вошла в монитор');
    expect(notice.textContent).toContain('чьи профили удалены');
    expect(within(notice).getByRole('link', { name: 'Склад' }).getAttribute('href')).toBe('/owner/team/team-3');
  });

  it('shows no such notice when every team was forecast', async () => {
    await openMonitor({ listScenes: { items: [summary('team-1', 'Продажи')] }, getAnalysis: done }, { path: `/owner/monitor?run=${ruid}` });
    await screen.findByTestId('monitor-summary');
    expect(screen.queryByTestId('monitor-left-out')).toBeNull();
  });

  it('says what to do when no team can be forecast, rather than a general error', async () => {
    await openMonitor({
      listScenes: { items: [summary('team-1', 'Продажи')] },
      startMonitor: () => failure(400, 'validation', { field: 'teams', rule: 'monitor_no_teams', params: { teams: 1 } }),
    });
    const alert = await screen.findByTestId('monitor-failed');
    expect(alert.textContent).toContain('Ни одну команду нельзя спрогнозировать');
    expect(within(alert).getByRole('link', { name: 'Открыть симулятор' }).getAttribute('href')).toBe('/owner/teams');
  });

  it('speaks English too', async () => {
    await openMonitor({ listScenes: { items: [summary('team-1', 'Продажи')] }, getAnalysis: done }, { path: `/owner/monitor?run=${ruid}`, language: 'en' });
    await screen.findByTestId('monitor-summary');
    expect(screen.getByRole('heading', { level: 1, name: 'Director monitor' })).toBeTruthy();
    expect(screen.getByText('mood below “anxious” from April 14 (−35)')).toBeTruthy();
    expect(screen.getByText('54 h a week from May 1')).toBeTruthy();
    expect(screen.getByText('isolated: 1 contact')).toBeTruthy();
  });
});
