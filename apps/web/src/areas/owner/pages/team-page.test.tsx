import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SceneView } from '@teamcast/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { createFakeApi, failure, ownerSelf, type FakeRoutes } from '../../../test/fake-api';
import { renderApp, settled } from '../../../test/render-app';
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
const withTools = (ln: 'ru' | 'en') => ownerSelf({ ln, accessRules: { allowTeams: true, allowScene: true, needVerify: false, allowCreateTeams: true, allowCompareTeams: true } });

async function openTeam(routes: FakeRoutes, language: 'ru' | 'en' = 'ru') {
  const api = createFakeApi({ getOwnerSelf: () => withTools(language), getScene: team(), ...routes });
  const app = renderApp('/owner/team/t1', { signedIn: ['owner'], fetch: api.fetch, language });
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
});
