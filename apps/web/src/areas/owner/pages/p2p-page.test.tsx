import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Pair, PairCompatibilityView, Profile, SnapshotView } from '@teamcast/contract';
import { createScene, simulateScene } from '@teamcast/domain';
import { describe, expect, it } from 'vitest';
import { createFakeApi, failure, ownerSelf, type FakeRequest, type FakeRoutes } from '../../../test/fake-api';
import { renderApp, settled } from '../../../test/render-app';

// Each step here waits on several answers and renders in turn; a busy machine may need more than a second.
configure({ asyncUtilTimeout: 4000 });

const createdAt = '2026-03-01T10:00:00.000Z';

function aProfile(id: string, firstName: string, overrides: Partial<Profile> = {}): Profile {
  return {
    _id: id,
    ownerId: 'owner-1',
    kind: 'full',
    firstName,
    lastName: 'Петрова',
    birthDate: null,
    age: 30,
    gender: 'Ж',
    avatarName: 'female-21-35',
    position: 'Аналитик',
    phone: null,
    email: null,
    permalink: `link-${id}`,
    isDemo: false,
    isShort: false,
    hideDetails: false,
    state: 'ack_a',
    filled: true,
    expertise: null,
    grade: null,
    attached: false,
    isMain: false,
    createdAt,
    updatedAt: createdAt,
    completedAt: createdAt,
    ...overrides,
  };
}

const anna = aProfile('p-1', 'Анна', { isDemo: true });
const boris = aProfile('p-2', 'Борис', { lastName: 'Смирнов', gender: 'М', position: 'Разработчик' });
const vera = aProfile('p-3', 'Вера', { state: 'ack_q', filled: false, completedAt: null });
const gleb = aProfile('p-4', 'Глеб', { lastName: 'Орлов', gender: 'М', position: null });
const profiles = [anna, boris, vera, gleb];

const actorOf = (profile: Profile) => ({
  id: profile._id,
  firstName: profile.firstName,
  lastName: profile.lastName,
  avatarName: profile.avatarName,
  age: profile.age,
  gender: profile.gender,
  position: profile.position,
  isDemo: profile.isDemo,
  isShort: false,
  hideDetails: false,
  events: [],
});

function aPair(overrides: Partial<Pair> = {}): Pair {
  return {
    _id: 'pair-1',
    kind: 'pair',
    title: 'Анна Петрова & Борис Смирнов',
    status: 'ok',
    missingProfileIds: [],
    lifespan: 'new',
    startDate: '2026-03-01',
    actors: [actorOf(anna), actorOf(boris)],
    interactions: [],
    groupEvents: [],
    undo: [],
    version: 1,
    createdAt,
    updatedAt: createdAt,
    sourceSceneId: null,
    ...overrides,
  };
}

const score = (value: number, reasons: PairCompatibilityView['work']['reasons'] = []) => ({ score: value, precision: 1, reasons });

const compatibility: PairCompatibilityView = {
  relation: 'WORK',
  work: score(68, [
    { code: 'agreeableness.high', subject: 'agreeableness', kind: 'high', effect: 'up', points: 6.4, who: 'both' },
    { code: 'conscientiousness.gap', subject: 'conscientiousness', kind: 'gap', effect: 'down', points: -2.1, who: 'both' },
    { code: 'negativeEmotionality.high', subject: 'negativeEmotionality', kind: 'high', effect: 'down', points: -1.5, who: 'second' },
  ]),
  leadFirst: score(71),
  leadSecond: score(63),
  love: null,
};

const loveCompatibility: PairCompatibilityView = {
  ...compatibility,
  relation: 'LOVE',
  love: { ...score(57, [{ code: 'extraversion.alike', subject: 'extraversion', kind: 'alike', effect: 'up', points: 1.2, who: 'both' }]), oneWay: { firstWithSecond: 61, secondWithFirst: 52 } },
};

function aSnapshot(ruid: string, compat: PairCompatibilityView = compatibility): SnapshotView {
  const forecast = simulateScene(createScene({ actors: [{ id: 'p-1' }, { id: 'p-2' }], startDate: '2026-03-01', lifespan: 'new', seed: 3 }));
  return { kind: 'pair', ruid, sceneId: 'pair-1', createdAt: '2026-03-02T09:30:00.000Z', forecast, compatibility: compat } as SnapshotView;
}

/** An owner with three profiles (one not filled), whose pair and runs the API keeps. */
function pairApi(overrides: FakeRoutes = {}, compat: PairCompatibilityView = compatibility) {
  let stored: Pair | null = null;
  const texts: Record<string, string> = {
    ru: 'Анна и Борис: совместимость в работе — 68 из 100.\n\nГлавные причины. Высокая доброжелательность (у обоих) повышает оценку.',
    en: 'Anna and Boris: work compatibility is 68 of 100.\n\nThe main reasons. High agreeableness (both) raises the score.',
  };
  const routes: FakeRoutes = {
    listProfiles: ({ query }: FakeRequest) => {
      const search = (query.search ?? '').toLowerCase();
      const items = profiles.filter((profile) => !search || `${profile.firstName} ${profile.lastName} ${profile.position}`.toLowerCase().includes(search));
      return { items, total: items.length, counts: { all: 4, empty: 1, approved: 3 } };
    },
    createPair: ({ body }: FakeRequest) => {
      const { actors, startDay } = body as { actors: [string, string]; startDay: string };
      stored = aPair({ startDate: startDay, actors: actors.map((id) => actorOf(profiles.find((profile) => profile._id === id)!)) });
      return stored;
    },
    getPair: () => stored ?? failure(404, 'scene_not_found'),
    updatePair: ({ body }: FakeRequest) => {
      const { actors, startDay, version } = body as { actors: [string, string]; startDay: string; version: number };
      stored = aPair({ ...stored, startDate: startDay, version: version + 1, actors: actors.map((id) => actorOf(profiles.find((profile) => profile._id === id)!)) });
      return stored;
    },
    runPair: { ruid: 'run-1' },
    getSceneSnapshotUrl: ({ query }: FakeRequest) => ({ url: `/api/v1/scene/snapshots/${query.ruid}?key=fresh`, expiresAt: '2026-03-02T10:00:00.000Z' }),
    getSnapshot: ({ params }: FakeRequest) => aSnapshot(params.ruid!, compat),
    writeResultText: ({ body }: FakeRequest) => {
      const ln = (body as { params?: { ln?: 'ru' | 'en' } }).params?.ln ?? 'ru';
      return { text: texts[ln]!, ln, source: 'template' as const };
    },
    ...overrides,
  };
  return {
    routes,
    keep(pair: Pair) {
      stored = pair;
    },
  };
}

async function openPage(path: string, routes: FakeRoutes, language: 'ru' | 'en' = 'ru') {
  const api = createFakeApi(routes);
  const app = renderApp(path, { signedIn: ['owner'], fetch: api.fetch, language });
  await settled(app.router);
  // Messages of the gateway reach only a live connection.
  await waitFor(() => expect(app.realtime.live()).toHaveLength(1));
  return { ...app, api, user: userEvent.setup() };
}

type User = ReturnType<typeof userEvent.setup>;

/*
 * In this document the dropdown's positioning finds no layout and keeps the list undisplayed, though
 * open and in the accessibility tree's reach; options are therefore looked up with `hidden`.
 */
async function openSlot(user: User, slot: string): Promise<HTMLElement> {
  const input = screen.getByRole('combobox', { name: slot });
  await user.click(input);
  await waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('true'));
  return document.getElementById(input.getAttribute('aria-controls') ?? '')!;
}

async function choose(user: User, slot: string, name: string) {
  const list = await openSlot(user, slot);
  await user.click(await within(list).findByRole('option', { name: new RegExp(name), hidden: true }));
  await waitFor(() => expect((screen.getByRole('combobox', { name: slot }) as HTMLInputElement).value).toContain(name));
}

const runButton = () => screen.getByRole('button', { name: /Рассчитать|Run/ }) as HTMLButtonElement;

describe('the pair check', () => {
  it('starts on the first of this month and runs only once two different filled people are chosen', async () => {
    const { routes } = pairApi();
    const { user } = await openPage('/owner/dashboard/p2p', routes);
    const startDay = (await screen.findByLabelText(/Начало прогноза/)) as HTMLInputElement;
    const now = new Date();
    expect(startDay.value).toBe(`${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-01`);
    expect(runButton().disabled).toBe(true);
    expect(screen.getByTestId('pair-needs-both').textContent).toBe('Выберите двух разных людей, чтобы начать расчёт');

    const listbox = await openSlot(user, 'Первый участник');
    // An unfilled questionnaire is listed but cannot be chosen, and says why; a demo profile says it is one.
    const veraOption = await within(listbox).findByRole('option', { name: /Вера/, hidden: true });
    expect(veraOption.getAttribute('aria-disabled') ?? veraOption.getAttribute('data-combobox-disabled')).toBeTruthy();
    expect(veraOption.textContent).toContain('анкета не заполнена');
    expect(within(listbox).getByRole('option', { name: /Анна/, hidden: true }).textContent).toContain('Демо');
    await user.click(within(listbox).getByRole('option', { name: /Анна/, hidden: true }));
    expect(runButton().disabled).toBe(true);

    // The person of the first slot cannot fill the second.
    const secondList = await openSlot(user, 'Второй участник');
    const annaAgain = await within(secondList).findByRole('option', { name: /Анна/, hidden: true });
    expect(annaAgain.textContent).toContain('уже выбран в другом слоте');
    await user.click(await within(secondList).findByRole('option', { name: /Борис/, hidden: true }));
    await waitFor(() => expect(runButton().disabled).toBe(false));
    expect(screen.queryByTestId('pair-needs-both')).toBeNull();

    await user.clear(startDay);
    expect(runButton().disabled).toBe(true);
    expect(screen.getByText('Укажите день начала')).toBeTruthy();
  });

  it('creates the pair, shows the phases of its run, then the result with the score, both one-way scores, the reasons and the text', async () => {
    const { routes } = pairApi();
    const { user, api, router, realtime } = await openPage('/owner/dashboard/p2p', routes);
    await screen.findByTestId('pair-form');
    await choose(user, 'Первый участник', 'Анна');
    await choose(user, 'Второй участник', 'Борис');
    await user.click(runButton());

    await waitFor(() => expect(router.state.location.pathname).toBe('/owner/dashboard/p2p/pair-1'));
    expect(router.state.location.search).toBe('?run=run-1');
    const now = new Date();
    expect(api.calls('createPair')[0]?.body).toEqual({ actors: ['p-1', 'p-2'], startDay: `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-01` });
    expect(api.calls('runPair', { id: 'pair-1' })[0]?.body).toEqual({});

    const progress = await screen.findByTestId('pair-run-progress');
    expect(runButton().disabled).toBe(true);
    act(() => realtime.send({ type: 'sceneComputePhase', payload: { ruid: 'run-1', sceneId: 'pair-1', phase: 'units', progress: 40 } }));
    await waitFor(() => expect(within(progress).getByTestId('run-progress').textContent).toContain('Считаем участников…'));
    const phases = within(progress).getAllByRole('listitem');
    expect(phases.map((phase) => phase.getAttribute('data-state'))).toEqual(['done', 'current', 'waiting', 'waiting']);
    expect(phases[1]!.textContent).toContain('35–45 %');
    expect(api.calls('getSnapshot')).toHaveLength(0);

    act(() => realtime.send({ type: 'renderPair', payload: { ruid: 'run-1', pairId: 'pair-1', url: '/api/v1/scene/snapshots/run-1?key=first' } }));
    const result = await screen.findByTestId('pair-result');
    expect(screen.queryByTestId('pair-run-progress')).toBeNull();
    // The address the result came with is read as it is: no new one is asked for.
    expect(api.calls('getSnapshot')[0]?.query).toEqual({ key: 'first' });
    expect(api.calls('getSceneSnapshotUrl')).toHaveLength(0);

    expect(within(result).getByText('Совместимость в работе')).toBeTruthy();
    expect(within(result).getByTestId('pair-score').textContent).toBe('68');
    expect(within(result).getByTestId('pair-score-band').textContent).toBe('Уровень: выше среднего');
    const oneWay = within(result).getByTestId('pair-one-way');
    expect(oneWay.textContent).toContain('Руководит Анна71');
    expect(oneWay.textContent).toContain('Руководит Борис63');

    const reasons = within(result).getAllByTestId('pair-reason');
    expect(reasons[0]!.textContent).toContain('Высокая доброжелательность');
    expect(reasons[0]!.textContent).toContain('у обоих');
    expect(reasons[0]!.textContent).toContain('повышает оценку на 6,4');
    expect(reasons[1]!.textContent).toContain('Разница в уровне добросовестности');
    expect(reasons[1]!.textContent).toContain('снижает оценку на 2,1');
    expect(reasons[2]!.textContent).toContain('прежде всего — Борис');

    const text = await within(result).findByText(/Анна и Борис: совместимость в работе/);
    expect(text).toBeTruthy();
    expect(api.calls('writeResultText')[0]?.body).toEqual({ result: 'run-1', type: 'pair', id1: 'p-1', id2: 'p-2', params: { ln: 'ru' } });
    expect(within(result).getByText('Год вместе')).toBeTruthy();
  });

  it('shows a refused run’s reason in words and lets the owner run it again', async () => {
    const { routes, keep } = pairApi();
    keep(aPair());
    const { user, realtime } = await openPage('/owner/dashboard/p2p/pair-1', routes);
    act(() => realtime.send({ type: 'syncHistory', payload: { items: [] } }));
    expect((await screen.findByTestId('pair-no-result')).textContent).toContain('Эту пару ещё не рассчитывали');
    await waitFor(() => expect(runButton().disabled).toBe(false));
    await user.click(runButton());
    await screen.findByTestId('pair-run-progress');
    act(() => realtime.send({ type: 'rejectScene', payload: { ruid: 'run-1', sceneId: 'pair-1', code: 'unstable_connection' } }));
    expect((await screen.findByTestId('run-failed')).textContent).toBe('Плохое соединение, попробуйте ещё раз');
    expect(screen.queryByTestId('pair-result')).toBeNull();
    await waitFor(() => expect(runButton().disabled).toBe(false));
  });

  it('shows why a run could not start', async () => {
    const { routes } = pairApi({ createPair: failure(400, 'questionnaire_incomplete') });
    const { user } = await openPage('/owner/dashboard/p2p', routes);
    await screen.findByTestId('pair-form');
    await choose(user, 'Первый участник', 'Анна');
    await choose(user, 'Второй участник', 'Борис');
    await user.click(runButton());
    expect((await screen.findByTestId('pair-run-error')).textContent).toBe('Ответьте на все вопросы каждого шага, чтобы отправить анкету');
  });

  it('opens a stored pair with its latest result from the history, places it there, and saves a changed slot on the pair’s version', async () => {
    const { routes, keep } = pairApi();
    keep(aPair({ version: 4 }));
    const { user, api, realtime, router } = await openPage('/owner/dashboard/p2p/pair-1', routes);
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Первый участник' }) as HTMLInputElement).value).toBe('Анна Петрова'));
    expect((screen.getByRole('combobox', { name: 'Второй участник' }) as HTMLInputElement).value).toBe('Борис Смирнов');
    expect((screen.getByLabelText(/Начало прогноза/) as HTMLInputElement).value).toBe('2026-03-01');
    expect(screen.getByTestId('pair-slot-1-chosen').textContent).toContain('Демо');

    const history = [
      { id: 'run-9', type: 'team' as const, title: 'Продажи', actors: [], scenes: ['team-1'], createdAt: '2026-03-03T10:00:00.000Z' },
      { id: 'run-7', type: 'pair' as const, title: 'Анна & Борис', actors: ['p-1', 'p-2'], scenes: ['pair-1'], createdAt: '2026-03-02T09:30:00.000Z' },
      { id: 'run-5', type: 'pair' as const, title: 'Анна & Борис', actors: ['p-1', 'p-2'], scenes: ['pair-1'], createdAt: '2026-03-01T09:30:00.000Z' },
    ];
    act(() => realtime.send({ type: 'syncHistory', payload: { items: history } }));
    const result = await screen.findByTestId('pair-result');
    expect(api.calls('getSceneSnapshotUrl', { sceneId: 'pair-1' })[0]?.query).toEqual({ ruid: 'run-7' });
    const place = within(result).getByTestId('pair-history');
    expect(within(place).getByTestId('pair-history-position').textContent).toBe('Место в истории расчётов: 2 из 3 (самые новые — первыми). Вся история на главной');
    expect(within(place).getByRole('link', { name: 'Вся история на главной' }).getAttribute('href')).toBe('/owner/dashboard');
    const earlier = within(place).getAllByRole('link').filter((link) => link.getAttribute('href')?.includes('run=run-5'));
    expect(earlier).toHaveLength(1);

    await user.click(earlier[0]!);
    await waitFor(() => expect(router.state.location.search).toBe('?run=run-5'));
    await waitFor(() => expect(api.calls('getSceneSnapshotUrl').map((call) => call.query.ruid)).toContain('run-5'));

    // Changing a slot saves the pair on the version shown, then runs it.
    await choose(user, 'Второй участник', 'Глеб');
    await user.clear(screen.getByLabelText(/Начало прогноза/));
    await user.type(screen.getByLabelText(/Начало прогноза/), '2026-05-01');
    expect(screen.getByText('Пара изменится, и прогноз будет рассчитан для неё заново')).toBeTruthy();
    await user.click(runButton());
    await waitFor(() => expect(api.calls('updatePair', { sceneId: 'pair-1' })).toHaveLength(1));
    expect(api.calls('updatePair')[0]?.body).toEqual({ version: 4, actors: ['p-1', 'p-4'], startDay: '2026-05-01' });
    await waitFor(() => expect(api.calls('runPair', { id: 'pair-1' })).toHaveLength(1));
    await waitFor(() => expect(router.state.location.search).toBe('?run=run-1'));
  });

  it('checks love with the relationship model and shows each one’s satisfaction, and the chart’s data as a table', async () => {
    const { routes, keep } = pairApi({}, loveCompatibility);
    keep(aPair());
    const { user, api, realtime, router } = await openPage('/owner/dashboard/p2p/pair-1', routes);
    act(() => realtime.send({ type: 'syncHistory', payload: { items: [] } }));
    await user.click(await screen.findByRole('radio', { name: 'Любовь' }));
    await waitFor(() => expect(router.state.location.search).toBe('?relation=love'));
    await waitFor(() => expect((screen.getByRole('radio', { name: 'Любовь' }) as HTMLInputElement).checked).toBe(true));
    await waitFor(() => expect(runButton().disabled).toBe(false));
    await user.click(runButton());
    await waitFor(() => expect(api.calls('runPair', { id: 'pair-1' })[0]?.body).toEqual({ type: 'love' }));
    act(() => realtime.send({ type: 'renderPair', payload: { ruid: 'run-1', pairId: 'pair-1', url: '/api/v1/scene/snapshots/run-1?key=k' } }));
    const result = await screen.findByTestId('pair-result');
    expect(within(result).getByText('Совместимость в любви')).toBeTruthy();
    expect(within(result).getByTestId('pair-score').textContent).toBe('57');
    expect(within(result).getByTestId('pair-one-way').textContent).toContain('Анна61');
    expect(within(result).getByTestId('pair-work-score').textContent).toBe('Совместимость в работе — 68 из 100');
    expect(within(result).getAllByTestId('pair-reason')[0]!.textContent).toContain('Сходство в уровне общительности');

    await user.click(within(result).getByRole('radio', { name: 'Таблица' }));
    const table = await within(result).findByTestId('pair-timeline-table');
    const rows = within(table).getAllByRole('row');
    // A header and the twelve months of a year that starts on the first of March.
    expect(rows).toHaveLength(13);
    expect(rows[1]!.textContent).toContain('март 2026');
    expect(rows[12]!.textContent).toContain('февраль 2027');
    expect(within(table).getByRole('columnheader', { name: 'Анна' })).toBeTruthy();
  });

  it('checks friendship with its own run, and reads each result as the relation its run was made for', async () => {
    const friendCompatibility: PairCompatibilityView = {
      ...loveCompatibility,
      relation: 'FRIEND',
      love: { ...loveCompatibility.love!, score: 74, oneWay: { firstWithSecond: 77, secondWithFirst: 70 } },
    };
    // The love run of the address was made before; the new run is the friendship run.
    const { routes, keep } = pairApi({ getSnapshot: ({ params }: FakeRequest) => aSnapshot(params.ruid!, params.ruid === 'run-1' ? friendCompatibility : loveCompatibility) });
    keep(aPair());
    const { user, api, realtime } = await openPage('/owner/dashboard/p2p/pair-1?relation=friend&run=run-7', routes);
    act(() => realtime.send({ type: 'syncHistory', payload: { items: [] } }));
    expect(((await screen.findByRole('radio', { name: 'Дружба' })) as HTMLInputElement).checked).toBe(true);
    const earlier = await screen.findByTestId('pair-result');
    expect(within(earlier).getByText('Совместимость в любви')).toBeTruthy();
    expect(within(earlier).getByTestId('pair-score').textContent).toBe('57');

    await waitFor(() => expect(runButton().disabled).toBe(false));
    await user.click(runButton());
    await waitFor(() => expect(api.calls('runPair', { id: 'pair-1' })[0]?.body).toEqual({ type: 'friend' }));
    act(() => realtime.send({ type: 'renderPair', payload: { ruid: 'run-1', pairId: 'pair-1', url: '/api/v1/scene/snapshots/run-1?key=k' } }));
    await waitFor(() => expect(within(screen.getByTestId('pair-result')).getByTestId('pair-score').textContent).toBe('74'));
    const result = screen.getByTestId('pair-result');
    expect(within(result).getByText('Совместимость в дружбе')).toBeTruthy();
    expect(within(result).getByTestId('pair-one-way').textContent).toContain('Анна77');
    expect(within(result).getByTestId('pair-work-score').textContent).toBe('Совместимость в работе — 68 из 100');
  });

  it('says so when the pair does not exist', async () => {
    const { routes } = pairApi();
    await openPage('/owner/dashboard/p2p/pair-404', routes);
    const missing = await screen.findByTestId('pair-missing');
    expect(missing.textContent).toContain('Такой пары нет');
    expect(within(missing).getByRole('link', { name: 'Новая проверка' }).getAttribute('href')).toBe('/owner/dashboard/p2p');
  });

  it('is closed to an owner who has not confirmed the email', async () => {
    const { routes } = pairApi({ getOwnerSelf: () => ownerSelf({ status: 'unverified' }) });
    await openPage('/owner/dashboard/p2p', routes);
    expect(await screen.findByTestId('dashboard-blocked')).toBeTruthy();
    expect(screen.queryByTestId('pair-form')).toBeNull();
  });

  it('speaks English, and names the lead of each one-way score by the pair’s order', async () => {
    const { routes, keep } = pairApi({ getOwnerSelf: () => ownerSelf({ ln: 'en' }) });
    // The forecast lists its people sorted by id; the scores' "first" is the pair's first, Борис here.
    keep(aPair({ actors: [actorOf(boris), actorOf(anna)] }));
    const { realtime, api } = await openPage('/owner/dashboard/p2p/pair-1?run=run-7', routes, 'en');
    act(() => realtime.send({ type: 'syncHistory', payload: { items: [] } }));
    const result = await screen.findByTestId('pair-result');
    expect(within(result).getByText('Work compatibility')).toBeTruthy();
    expect(within(result).getByTestId('pair-score-band').textContent).toBe('Level: above average');
    expect(within(result).getByTestId('pair-one-way').textContent).toContain('Борис leads71');
    expect(within(result).getByTestId('pair-one-way').textContent).toContain('Анна leads63');
    expect(within(result).getAllByTestId('pair-reason')[0]!.textContent).toContain('raises the score by 6.4');
    expect(await within(result).findByText(/Anna and Boris: work compatibility/)).toBeTruthy();
    expect(api.calls('writeResultText')[0]?.body).toMatchObject({ id1: 'p-2', id2: 'p-1', params: { ln: 'en' } });
    expect(within(result).getByTestId('pair-history-position').textContent).toContain('no longer among the latest');
  });
});
