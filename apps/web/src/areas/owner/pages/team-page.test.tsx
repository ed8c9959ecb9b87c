import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SceneForecastView, SceneView } from '@teamcast/contract';
import { applySceneChange, createScene, simulateScene } from '@teamcast/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { createFakeApi, failure, ownerSelf, type FakeRoutes } from '../../../test/fake-api';
import { renderApp, settled } from '../../../test/render-app';
import { createFakeRealtime } from '../../../test/fake-realtime';
import { aTeam } from '../../../test/scene-fixtures';

type Actor = SceneView['actors'][number];

const actor = (id: string, firstName: string, lastName: string, events: Actor['events'] = [{ type: 'join', date: 0, value: 1, timestamp: 1 }]): Actor => ({
  id,
  firstName,
  lastName,
  avatarName: 'default',
  age: 30,
  gender: null,
  position: 'Разработчик',
  isDemo: false,
  isShort: false,
  hideDetails: false,
  events,
});

const anna = actor('a1', 'Анна', 'Иванова');
const boris = actor('a2', 'Борис', 'Смирнов', [
  { type: 'join', date: 0, value: 1, timestamp: 1 },
  { type: 'l_rank', date: 0, value: 1, timestamp: 2 },
]);
const vera = actor('a3', 'Вера', 'Котова');
const groupEvents: SceneView['groupEvents'] = [
  { code: 'START', actorId: 'a1', date: 0, timestamp: 1 },
  { code: 'L_JOIN', actorId: 'a2', date: 0, timestamp: 2 },
  { code: 'START', actorId: 'a3', date: 0, timestamp: 1 },
];
const team = (overrides: Partial<SceneView> = {}) => aTeam({ _id: 't1', actors: [anna, boris, vera], groupEvents, version: 4, ...overrides });

/** An owner whose plan opens the simulator. */
const withTools = (ln: 'ru' | 'en') => ownerSelf({ ln, accessRules: { allowTeams: true, allowScene: true, needVerify: false, allowCreateTeams: true, allowCompareTeams: true, allowMonitor: true } });

async function openTeam(routes: FakeRoutes, language: 'ru' | 'en' = 'ru') {
  const api = createFakeApi({ getOwnerSelf: () => withTools(language), getScene: team(), ...routes });
  const realtime = createFakeRealtime();
  const app = renderApp('/owner/team/t1', { signedIn: ['owner'], fetch: api.fetch, language, realtime });
  await settled(app.router);
  await screen.findByTestId('simulator');
  return { ...app, api, user: userEvent.setup() };
}

const cardOf = (name: string) => screen.getAllByTestId('member-card').find((card) => card.getAttribute('data-member') === name)!;

async function act(user: ReturnType<typeof userEvent.setup>, name: string, action: string) {
  await user.click(within(cardOf(name)).getByRole('button', { name: `Действия: ${name}` }));
  await user.click(await screen.findByRole('menuitem', { name: action, hidden: true }));
}

describe('the manager simulator', () => {
  beforeEach(() => window.localStorage.clear());

  it('shows each member on the selected day, with the rank and the events in words', async () => {
    await openTeam({});
    expect(screen.getByRole('heading', { level: 1, name: 'Разработка' })).toBeTruthy();
    expect(within(cardOf('Борис Смирнов')).getByTestId('member-rank').textContent).toBe('Руководитель');
    expect(within(cardOf('Анна Иванова')).getByTestId('member-status').textContent).toBe('В команде');
    expect(screen.getByTestId('day-date').textContent).toBe('1 декабря 2026 г.');
    const lines = screen.getAllByTestId('event-line').map((line) => line.textContent);
    expect(lines).toEqual(['Анна Иванова: в команде с начала', 'Борис Смирнов: принятие в команду руководителем', 'Вера Котова: в команде с начала']);
    expect(screen.getByTestId('event-day').textContent).toContain('День 0 · 1 дек. 2026 г.');
  });

  it('sends a change on the selected day and the version shown, and says in words why the rules refused it', async () => {
    const { api, user } = await openTeam({
      updateScene: failure(400, 'lead_taken', { params: { day: 0, actorId: 'a2' } }),
    });
    await act(user, 'Анна Иванова', 'Назначить руководителем');
    const refusal = await screen.findByTestId('scene-refusal');
    expect(refusal.textContent).toContain('В этот день у команды уже есть руководитель');
    expect(refusal.textContent).toContain('Эту должность занимает Борис Смирнов');
    expect(refusal.textContent).toContain('День 0 (1 дек. 2026 г.)');
    expect(api.calls('updateScene', { id: 't1' }).map((request) => request.body)).toEqual([
      { version: 4, change: { kind: 'rank', actorId: 'a1', day: 0, level: 1 } },
    ]);
  });

  it('says in English too why a dismissal before the forecast was refused', async () => {
    const { user } = await openTeam({ updateScene: failure(400, 'dismiss_before_start', { params: { day: -5 } }) }, 'en');
    await user.click(within(cardOf('Анна Иванова')).getByRole('button', { name: 'Actions: Анна Иванова' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Dismiss on this day', hidden: true }));
    const refusal = await screen.findByTestId('scene-refusal');
    expect(refusal.textContent).toContain('A dismissal cannot come before the forecast starts');
    expect(refusal.textContent).toContain('Day -5 (Nov 26, 2026)');
  });

  it('asks before undoing, saying what the undo takes back, then undoes on the version shown', async () => {
    const changed = team({
      version: 5,
      undo: [
        { type: 'dismiss', weight: 5, actorIds: ['a1'], day: 100 },
        { type: 'disrank', weight: 2, actorIds: ['a2'], day: 100 },
      ],
    });
    const { api, user } = await openTeam({ getScene: changed, updateScene: team({ version: 6 }) });
    await user.click(screen.getByRole('button', { name: 'Отменить последнее' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отменить последнее изменение' });
    const items = within(dialog).getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['Увольнение: Анна Иванова — день 100 (11 мар. 2027 г.)', 'Понижение в должности: Борис Смирнов — день 100 (11 мар. 2027 г.)']);
    await user.click(within(dialog).getByRole('button', { name: 'Отменить изменение' }));
    await waitFor(() => expect(api.calls('updateScene', { id: 't1' }).map((request) => request.body)).toEqual([{ version: 5, undo: true }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((screen.getByRole('button', { name: 'Отменить последнее' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('words an appointment, an added member and a settings change in the undo confirmation', async () => {
    const { user } = await openTeam({
      getScene: team({
        undo: [
          { type: 'add', weight: 6, actorIds: ['a3'], day: 0 },
          { type: 'rank', weight: 3, actorIds: ['a1'], day: 12, level: 2 },
          { type: 'update', weight: 1, actorIds: ['a1', 'a3'], day: null },
        ],
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Отменить последнее' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отменить последнее изменение' });
    expect(within(dialog).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Принятие в команду: Вера Котова — день 0 (1 дек. 2026 г.)',
      'Назначение менеджером: Анна Иванова — день 12 (13 дек. 2026 г.)',
      'Изменение настроек: Анна Иванова, Вера Котова',
    ]);
  });

  it('warns before saving interaction hours that take someone’s week above 50 hours', async () => {
    // Seven members: Anna works 10 hours with four of them and the default 5 with two, 50 in all.
    const others = ['Глеб', 'Дина', 'Егор', 'Жанна'].map((name, i) => actor(`b${i}`, name, 'Орлова'));
    const interactions = others.map((other) => ({ actorIds: ['a1', other.id] as [string, string], day: 0, hours: 10, remote: false }));
    const { api, user } = await openTeam({
      getScene: team({ actors: [anna, boris, vera, ...others], interactions }),
      updateScene: ({ body }) => team({ version: 5, actors: [anna, boris, vera, ...others], interactions: [...interactions, { ...(body as { change: { actorIds: [string, string]; day: number; hours: number; remote: boolean } }).change }] }),
    });
    await act(user, 'Анна Иванова', 'Настроить взаимодействие…');
    const dialog = await screen.findByRole('dialog', { name: 'Взаимодействие: Анна Иванова' });
    expect(within(dialog).getByTestId('interaction-week').textContent).toContain('Анна Иванова: 50 ч в неделю');
    expect(within(dialog).queryByTestId('overwork-warning')).toBeNull();

    await user.click(within(dialog).getByTestId('interaction-hours'));
    await user.click(await screen.findByRole('option', { name: '10 ч в неделю', hidden: true }));
    const warning = await within(dialog).findByTestId('overwork-warning');
    expect(warning.textContent).toContain('Больше 50 часов в неделю');
    expect(warning.textContent).toContain('Анна Иванова: с дня 0 (1 дек. 2026 г.) получится 55 ч взаимодействия в неделю — больше 50');

    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(api.calls('updateScene', { id: 't1' }).map((request) => request.body)).toEqual([
        { version: 4, change: { kind: 'interaction', day: 0, actorIds: ['a1', 'a2'], hours: 10, remote: false } },
      ]),
    );
  });

  it('shows the newer team and says so when another tab changed it first', async () => {
    const newer = team({ version: 7, title: 'Разработка', actors: [anna, { ...boris, events: [...boris.events, { type: 'l_disrank', date: 0, value: 0, timestamp: 3 }] }, vera] });
    const { user } = await openTeam({ updateScene: failure(409, 'scene_conflict', { current: newer }) });
    expect(within(cardOf('Борис Смирнов')).getByTestId('member-rank')).toBeTruthy();
    await act(user, 'Вера Котова', 'Уволить в этот день');
    const conflict = await screen.findByTestId('scene-conflict');
    expect(conflict.textContent).toContain('Показана новая версия команды');
    expect(conflict.textContent).toContain('Команду изменили в другой вкладке или на другом устройстве');
    await waitFor(() => expect(within(cardOf('Борис Смирнов')).queryByTestId('member-rank')).toBeNull());
  });

  it('orders the cards as chosen and keeps the choice for the account', async () => {
    const { api, user } = await openTeam({ saveOwnerData: ({ body }) => body as { key: string; data: unknown } });
    const order = () => screen.getAllByTestId('member-card').map((card) => card.getAttribute('data-member'));
    // By the order added, newest first, unless told otherwise.
    expect(order()).toEqual(['Вера Котова', 'Борис Смирнов', 'Анна Иванова']);
    await user.click(screen.getByTestId('scene-sort'));
    await user.click(await screen.findByRole('option', { name: 'По имени', hidden: true }));
    await waitFor(() => expect(order()).toEqual(['Анна Иванова', 'Борис Смирнов', 'Вера Котова']));
    await waitFor(() => expect(api.calls('saveOwnerData').map((request) => request.body)).toContainEqual(expect.objectContaining({ key: 'simulator', data: expect.objectContaining({ sceneSort: 'name' }) })));
  });

  describe('with a forecast', () => {
    // The team's year as the engine forecasts it: Anna works with six colleagues, 10 hours a week with five.
    const ids = ['a1', 'a2', 'a3', 'b0', 'b1', 'b2', 'b3'];
    let model = createScene({ startDate: '2026-12-01', lifespan: 'new', seed: 5, actors: ids.map((id) => ({ id })) });
    for (const other of ids.slice(1, 6)) model = applySceneChange(model, { kind: 'interaction', actorIds: ['a1', other], day: 0, hours: 10, remote: false });
    const forecast = simulateScene(model) as unknown as SceneForecastView;
    const crew = [anna, boris, vera, ...['Глеб', 'Дина', 'Егор', 'Жанна'].map((name, i) => actor(`b${i}`, name, 'Орлова'))];
    const scene = team({ actors: crew.map((member) => ({ ...member, events: model.actors.find((a) => a.id === member.id)!.events.map((e) => ({ ...e })) })) });
    const snapshot = { kind: 'team' as const, ruid: 'run-1', sceneId: 't1', createdAt: '2026-03-02T10:00:00.000Z', forecast };
    const power = forecast.power.statisticPower.toLocaleString('ru', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

    it('runs it with the phases shown, then rates the composition, marks the initial one and warns of the long week', async () => {
      const { api, realtime, user } = await openTeam({
        getScene: scene,
        runScene: { ruid: 'run-1' },
        getSnapshot: snapshot,
        saveOwnerData: ({ body }) => body as { key: string; data: unknown },
      });
      expect(screen.getByTestId('no-forecast')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Рассчитать прогноз' }));
      await waitFor(() => expect(api.calls('runScene', { id: 't1' })).toHaveLength(1));
      realtime.send({ type: 'sceneComputePhase', payload: { ruid: 'run-1', sceneId: 't1', phase: 'units', progress: 40 } });
      // The progress takes the toolbar's free room beside the run button, not a row of its own.
      const toolbarRow = (await screen.findByTestId('run-progress')).closest('[data-testid="simulator"] > *');
      expect(toolbarRow?.contains(screen.getByTestId('run-forecast'))).toBe(true);
      realtime.send({ type: 'renderCheckTeam', payload: { ruid: 'run-1', sceneId: 't1', url: '/api/v1/scene/snapshots/run-1?key=k1' } });

      const summary = await screen.findByTestId('forecast-summary');
      expect(within(summary).getByTestId('rating-current').textContent).toContain(power);
      expect(within(summary).getByTestId('rating-initial').textContent).toContain('Это первый прогноз команды');
      expect(within(summary).getByTestId('forecast-warnings').textContent).toContain('Анна Иванова: 55 ч в неделю с 1 дек. 2026 г. по 30 нояб. 2027 г.');
      expect(screen.queryByTestId('run-progress')).toBeNull();
      expect(screen.getAllByTestId('mood-badge').length).toBeGreaterThan(0);
      // The first forecast seen is kept for the account as the initial composition's rating.
      await waitFor(() =>
        expect(api.calls('saveOwnerData').map((request) => request.body)).toContainEqual(
          expect.objectContaining({ data: expect.objectContaining({ baselines: { t1: { ruid: 'run-1', rating: Math.round(forecast.power.statisticPower * 100) / 100 } } }) }),
        ),
      );
    });

    it('says why a run failed, and the button starts it again', async () => {
      const { api, realtime, user } = await openTeam({ getScene: scene, runScene: { ruid: 'run-1' } });
      await user.click(screen.getByRole('button', { name: 'Рассчитать прогноз' }));
      await waitFor(() => expect(api.calls('runScene', { id: 't1' })).toHaveLength(1));
      realtime.send({ type: 'rejectScene', payload: { ruid: 'run-1', sceneId: 't1', code: 'run_interrupted' } });
      const failed = await screen.findByTestId('run-failed');
      expect(failed.textContent).not.toBe('');
      expect(screen.queryByTestId('run-progress')).toBeNull();
      await waitFor(() => expect((screen.getByTestId('run-forecast') as HTMLButtonElement).disabled).toBe(false));
    });

    it("shows the team's latest run from the history on coming back, against the initial composition kept for it", async () => {
      const { api, realtime } = await openTeam({
        getScene: scene,
        getOwnerData: ({ params }) => (params.key === 'simulator' ? { key: 'simulator', data: { baselines: { t1: { ruid: 'run-0', rating: 1 } } } } : failure(404, 'not_found')),
        getSceneSnapshotUrl: { url: '/api/v1/scene/snapshots/run-1?key=k2', expiresAt: '2026-03-02T11:00:00.000Z' },
        getSnapshot: snapshot,
      });
      realtime.send({
        type: 'syncHistory',
        payload: { items: [{ id: 'run-1', type: 'team', title: 'Разработка', actors: ids, scenes: ['t1'], createdAt: '2026-03-02T10:00:00.000Z' }] },
      });
      const summary = await screen.findByTestId('forecast-summary');
      expect(api.calls('getSceneSnapshotUrl', { sceneId: 't1' })[0]?.query).toEqual({ ruid: 'run-1' });
      expect(within(summary).getByTestId('rating-initial').textContent).toContain('1,00');
      const change = Math.round((Math.round(forecast.power.statisticPower * 100) / 100 - 1) * 1000) / 10;
      expect(within(summary).getByTestId('rating-change').textContent).toBe(`${change >= 0 ? '+' : '−'}${Math.abs(change).toLocaleString('ru', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%`);
    });
  });

  it('asks before taking the deleted profiles out of a broken team, then repairs it', async () => {
    const { api, user } = await openTeam({
      getScene: team({ status: 'broken', missingProfileIds: ['gone-1'] }),
      fixScene: team({ version: 5 }),
    });
    const notice = screen.getByTestId('team-broken');
    expect(notice.textContent).toContain('1 анкета из команды удалена');
    expect((screen.getByTestId('run-forecast') as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(notice).getByRole('button', { name: 'Убрать удалённые анкеты' }));
    const dialog = await screen.findByRole('dialog', { name: 'Состав команды изменился' });
    expect(dialog.textContent).toContain('Убрать из команды 1 удалённую анкету вместе с её событиями?');
    await user.click(within(dialog).getByRole('button', { name: 'Убрать удалённые анкеты' }));
    await waitFor(() => expect(screen.queryByTestId('team-broken')).toBeNull());
    expect(api.calls('fixScene', { id: 't1' })).toHaveLength(1);
  });
});
