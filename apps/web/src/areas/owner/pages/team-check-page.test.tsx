import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SceneView, SnapshotView } from '@teamcast/contract';
import { applySceneChange, createScene, simulateScene } from '@teamcast/domain';
import { describe, expect, it } from 'vitest';
import { createFakeApi, failure, ownerSelf, type FakeRequest, type FakeRoutes } from '../../../test/fake-api';
import { renderApp, settled } from '../../../test/render-app';
import { aTeam } from '../../../test/scene-fixtures';

const person = (id: string, firstName: string, overrides: Record<string, unknown> = {}) => ({
  id,
  firstName,
  lastName: 'Петрова',
  avatarName: 'female-21-35',
  age: 30,
  gender: 'Ж' as const,
  position: null,
  isDemo: false,
  isShort: false,
  hideDetails: false,
  filled: true,
  ...overrides,
});

const anna = person('p-1', 'Анна', { isDemo: true });
const boris = person('p-2', 'Борис', { lastName: 'Смирнов', gender: 'М' });
const vera = person('p-3', 'Вера', { filled: false });
const gleb = person('p-4', 'Глеб', { lastName: 'Орлов', gender: 'М' });
const dina = person('p-5', 'Дина', { lastName: 'Ким' });
const people = [anna, boris, vera, gleb, dina];

const actorOf = (profile: (typeof people)[number], events: SceneView['actors'][number]['events'] = [{ type: 'join', date: 0, value: 1, timestamp: 0 }]) => {
  const { filled: _filled, ...actor } = profile;
  return { ...actor, events };
};

const forecasts = new Map<string, ReturnType<typeof simulateScene>>();

/** The forecast of these people, with a manager from the first day when one is named; each simulated once. */
function aForecast(ids: readonly string[], manager?: string) {
  const key = `${ids.join()}/${manager ?? ''}`;
  const known = forecasts.get(key);
  if (known) return known;
  let scene = createScene({ actors: ids.map((id) => ({ id })), startDate: '2026-03-01', lifespan: 'new', seed: 11 });
  if (manager) scene = applySceneChange(scene, { kind: 'rank', actorId: manager, day: 0, level: 2 });
  const forecast = simulateScene(scene);
  forecasts.set(key, forecast);
  return forecast;
}

// A year's result is a large page to render in this document.
const resultShown = { timeout: 5000 };

const teamText = {
  ru: 'Прогноз на год: средняя результативность — 50 %.\n\nКоманда ориентирована на рост (ПЛК).',
  en: 'The year ahead: mean performance 50%.\n\nThe team leans to growth (P-L-K).',
};

/** A verified owner whose plan opens the team tools. */
const withTools = (ln: 'ru' | 'en' = 'ru') =>
  ownerSelf({ ln, accessRules: { allowTeams: true, allowScene: true, needVerify: false, allowCreateTeams: false, allowCompareTeams: false, allowMonitor: false } });

/** An owner with five profiles (one not filled) whose scratch scene and runs the fake API keeps. */
function teamCheckApi(overrides: FakeRoutes = {}) {
  let sandbox: SceneView | null = null;
  let manager: string | undefined;
  const routes: FakeRoutes = {
    getOwnerSelf: () => withTools(),
    listSceneProfiles: { items: people },
    getSandbox: () => ({ scene: sandbox }),
    createSandbox: ({ body }: FakeRequest) => {
      const { actors, lifespan } = body as { actors: { profileId: string }[]; lifespan: 'new' | '1y' | '2y' };
      manager = undefined;
      sandbox = aTeam({
        _id: 'sandbox-1',
        kind: 'sandbox',
        title: 'sandbox',
        lifespan,
        actors: actors.map(({ profileId }) => actorOf(people.find((profile) => profile.id === profileId)!)),
      });
      return sandbox;
    },
    updateSandbox: ({ body }: FakeRequest) => {
      const { change, version } = body as { version: number; change: { actorId: string } };
      manager = change.actorId;
      sandbox = {
        ...sandbox!,
        version: version + 1,
        actors: sandbox!.actors.map((actor) =>
          actor.id === manager ? { ...actor, events: [...actor.events, { type: 'm_rank' as const, date: 0, value: 2, timestamp: 1 }] } : actor,
        ),
      };
      return sandbox;
    },
    runScene: { ruid: 'run-1' },
    getSceneSnapshotUrl: ({ query }: FakeRequest) => ({ url: `/api/v1/scene/snapshots/${query.ruid}?key=fresh`, expiresAt: '2026-03-02T10:00:00.000Z' }),
    getSnapshot: ({ params }: FakeRequest) =>
      ({
        kind: 'team',
        ruid: params.ruid!,
        sceneId: 'sandbox-1',
        createdAt: '2026-03-02T09:30:00.000Z',
        forecast: aForecast(sandbox?.actors.map((actor) => actor.id) ?? ['p-1', 'p-2', 'p-4'], manager),
      }) as SnapshotView,
    writeResultText: ({ body }: FakeRequest) => {
      const ln = (body as { params?: { ln?: 'ru' | 'en' } }).params?.ln ?? 'ru';
      return { text: teamText[ln], ln, source: 'template' as const };
    },
    ...overrides,
  };
  return {
    routes,
    keep(scene: SceneView) {
      sandbox = scene;
    },
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

type User = ReturnType<typeof userEvent.setup>;

// The dropdown finds no layout in this document and keeps its list undisplayed, so options are looked up with `hidden`.
async function openSelect(user: User, name: string): Promise<HTMLElement> {
  const input = screen.getByRole('combobox', { name });
  await user.click(input);
  await waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('true'));
  return document.getElementById(input.getAttribute('aria-controls') ?? '')!;
}

async function choose(user: User, slot: string, name: string) {
  const list = await openSelect(user, slot);
  await user.click(await within(list).findByRole('option', { name: new RegExp(name), hidden: true }));
  await waitFor(() => expect((screen.getByRole('combobox', { name: slot }) as HTMLInputElement).value).toContain(name));
}

const runButton = () => screen.getByTestId('run-team-check') as HTMLButtonElement;
const firstOfMonth = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-01`;
};

describe('the quick team check', () => {
  it('runs with two to four distinct filled people, and offers the manager choice once a third is chosen', async () => {
    const { routes } = teamCheckApi();
    const { user } = await openPage('/owner/dashboard/team', routes);
    await screen.findByTestId('team-check-form');
    expect(screen.getAllByTestId('team-slot')).toHaveLength(4);
    expect(runButton().disabled).toBe(true);
    expect(screen.getByTestId('team-check-issue').textContent).toBe('Выберите хотя бы двух человек.');

    const list = await openSelect(user, 'Участник 1');
    const veraOption = await within(list).findByRole('option', { name: /Вера/, hidden: true });
    expect(veraOption.getAttribute('aria-disabled') ?? veraOption.getAttribute('data-combobox-disabled')).toBeTruthy();
    expect(veraOption.textContent).toContain('анкета не заполнена');
    expect(within(list).getByRole('option', { name: /Анна/, hidden: true }).textContent).toContain('Демо');
    await user.click(within(list).getByRole('option', { name: /Анна/, hidden: true }));
    expect(within(screen.getAllByTestId('team-slot')[0]!).getByTestId('slot-demo').textContent).toBe('Демо');
    expect(runButton().disabled).toBe(true);

    // Each person once: the one in the first slot is not offered in the second.
    const second = await openSelect(user, 'Участник 2');
    expect(within(second).queryByRole('option', { name: /Анна/, hidden: true })).toBeNull();
    await user.click(await within(second).findByRole('option', { name: /Борис/, hidden: true }));
    await waitFor(() => expect(runButton().disabled).toBe(false));
    expect(screen.queryByRole('combobox', { name: /Руководитель/ })).toBeNull();

    await choose(user, 'Участник 3', 'Глеб');
    const managerList = await openSelect(user, 'Руководитель');
    const offered = within(managerList).getAllByRole('option', { hidden: true }).map((option) => option.textContent);
    expect(offered).toEqual(['Анна Петрова', 'Борис Смирнов', 'Глеб Орлов']);

    // Back to two people, the choice goes away.
    await user.click(within(screen.getAllByTestId('team-slot')[2]!).getByRole('button', { hidden: true }));
    await waitFor(() => expect(screen.queryByRole('combobox', { name: /Руководитель/ })).toBeNull());
    expect(runButton().disabled).toBe(false);
  });

  it('starts the scratch scene afresh with the manager, shows the phases, then the result at the check\u2019s own address', async () => {
    const { routes } = teamCheckApi();
    const { user, api, router, realtime } = await openPage('/owner/dashboard/team', routes);
    await screen.findByTestId('team-check-form');
    await choose(user, 'Участник 1', 'Анна');
    await choose(user, 'Участник 2', 'Борис');
    await choose(user, 'Участник 3', 'Глеб');
    await choose(user, 'Участник 4', 'Дина');
    await choose(user, 'Руководитель', 'Глеб');
    await user.click(runButton());

    await waitFor(() => expect(api.calls('runScene', { id: 'sandbox-1' })).toHaveLength(1));
    expect(api.calls('createSandbox')[0]?.body).toEqual({
      lifespan: 'new',
      startDate: firstOfMonth(),
      actors: ['p-1', 'p-2', 'p-4', 'p-5'].map((profileId) => ({ profileId })),
    });
    expect(api.calls('updateSandbox')[0]?.body).toEqual({ version: 1, change: { kind: 'rank', actorId: 'p-4', day: 0, level: 2 } });

    const progress = await screen.findByTestId('run-progress');
    expect(runButton().disabled).toBe(true);
    act(() => realtime.send({ type: 'sceneComputePhase', payload: { ruid: 'run-1', sceneId: 'sandbox-1', phase: 'render', progress: 70 } }));
    await waitFor(() => expect(progress.textContent).toContain('Строим прогноз на год'));
    expect(api.calls('getSnapshot')).toHaveLength(0);

    act(() => realtime.send({ type: 'renderCheckTeam', payload: { ruid: 'run-1', sceneId: 'sandbox-1', url: '/api/v1/scene/snapshots/run-1?key=first' } }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/owner/dashboard/team/sandbox-1'));
    const result = await screen.findByTestId('team-result', {}, resultShown);
    expect(screen.queryByTestId('run-progress')).toBeNull();
    expect(api.calls('getSnapshot')[0]?.query).toEqual({ key: 'first' });

    for (const indicator of ['power', 'cohesion', 'microclimate', 'orientation', 'profile']) {
      const card = within(result).getByTestId(`indicator-${indicator}`);
      expect(within(card).getByTestId('indicator-level').textContent).toMatch(/\S/);
      expect(within(card).getByTestId('indicator-precision').textContent).toMatch(/^Точность \d+/);
      expect(within(card).getAllByRole('listitem').length).toBeGreaterThan(0);
    }
    expect(within(result).getByTestId('indicator-power').textContent).toContain('возможного');
    expect(within(result).getByTestId('indicator-profile').textContent).toMatch(/КПЛ|ПЛК|ЛКП/);
    expect(within(result).getByTestId('indicator-profile').textContent).toContain('Буквы стоят в порядке ориентации команды');
    const rows = within(within(result).getByTestId('team-result-people')).getAllByRole('row');
    expect(rows.map((row) => row.querySelector('th')?.textContent)).toEqual(['Участник', 'Анна Петрова', 'Борис Смирнов', 'Глеб Орловруководитель', 'Дина Ким']);

    expect(await screen.findByText('Команда ориентирована на рост (ПЛК).')).toBeTruthy();
    expect(api.calls('writeResultText')[0]?.body).toEqual({ result: 'run-1', type: 'team', params: { ln: 'ru' } });
    // The people stay in their slots.
    expect((screen.getByRole('combobox', { name: 'Участник 4' }) as HTMLInputElement).value).toBe('Дина Ким');
    expect((screen.getByRole('combobox', { name: /Руководитель/ }) as HTMLInputElement).value).toBe('Глеб Орлов');
  });

  it('opens a check from the history with its people and manager in the slots', async () => {
    const { routes, keep } = teamCheckApi();
    keep(
      aTeam({
        _id: 'sandbox-1',
        kind: 'sandbox',
        lifespan: '1y',
        actors: [actorOf(anna), actorOf(boris), actorOf(gleb, [{ type: 'join', date: 0, value: 1, timestamp: 0 }, { type: 'm_rank', date: 0, value: 2, timestamp: 1 }])],
      }),
    );
    const { api, realtime } = await openPage('/owner/dashboard/team/sandbox-1', routes);
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Участник 3' }) as HTMLInputElement).value).toBe('Глеб Орлов'));
    expect((screen.getByRole('combobox', { name: /Руководитель/ }) as HTMLInputElement).value).toBe('Глеб Орлов');
    expect(screen.getByRole('radio', { name: 'Год' })).toHaveProperty('checked', true);

    const history = [
      { id: 'run-8', type: 'pair' as const, title: 'Анна & Борис', actors: ['p-1', 'p-2'], scenes: ['sandbox-1'], createdAt: '2026-03-03T10:00:00.000Z' },
      { id: 'run-7', type: 'team' as const, title: 'Анна, Борис и Глеб', actors: ['p-1', 'p-2', 'p-4'], scenes: ['sandbox-1'], createdAt: '2026-03-02T10:00:00.000Z' },
      { id: 'run-5', type: 'team' as const, title: 'Анна, Борис и Глеб', actors: ['p-1', 'p-2', 'p-4'], scenes: ['sandbox-1'], createdAt: '2026-03-01T10:00:00.000Z' },
    ];
    act(() => realtime.send({ type: 'syncHistory', payload: { items: history } }));
    await screen.findByTestId('team-result', {}, resultShown);
    expect(api.calls('getSceneSnapshotUrl', { sceneId: 'sandbox-1' }).map((call) => call.query)).toEqual([{ ruid: 'run-7' }]);
  });

  it('says when a check is no longer in the history', async () => {
    const { routes } = teamCheckApi();
    const { realtime } = await openPage('/owner/dashboard/team/gone-1', routes);
    act(() => realtime.send({ type: 'syncHistory', payload: { items: [] } }));
    expect((await screen.findByTestId('team-check-not-found')).textContent).toContain('Этой проверки нет в истории');
  });

  it('shows every refusal in words: the plan, a start refused, a run that failed', async () => {
    const closed = teamCheckApi({ listSceneProfiles: failure(403, 'feature_unavailable', { params: { feature: 'teams' } }) });
    const first = await openPage('/owner/dashboard/team', closed.routes);
    expect((await screen.findByTestId('team-check-refused')).textContent).toBe('Функция не входит в вашу подписку');
    first.unmount();

    const refused = teamCheckApi({ createSandbox: failure(400, 'actors_ineligible', { params: { profileId: 'p-2' } }) });
    const second = await openPage('/owner/dashboard/team', refused.routes);
    await screen.findByTestId('team-check-form');
    await choose(second.user, 'Участник 1', 'Анна');
    await choose(second.user, 'Участник 2', 'Борис');
    await second.user.click(runButton());
    expect((await screen.findByTestId('team-check-error')).textContent).toBe('В команду можно добавить только заполненные анкеты');
    expect(second.api.calls('runScene')).toHaveLength(0);
    await waitFor(() => expect(runButton().disabled).toBe(false));
    second.unmount();

    const failing = teamCheckApi();
    const third = await openPage('/owner/dashboard/team', failing.routes);
    await screen.findByTestId('team-check-form');
    await choose(third.user, 'Участник 1', 'Анна');
    await choose(third.user, 'Участник 2', 'Борис');
    await third.user.click(runButton());
    await screen.findByTestId('run-progress');
    act(() => third.realtime.send({ type: 'rejectScene', payload: { ruid: 'run-1', sceneId: 'sandbox-1', code: 'unstable_connection' } }));
    expect((await screen.findByTestId('run-failed')).textContent).toBe('Плохое соединение, попробуйте ещё раз');
    expect(third.router.state.location.pathname).toBe('/owner/dashboard/team');
    await waitFor(() => expect(runButton().disabled).toBe(false));
  });

  it('speaks English too', async () => {
    const { routes } = teamCheckApi({ getOwnerSelf: () => withTools('en') });
    const { user, realtime } = await openPage('/owner/dashboard/team', routes, 'en');
    await screen.findByTestId('team-check-form');
    expect(screen.getByTestId('team-check-issue').textContent).toBe('Choose at least two people.');
    await choose(user, 'Person 1', 'Анна');
    await choose(user, 'Person 2', 'Борис');
    await user.click(runButton());
    await screen.findByTestId('run-progress');
    act(() => realtime.send({ type: 'renderCheckTeam', payload: { ruid: 'run-1', sceneId: 'sandbox-1', url: '/api/v1/scene/snapshots/run-1?key=k' } }));
    const result = await screen.findByTestId('team-result', {}, resultShown);
    expect(within(result).getByRole('heading', { name: 'Cohesion' })).toBeTruthy();
    expect(within(result).getByTestId('indicator-profile').textContent).toMatch(/KPL|PLK|LKP/);
    expect(await screen.findByText('The team leans to growth (P-L-K).')).toBeTruthy();
  });
});
