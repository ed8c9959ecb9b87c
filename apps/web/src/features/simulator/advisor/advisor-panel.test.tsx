import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdviceResultView, AnalysisView, SceneView } from '@teamcast/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { createFakeApi, ownerWithTools, type FakeRoutes } from '../../../test/fake-api';
import { createFakeRealtime } from '../../../test/fake-realtime';
import { renderApp, settled } from '../../../test/render-app';
import { aTeam } from '../../../test/scene-fixtures';

const ruid = '22222222-2222-4222-8222-222222222222';
type Actor = SceneView['actors'][number];

const person = (id: string, firstName: string, lastName: string) => ({
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
});
const actor = (id: string, firstName: string, lastName: string): Actor => ({ ...person(id, firstName, lastName), events: [{ type: 'join', date: 0, value: 1, timestamp: 1 }] });

const team = aTeam({ _id: 't1', version: 4, startDate: '2026-12-01', actors: [actor('a1', 'Анна', 'Иванова'), actor('a2', 'Борис', 'Смирнов'), actor('a3', 'Вера', 'Котова')] });
const profiles = [
  ...team.actors.map(({ events: _events, ...rest }) => ({ ...rest, filled: true })),
  { ...person('c1', 'Дина', 'Петрова'), filled: true },
  { ...person('c2', 'Егор', 'Лисин'), filled: false },
];

const year = { score: 0.5, power: 0.4, cohesion: 0.6, microclimate: 10, fit: 0.5 };
const advice = (overrides: Partial<AdviceResultView> = {}): AdviceResultView => ({
  sceneId: 't1',
  version: 4,
  orientation: 'growth',
  base: year,
  items: [
    { change: { kind: 'swap', day: 0, actorId: 'a2', candidateId: 'c1' }, year, effect: { score: 0.031, power: 0.05, cohesion: 0.02, microclimate: -1.5, fit: 0 } },
    { change: { kind: 'pair', day: 0, actorIds: ['a1', 'a3'], hours: 3, remote: true }, year, effect: { score: 0.004, power: 0, cohesion: 0.001, microclimate: 2, fit: 0 } },
  ],
  people: [
    { id: 'a1', name: 'Анна Иванова' },
    { id: 'a2', name: 'Борис Смирнов' },
    { id: 'a3', name: 'Вера Котова' },
    { id: 'c1', name: 'Дина Петрова' },
  ],
  tried: 40,
  pruned: 12,
  ...overrides,
});
const analysis = (result: AdviceResultView): AnalysisView => ({
  ruid,
  kind: 'advise',
  status: 'done',
  progress: 100,
  sceneId: 't1',
  createdAt: '2026-11-20T10:00:00.000Z',
  errorCode: null,
  result: { kind: 'advise', advice: result },
});

async function openAdvisor(routes: FakeRoutes) {
  const api = createFakeApi({ getOwnerSelf: () => ownerWithTools(), getScene: team, listSceneProfiles: () => ({ items: profiles }), runScene: { ruid: '33333333-3333-4333-8333-333333333333' }, ...routes });
  const realtime = createFakeRealtime();
  const app = renderApp('/owner/team/t1', { signedIn: ['owner'], fetch: api.fetch, realtime });
  await settled(app.router);
  await screen.findByTestId('simulator');
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Что поможет команде?' }));
  const panel = await screen.findByRole('dialog', { name: 'Что поможет команде больше всего' });
  return { ...app, api, user, panel };
}

describe('the what-if advisor', () => {
  beforeEach(() => window.localStorage.clear());

  it('offers the filled profiles outside the team from the chosen day, and lists the changes that help in words', async () => {
    let stored: AnalysisView = { ...analysis(advice()), status: 'running', progress: 0, result: null };
    const { api, user, panel, realtime } = await openAdvisor({ startAdvice: () => ({ ruid }), getAnalysis: () => stored });
    expect(within(panel).getByTestId('advisor-day').textContent).toBe('Изменения — не раньше дня 0 (1 дек. 2026 г.): это день, выбранный в симуляторе.');
    const options = await within(panel).findAllByTestId('pool-option');
    expect(options.map((option) => option.textContent)).toEqual(['Дина ПетроваРазработчик']);
    await user.click(within(panel).getByRole('button', { name: 'Найти лучшие изменения' }));
    await waitFor(() => expect(api.calls('startAdvice', { id: 't1' })).toHaveLength(1));
    expect(api.calls('startAdvice')[0]?.body).toEqual({ day: 0, poolProfileIds: ['c1'] });

    realtime.send({ type: 'analysisProgress', payload: { ruid, kind: 'advise', progress: 55 } });
    await waitFor(() => expect(within(panel).getByRole('progressbar', { name: 'Поиск изменений' }).getAttribute('aria-valuenow')).toBe('55'));
    stored = analysis(advice());
    realtime.send({ type: 'analysisDone', payload: { ruid, kind: 'advise', status: 'done', code: null } });

    const items = await within(panel).findAllByTestId('advice-item');
    expect(items.map((item) => within(item).getByTestId('advice-text').textContent)).toEqual([
      '1. Замена с 1 дек. 2026 г. (день 0): Борис Смирнов → Дина Петрова',
      '2. Пара Анна Иванова — Вера Котова: удалённо, 3 ч в неделю, с 1 дек. 2026 г. (день 0)',
    ]);
    const effect = within(items[0]!).getByTestId('advice-effect').textContent ?? '';
    expect(effect).toContain('оценка +0,031 (лучше)');
    expect(effect).toContain('сплочённость +2,0 (лучше)');
    expect(effect).toMatch(/микроклимат [−-]1,5 \(хуже\)/);
  });

  it('applies a change on the version shown, as one edit of the simulator', async () => {
    const { api, user, panel } = await openAdvisor({ startAdvice: { ruid }, getAnalysis: analysis(advice()), updateScene: () => ({ ...team, version: 5 }) });
    await user.click(within(panel).getByRole('button', { name: 'Найти лучшие изменения' }));
    const [first] = await within(panel).findAllByTestId('advice-item');
    await user.click(within(first!).getByRole('button', { name: 'Применить: Замена с 1 дек. 2026 г. (день 0): Борис Смирнов → Дина Петрова' }));
    await waitFor(() => expect(api.calls('updateScene', { id: 't1' })).toHaveLength(1));
    expect(api.calls('updateScene')[0]?.body).toEqual({ version: 4, advice: { kind: 'swap', day: 0, actorId: 'a2', candidateId: 'c1' } });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Что поможет команде больше всего' })).toBeNull());
  });

  it('says when advice is stale and when no change helps', async () => {
    const { user, panel } = await openAdvisor({
      startAdvice: { ruid },
      getAnalysis: analysis(advice({ version: 3, items: [{ change: { kind: 'dismiss', day: 0, actorId: 'a1' }, year, effect: { score: -0.01, power: 0, cohesion: 0, microclimate: 0, fit: 0 } }] })),
    });
    await user.click(within(panel).getByRole('button', { name: 'Найти лучшие изменения' }));
    expect((await within(panel).findByTestId('advice-stale')).textContent).toContain('Команда изменилась после этого совета');
    expect(within(panel).getByTestId('advice-none').textContent).toBe('Ни одно изменение не улучшает прогноз команды с этого дня.');
    expect(within(panel).queryByTestId('advice-item')).toBeNull();
  });
});
