import { screen, waitFor, within } from '@testing-library/react';
import type { SceneView } from '@teamcast/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import userEvent from '@testing-library/user-event';
import { createFakeApi, failure, ownerSelf, type FakeRoutes } from '../../../test/fake-api';
import { renderApp, settled } from '../../../test/render-app';
import { aTeam as aTeamAnswer } from '../../../test/scene-fixtures';

const aTeam = (overrides: Partial<SceneView> = {}): SceneView => aTeamAnswer({ _id: 't1', ...overrides });

/** An owner whose plan opens the simulator. */
const withTools = () => ownerSelf({ accessRules: { allowTeams: true, allowScene: true, needVerify: false, allowCreateTeams: true, allowCompareTeams: true, allowMonitor: true } });

const summaryOf = ({ _id, title, status, lifespan, startDate, createdAt, updatedAt }: SceneView) => ({
  _id,
  title,
  status,
  lifespan,
  startDate,
  actorCount: 3,
  createdAt,
  updatedAt,
});

/** Teams behind a fake API: the list and each team answer from `teams`, which a test may change. */
function teamsApi(initial: SceneView[], routes: FakeRoutes = {}) {
  const state = { teams: initial };
  const api = createFakeApi({
    getOwnerSelf: withTools,
    listScenes: () => ({ items: state.teams.map(summaryOf) }),
    getScene: ({ params }) => state.teams.find((team) => team._id === params.id) ?? failure(404, 'scene_not_found'),
    ...routes,
  });
  return { ...api, state };
}

async function openThenList(api: ReturnType<typeof teamsApi>, id: string) {
  const opened = renderApp(`/owner/team/${id}`, { signedIn: ['owner'], fetch: api.fetch });
  await settled(opened.router);
  await waitFor(() => expect(api.calls('getScene', { id })).toHaveLength(1));
  // The page has its answer on screen, the team or why there is none, before it is left.
  await waitFor(() => expect(screen.queryByTestId('simulator') ?? screen.queryByTestId('team-missing')).not.toBeNull());
  opened.unmount();
  return showList(api);
}

/** The list in a fresh page, as after a reload: what it offers comes from the browser's storage. */
async function showList(api: ReturnType<typeof teamsApi>) {
  const page = renderApp('/owner/teams', { signedIn: ['owner'], fetch: api.fetch });
  await settled(page.router);
  await waitFor(() => expect(api.calls('listScenes').length).toBeGreaterThan(0));
  return page;
}

describe('owner teams: the team opened last', () => {
  beforeEach(() => window.localStorage.clear());

  it('is named by its title as the list shows it now, and links to it', async () => {
    const api = teamsApi([aTeam()]);
    await openThenList(api, 't1');
    const link = await screen.findByTestId('last-opened');
    expect(link.textContent).toBe('Последний открытый:Разработка');
    expect(within(link).getByRole('link').getAttribute('href')).toBe('/owner/team/t1');
  });

  it('follows a rename made since it was opened', async () => {
    const api = teamsApi([aTeam()]);
    (await openThenList(api, 't1')).unmount();
    api.state.teams = [aTeam({ title: 'Отдел разработки' })];
    await showList(api);
    expect((await screen.findByTestId('last-opened')).textContent).toContain('Отдел разработки');
  });

  it('is not offered for an id the server does not know', async () => {
    const api = teamsApi([aTeam()]);
    await openThenList(api, '123');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('last-opened')).toBeNull();
    expect(document.body.textContent).not.toContain('123');
  });

  it('is not offered, and is forgotten, once the team is deleted', async () => {
    const api = teamsApi([aTeam()]);
    (await openThenList(api, 't1')).unmount();
    api.state.teams = [];
    await showList(api);
    await screen.findByTestId('teams-empty');
    await waitFor(() => expect(window.localStorage.getItem('teamcast.last-opened.owner.team')).toBeNull());
    expect(screen.queryByTestId('last-opened')).toBeNull();
  });
});

type SceneProfile = { id: string; firstName: string; lastName: string; filled: boolean; isDemo?: boolean };

const profileOf = ({ id, firstName, lastName, filled, isDemo = false }: SceneProfile) => ({
  id,
  firstName,
  lastName,
  avatarName: 'default',
  age: 30,
  gender: null,
  position: 'Аналитик',
  isDemo,
  isShort: false,
  hideDetails: false,
  filled,
});

const people: SceneProfile[] = [
  { id: 'p1', firstName: 'Анна', lastName: 'Иванова', filled: true },
  { id: 'p2', firstName: 'Борис', lastName: 'Смирнов', filled: true, isDemo: true },
  { id: 'p3', firstName: 'Вера', lastName: 'Котова', filled: true },
  { id: 'p4', firstName: 'Глеб', lastName: 'Пустов', filled: false },
];

async function openList(teams: SceneView[], routes: FakeRoutes = {}) {
  const api = teamsApi(teams, { listSceneProfiles: () => ({ items: people.map(profileOf) }), ...routes });
  const page = await showList(api);
  return { api, page, user: userEvent.setup() };
}

/** Names the new team and goes on to its setup. */
async function startNewTeam(user: ReturnType<typeof userEvent.setup>, title = 'Продажи') {
  await user.click(await screen.findByRole('button', { name: 'Новая команда' }));
  const titleDialog = await screen.findByRole('dialog', { name: 'Название новой команды' });
  await user.type(within(titleDialog).getByRole('textbox', { name: /Название команды/ }), title);
  await user.click(within(titleDialog).getByRole('button', { name: 'Далее' }));
  return screen.findByRole('dialog', { name: `Состав команды «${title}»` });
}

const option = (dialog: HTMLElement, name: string) => within(dialog).getByRole('checkbox', { name: new RegExp(name) });

describe('owner teams: the list', () => {
  beforeEach(() => window.localStorage.clear());

  it('builds a team of two filled profiles at least, explains each lifespan, and opens the new team', async () => {
    const created = aTeam({ _id: 'new-team', title: 'Продажи' });
    const { api, page, user } = await openList([], { createTeamScene: created });
    expect((await screen.findByTestId('teams-empty')).textContent).toContain('Команд пока нет');
    const dialog = await startNewTeam(user);

    // Only filled profiles are offered; a demo one says so; the rest are counted.
    const offered = within(dialog).getAllByTestId('profile-option').map((item) => item.textContent);
    expect(offered).toEqual(['Анна ИвановаАналитик', 'Борис СмирновАналитикДемо', 'Вера КотоваАналитик']);
    expect(dialog.textContent).toContain('Ещё 1 анкета не заполнена и не может войти в команду.');
    expect(dialog.textContent).toContain('Команда начинает работать в первый день прогноза');
    expect(dialog.textContent).toContain('У команды есть год общего прошлого');

    await user.click(option(dialog, 'Анна Иванова'));
    await user.click(within(dialog).getByRole('button', { name: 'Создать команду' }));
    expect(within(dialog).getByTestId('team-size-issue').textContent).toBe('Выберите не менее 2 специалистов');
    expect(api.calls('createTeamScene')).toHaveLength(0);

    await user.click(option(dialog, 'Борис Смирнов'));
    expect(within(dialog).queryByTestId('team-size-issue')).toBeNull();
    await user.click(within(dialog).getByRole('radio', { name: 'Работает 1 год' }));
    await user.click(within(dialog).getByRole('button', { name: 'Создать команду' }));
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/owner/team/new-team'));
    const body = api.calls('createTeamScene')[0]?.body as { title: string; lifespan: string; startDate: string; actors: unknown[] };
    expect(body).toMatchObject({ title: 'Продажи', lifespan: '1y', actors: [{ profileId: 'p1' }, { profileId: 'p2' }] });
    expect(body.startDate).toMatch(/^\d{4}-\d{2}-01$/);
  });

  it('says at once when more specialists are chosen than a team may hold', async () => {
    const many = Array.from({ length: 31 }, (_, i) => ({ id: `m${i}`, firstName: `Имя${i}`, lastName: 'Тестов', filled: true }));
    const { user } = await openList([], { listSceneProfiles: () => ({ items: many.map(profileOf) }) });
    const dialog = await startNewTeam(user);
    for (const item of within(dialog).getAllByRole('checkbox').slice(0, 30)) await user.click(item);
    expect(within(dialog).queryByTestId('team-size-issue')).toBeNull();
    await user.click(within(dialog).getAllByRole('checkbox')[30]!);
    expect(within(dialog).getByTestId('team-size-issue').textContent).toBe('В команде может быть не больше 30 специалистов');
    expect(within(dialog).getByTestId('chosen-count').textContent).toBe('Выбрано: 31 из 30');
  });

  it("shows the plan's team limit when creation is refused, and then says so on the button up front", async () => {
    const { user } = await openList([aTeam(), aTeam({ _id: 't2', title: 'Маркетинг' })], {
      createTeamScene: failure(403, 'team_limit_reached', { params: { limit: 2 } }),
    });
    const dialog = await startNewTeam(user);
    await user.click(option(dialog, 'Анна Иванова'));
    await user.click(option(dialog, 'Вера Котова'));
    await user.click(within(dialog).getByRole('button', { name: 'Создать команду' }));
    const limit = await within(dialog).findByTestId('team-limit');
    expect(limit.textContent).toContain('Достигнуто максимальное количество команд в подписке');
    expect(limit.textContent).toContain('Ваша подписка позволяет 2 команды');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const button = screen.getByTestId('create-team') as HTMLButtonElement;
    expect(button.textContent).toBe('Достигнут лимит команд');
    expect(button.disabled).toBe(true);
  });

  it('deletes the selected teams only after a confirmation naming them', async () => {
    const { api, user } = await openList([aTeam(), aTeam({ _id: 't2', title: 'Маркетинг' })], {
      deleteScenes: ({ body }) => {
        const ids = (body as { sceneIds: string[] }).sceneIds;
        api.state.teams = api.state.teams.filter((team) => !ids.includes(team._id));
        return { deleted: ids.length };
      },
    });
    await screen.findByTestId('teams-table');
    await user.click(screen.getByRole('checkbox', { name: 'Выбрать команду «Маркетинг»' }));
    await user.click(screen.getByRole('button', { name: 'Удалить выбранные (1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Удалить выбранные команды' });
    expect(dialog.textContent).toContain('Удалить 1 команду?');
    expect(within(dialog).getByRole('listitem').textContent).toBe('Маркетинг');

    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(api.calls('deleteScenes')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Удалить выбранные (1)' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Удалить выбранные команды' })).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(screen.getAllByTestId('team-row')).toHaveLength(1));
    expect(api.calls('deleteScenes').map((request) => request.body)).toEqual([{ sceneIds: ['t2'] }]);
    expect(screen.getByTestId('team-row').textContent).toContain('Разработка');
  });

  it('deletes every team after a confirmation, and compares two chosen ones by their ids', async () => {
    const { api, page, user } = await openList([aTeam(), aTeam({ _id: 't2', title: 'Маркетинг' })], {
      deleteAllScenes: () => {
        const deleted = api.state.teams.length;
        api.state.teams = [];
        return { deleted };
      },
    });
    await screen.findByTestId('teams-table');
    expect((screen.getByTestId('compare-teams') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('selection-hint').textContent).toContain('Выберите не менее двух команд');

    await user.click(screen.getByRole('button', { name: 'Удалить все' }));
    const dialog = await screen.findByRole('dialog', { name: 'Удалить все команды' });
    expect(dialog.textContent).toContain('Удалить все ваши команды — 2 команды?');
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(api.calls('deleteAllScenes')).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: 'Выбрать все команды' }));
    await user.click(screen.getByRole('button', { name: 'Сравнить выбранные (2)' }));
    await waitFor(() => expect(`${page.router.state.location.pathname}${page.router.state.location.search}`).toBe('/owner/dashboard/compare-teams?teams=t1,t2'));
  });
});
