import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnalysisView, AssemblyResultView } from '@teamcast/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { createFakeApi, failure, ownerSelf, ownerWithTools, type FakeRoutes } from '../../test/fake-api';
import { createFakeRealtime } from '../../test/fake-realtime';
import { renderApp, settled } from '../../test/render-app';
import { aTeam } from '../../test/scene-fixtures';

const ruid = '11111111-1111-4111-8111-111111111111';

const profileOf = (id: string, firstName: string, lastName: string, filled = true) => ({
  id,
  firstName,
  lastName,
  avatarName: 'default',
  age: 30,
  gender: null,
  position: 'Аналитик',
  isDemo: false,
  isShort: false,
  hideDetails: false,
  filled,
});

const people = [profileOf('p1', 'Анна', 'Иванова'), profileOf('p2', 'Борис', 'Смирнов'), profileOf('p3', 'Вера', 'Котова'), profileOf('p4', 'Глеб', 'Пустов', false)];

const year = (score: number) => ({ score, power: 0.42, cohesion: 0.61, microclimate: 12.4, fit: 0.55 });
const days = { power: [0.1, 0.3, 0.4], cohesion: [0.2, 0.5, 0.6], microclimate: [0, 10, 12] };

const assembly: AssemblyResultView = {
  orientation: 'launch',
  size: 2,
  startDate: '2026-12-01',
  people: [
    { id: 'p1', name: 'Анна Иванова' },
    { id: 'p2', name: 'Борис Смирнов' },
    { id: 'p3', name: 'Вера Котова' },
  ],
  proposals: [
    {
      memberIds: ['p1', 'p2'],
      leadId: 'p1',
      year: year(0.512),
      surrogate: 0.5,
      reasons: [
        { code: 'strong_power', actorIds: [], value: 0.05 },
        { code: 'best_pair', actorIds: ['p1', 'p2'], value: 81.2 },
        // A team of two has one pair, the best and the worst at once: told once.
        { code: 'worst_pair', actorIds: ['p2', 'p1'], value: 81.2 },
      ],
      shortfall: null,
      days,
    },
    {
      memberIds: ['p1', 'p3'],
      leadId: 'p1',
      year: { ...year(0.47), cohesion: 0.58 },
      surrogate: 0.45,
      reasons: [{ code: 'cold_microclimate', actorIds: [], value: -3.2 }],
      shortfall: [{ indicator: 'cohesion', difference: -0.03, missing: ['p2'], instead: ['p3'] }],
      days,
    },
  ],
  search: { surrogateTeams: 1200, simulatedTeams: 40, restarts: 8, restartsAgreeing: 7, possibleTeams: 3, exhaustive: false, confidence: 'high' },
};

const done: AnalysisView = {
  ruid,
  kind: 'assemble',
  status: 'done',
  progress: 100,
  sceneId: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  errorCode: null,
  result: { kind: 'assemble', assembly },
};

async function openAssembler(routes: FakeRoutes, path = '/owner/teams/assemble') {
  const api = createFakeApi({ getOwnerSelf: () => ownerWithTools(), listSceneProfiles: () => ({ items: people }), ...routes });
  const realtime = createFakeRealtime();
  const app = renderApp(path, { signedIn: ['owner'], fetch: api.fetch, realtime });
  await settled(app.router);
  return { ...app, api, user: userEvent.setup() };
}

describe('the team assembler', () => {
  beforeEach(() => window.localStorage.clear());

  it('is locked without the feature that creates teams', async () => {
    const locked = ownerSelf({ accessRules: { ...ownerWithTools().accessRules, allowCreateTeams: false } });
    await openAssembler({ getOwnerSelf: () => locked });
    const lock = await screen.findByTestId('tool-lock');
    expect(lock.getAttribute('data-feature')).toBe('create_teams');
    expect(screen.queryByTestId('assembly-form')).toBeNull();
  });

  it('offers only filled profiles and refuses a team larger than the pool before sending anything', async () => {
    const { api, user } = await openAssembler({});
    const form = await screen.findByTestId('assembly-form');
    expect(within(form).getAllByTestId('pool-option')).toHaveLength(3);
    await user.click(within(form).getByRole('checkbox', { name: /Анна Иванова/ }));
    await user.click(within(form).getByRole('button', { name: 'Подобрать команды' }));
    expect(within(form).getByTestId('assembly-issue').textContent).toBe('Выберите хотя бы двух человек.');
    await user.click(within(form).getByRole('checkbox', { name: /Борис Смирнов/ }));
    await user.click(within(form).getByRole('button', { name: 'Подобрать команды' }));
    expect(within(form).getByTestId('assembly-issue').textContent).toBe('Команда не может быть больше, чем выбрано людей: выбрано 2.');
    expect(api.calls('startAssembly')).toHaveLength(0);
  });

  it('says when the pool is over its limit', async () => {
    const many = Array.from({ length: 201 }, (_, i) => profileOf(`m${i}`, `Имя${i}`, 'Тестов'));
    const { user } = await openAssembler({ listSceneProfiles: () => ({ items: many }) });
    const form = await screen.findByTestId('assembly-form');
    await user.click(within(form).getByTestId('pool-all'));
    expect(within(form).getByTestId('pool-over').textContent).toBe('Можно выбрать не больше 200: уберите ещё 1 человека.');
    expect(within(form).getByTestId('pool-count').textContent).toBe('Выбран 201 из 200 возможных');
  });

  it('sends the choices, shows the progress from the realtime messages, then the proposals in words', async () => {
    let stored: AnalysisView = { ...done, status: 'running', progress: 0, result: null };
    const { api, user, realtime, router } = await openAssembler({ startAssembly: () => ({ ruid }), getAnalysis: () => stored });
    const form = await screen.findByTestId('assembly-form');
    await user.click(within(form).getByTestId('pool-all'));
    await user.clear(within(form).getByRole('textbox', { name: /Размер команды/ }));
    await user.type(within(form).getByRole('textbox', { name: /Размер команды/ }), '2');
    await user.click(within(form).getByRole('radio', { name: /Запуск \(КПЛ\)/ }));
    await user.click(within(form).getByRole('button', { name: 'Подобрать команды' }));
    await waitFor(() => expect(api.calls('startAssembly')).toHaveLength(1));
    expect(api.calls('startAssembly')[0]?.body).toEqual({ profileIds: ['p1', 'p2', 'p3'], size: 2, orientation: 'launch', mustHave: [], leadId: null });
    await waitFor(() => expect(router.state.location.search).toBe(`?run=${ruid}`));

    realtime.send({ type: 'analysisProgress', payload: { ruid, kind: 'assemble', progress: 40 } });
    const bar = await screen.findByRole('progressbar', { name: 'Подбор команд' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('40'));

    stored = done;
    realtime.send({ type: 'analysisDone', payload: { ruid, kind: 'assemble', status: 'done', code: null } });
    const result = await screen.findByTestId('assembly-result');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(within(result).getByTestId('assembly-search').textContent).toBe(
      'Быстрой оценкой проверено команд: 1 200, полной моделью спрогнозировано: 40. Перезапусков поиска, пришедших к тем же лучшим командам: 7 из 8. Уверенность: высокая.'.replace('1 200', (1200).toLocaleString('ru')),
    );
    const [first, second] = within(result).getAllByTestId('proposal');
    expect(within(first!).getAllByTestId('proposal-member').map((member) => member.textContent)).toEqual(['Анна Иванова · руководитель', 'Борис Смирнов']);
    expect(within(first!).getByTestId('proposal-reasons').textContent).toContain('Лучше всех сработаются Анна Иванова, Борис Смирнов: 81 из 100');
    expect(within(first!).getByTestId('proposal-reasons').textContent).not.toContain('Труднее всех');
    expect(within(second!).getByTestId('proposal-reasons').textContent).toContain('Микроклимат холоднее типичного на 3,2 п.');
    expect(within(second!).getByTestId('proposal-shortfall').textContent).toContain('Чего не хватает против команды №1');
    expect(within(second!).getByTestId('proposal-shortfall').textContent).toContain('сплочённость ниже на 3,0 п. п.');
    expect(within(second!).getByTestId('proposal-shortfall').textContent).toContain('В команде №1 есть Борис Смирнов, здесь вместо них — Вера Котова.');
  });

  it('reads a finished search from the address and opens a proposal as a new team with its lead', async () => {
    const created = aTeam({ _id: 'new-team', title: 'Подбор КПЛ №2' });
    const { api, user, router } = await openAssembler({ getAnalysis: done, createTeamScene: () => created, getScene: created }, `/owner/teams/assemble?run=${ruid}`);
    const result = await screen.findByTestId('assembly-result');
    await user.click(within(within(result).getAllByTestId('proposal')[1]!).getByRole('button', { name: 'Открыть в симуляторе' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/owner/team/new-team'));
    expect(api.calls('createTeamScene')[0]?.body).toEqual({
      title: 'Подбор КПЛ №2',
      lifespan: 'new',
      startDate: '2026-12-01',
      actors: [{ profileId: 'p1' }, { profileId: 'p3' }],
      leadProfileId: 'p1',
    });
  });

  it('tells a refusal of the server in words', async () => {
    const { user } = await openAssembler({ startAssembly: failure(429, 'runs_in_flight') });
    const form = await screen.findByTestId('assembly-form');
    await user.click(within(form).getByTestId('pool-all'));
    await user.clear(within(form).getByRole('textbox', { name: /Размер команды/ }));
    await user.type(within(form).getByRole('textbox', { name: /Размер команды/ }), '2');
    await user.click(within(form).getByRole('button', { name: 'Подобрать команды' }));
    const alert = await screen.findByTestId('form-alert');
    expect(alert.getAttribute('data-code')).toBe('runs_in_flight');
    expect(alert.textContent).not.toBe('');
  });
});
