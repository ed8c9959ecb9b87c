import { act, configure, screen, waitFor, within } from '@testing-library/react';
import type { Pair, PairCompatibilityView, Profile, SnapshotView } from '@teamcast/contract';
import { createScene, simulateScene } from '@teamcast/domain';
import { describe, expect, it } from 'vitest';
import { failure, ownerSelf, type FakeRequest, type FakeRoutes } from '../../../test/fake-api';
import { actorFields, anna, boris, choose, gleb, openMobilePage, vera } from '../test-support';

// Each step waits on several answers and renders in turn; a busy machine may need more than a second.
configure({ asyncUtilTimeout: 4000 });

const people = [anna, boris, vera, gleb];

const actorOf = (profile: Profile) => ({ ...actorFields(profile), events: [] });

const score = (value: number, reasons: PairCompatibilityView['work']['reasons'] = []) => ({ score: value, precision: 1, reasons });

const compatibility: PairCompatibilityView = {
  relation: 'WORK',
  work: score(68, [{ code: 'agreeableness.high', subject: 'agreeableness', kind: 'high', effect: 'up', points: 6.4, who: 'both' }]),
  leadFirst: score(71),
  leadSecond: score(63),
  love: null,
};

/** An owner's people, whose pair and its run the fake API keeps. */
function pairApi(overrides: FakeRoutes = {}): FakeRoutes {
  let stored: Pair | null = null;
  return {
    listProfiles: () => ({ items: people, total: people.length, counts: { all: 4, empty: 1, approved: 3 } }),
    createPair: ({ body }: FakeRequest) => {
      const { actors, startDay } = body as { actors: [string, string]; startDay: string };
      stored = {
        _id: 'pair-1',
        kind: 'pair',
        title: 'Анна & Борис',
        status: 'ok',
        missingProfileIds: [],
        lifespan: 'new',
        startDate: startDay,
        actors: actors.map((id) => actorOf(people.find((profile) => profile._id === id)!)),
        interactions: [],
        groupEvents: [],
        undo: [],
        version: 1,
        createdAt: '2026-03-01T10:00:00.000Z',
        updatedAt: '2026-03-01T10:00:00.000Z',
        sourceSceneId: null,
      };
      return stored;
    },
    getPair: () => stored ?? failure(404, 'scene_not_found'),
    runPair: { ruid: 'run-1' },
    getSceneSnapshotUrl: ({ query }: FakeRequest) => ({ url: `/api/v1/scene/snapshots/${query.ruid}?key=fresh`, expiresAt: '2026-03-02T10:00:00.000Z' }),
    getSnapshot: ({ params }: FakeRequest) => {
      const forecast = simulateScene(createScene({ actors: [{ id: 'p-1' }, { id: 'p-2' }], startDate: '2026-03-01', lifespan: 'new', seed: 3 }));
      return { kind: 'pair', ruid: params.ruid!, sceneId: 'pair-1', createdAt: '2026-03-02T09:30:00.000Z', forecast, compatibility } as SnapshotView;
    },
    writeResultText: ({ body }: FakeRequest) => {
      const ln = (body as { params?: { ln?: 'ru' | 'en' } }).params?.ln ?? 'ru';
      const text = ln === 'ru' ? 'Анна и Борис: совместимость в работе — 68 из 100.' : 'Anna and Boris: work compatibility is 68 of 100.';
      return { text, ln, source: 'template' as const };
    },
    ...overrides,
  };
}

const firstOfMonth = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-01`;
};

const runButton = () => screen.getByTestId('pair-run-button') as HTMLButtonElement;

describe('the pair check on a phone', () => {
  it('runs the owner’s check for two people and shows the score, the reasons, the year and the text', async () => {
    const { user, api, router, realtime } = await openMobilePage('/owner-mobile/p2p', pairApi());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Совместимость пары');
    await screen.findByTestId('pair-form');
    expect(runButton().disabled).toBe(true);
    expect(screen.getByTestId('pair-needs-both')).toBeTruthy();
    expect((screen.getByLabelText(/Начало прогноза/) as HTMLInputElement).value).toBe(firstOfMonth());

    await choose(user, 'Первый участник', 'Анна');
    await choose(user, 'Второй участник', 'Борис');
    await waitFor(() => expect(runButton().disabled).toBe(false));
    await user.click(runButton());

    await waitFor(() => expect(router.state.location.pathname).toBe('/owner-mobile/p2p/pair-1'));
    expect(router.state.location.search).toBe('?run=run-1');
    expect(api.calls('createPair')[0]?.body).toEqual({ actors: ['p-1', 'p-2'], startDay: firstOfMonth() });
    expect(api.calls('runPair', { id: 'pair-1' })[0]?.body).toEqual({});
    await screen.findByTestId('pair-run-progress');

    act(() => realtime.send({ type: 'renderPair', payload: { ruid: 'run-1', pairId: 'pair-1', url: '/api/v1/scene/snapshots/run-1?key=first' } }));
    const result = await screen.findByTestId('pair-result');
    expect(screen.queryByTestId('pair-run-progress')).toBeNull();
    expect(within(result).getByText('Совместимость в работе')).toBeTruthy();
    expect(within(result).getByTestId('pair-score').textContent).toBe('68');
    expect(within(result).getByTestId('pair-one-way').textContent).toContain('Руководит Анна71');
    expect(within(result).getAllByTestId('pair-reason')[0]!.textContent).toContain('повышает оценку на 6,4');
    expect(within(result).getByTestId('pair-timeline')).toBeTruthy();
    expect(await within(result).findByText(/Анна и Борис: совместимость в работе/)).toBeTruthy();
    // The same run again, with nothing changed.
    expect(runButton().textContent).toBe('Рассчитать заново');
  });

  it('checks love when the address asks for it', async () => {
    // The account's language is the one the area shows.
    const { user, api } = await openMobilePage('/owner-mobile/p2p?relation=love', pairApi({ getOwnerSelf: () => ownerSelf({ ln: 'en' }) }), 'en');
    await screen.findByTestId('pair-form');
    expect(screen.getByRole('radio', { name: 'Love' })).toHaveProperty('checked', true);
    await choose(user, 'First person', 'Анна');
    await choose(user, 'Second person', 'Борис');
    await user.click(screen.getByRole('button', { name: 'Run the check' }));
    await waitFor(() => expect(api.calls('runPair')).toHaveLength(1));
    expect(api.calls('runPair')[0]?.body).toEqual({ type: 'love' });
  });

  it('shows an unverified owner why the check is closed', async () => {
    await openMobilePage('/owner-mobile/p2p', pairApi({ getOwnerSelf: () => ownerSelf({ status: 'unverified' }) }));
    expect(await screen.findByTestId('dashboard-blocked')).toBeTruthy();
    expect(screen.queryByTestId('pair-form')).toBeNull();
  });

  it('says so when the pair of the address is gone, and leads to a new check', async () => {
    await openMobilePage('/owner-mobile/p2p/pair-9', pairApi());
    const missing = await screen.findByTestId('pair-missing');
    expect(within(missing).getByRole('link').getAttribute('href')).toBe('/owner-mobile/p2p');
  });
});
