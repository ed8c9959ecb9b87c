import { act, configure, screen, waitFor, within } from '@testing-library/react';
import type { SceneView, SnapshotView } from '@teamcast/contract';
import { applySceneChange, createScene, simulateScene } from '@teamcast/domain';
import { describe, expect, it } from 'vitest';
import { ownerSelf, ownerWithTools, type FakeRequest, type FakeRoutes } from '../../../test/fake-api';
import { aTeam } from '../../../test/scene-fixtures';
import { actorFields, anna, boris, choose, gleb, openMobilePage, vera } from '../test-support';

// Each step waits on several answers and renders in turn; a year's result is a large page to render here.
configure({ asyncUtilTimeout: 5000 });

const sceneProfile = (profile: typeof anna) => ({ ...actorFields(profile), filled: profile.filled });
const people = [anna, boris, vera, gleb].map(sceneProfile);

/** An owner with the team tools and four people (one not filled), whose scratch scene the fake API keeps. */
function teamApi(overrides: FakeRoutes = {}): FakeRoutes {
  let sandbox: SceneView | null = null;
  let manager: string | undefined;
  return {
    getOwnerSelf: () => ownerWithTools(),
    listSceneProfiles: { items: people },
    getSandbox: () => ({ scene: sandbox }),
    createSandbox: ({ body }: FakeRequest) => {
      const { actors } = body as { actors: { profileId: string }[] };
      manager = undefined;
      sandbox = aTeam({
        _id: 'sandbox-1',
        kind: 'sandbox',
        title: 'sandbox',
        actors: actors.map(({ profileId }) => {
          const { filled: _filled, ...actor } = people.find((profile) => profile.id === profileId)!;
          return { ...actor, events: [{ type: 'join' as const, date: 0, value: 1, timestamp: 0 }] };
        }),
      });
      return sandbox;
    },
    updateSandbox: ({ body }: FakeRequest) => {
      const { change, version } = body as { version: number; change: { actorId: string } };
      manager = change.actorId;
      sandbox = { ...sandbox!, version: version + 1 };
      return sandbox;
    },
    runScene: { ruid: 'run-1' },
    getSceneSnapshotUrl: ({ query }: FakeRequest) => ({ url: `/api/v1/scene/snapshots/${query.ruid}?key=fresh`, expiresAt: '2026-03-02T10:00:00.000Z' }),
    getSnapshot: ({ params }: FakeRequest) => {
      let scene = createScene({ actors: (sandbox?.actors ?? []).map((actor) => ({ id: actor.id })), startDate: '2026-03-01', lifespan: 'new', seed: 11 });
      if (manager) scene = applySceneChange(scene, { kind: 'rank', actorId: manager, day: 0, level: 2 });
      return { kind: 'team', ruid: params.ruid!, sceneId: 'sandbox-1', createdAt: '2026-03-02T09:30:00.000Z', forecast: simulateScene(scene) } as SnapshotView;
    },
    writeResultText: { text: 'Прогноз на год: средняя результативность — 50 %.', ln: 'ru', source: 'template' },
    ...overrides,
  };
}

const runButton = () => screen.getByTestId('run-team-check') as HTMLButtonElement;

describe('the team check on a phone', () => {
  it('checks three people with a manager and shows the team’s year at the check’s own address', async () => {
    const { user, api, router, realtime } = await openMobilePage('/owner-mobile/team', teamApi());
    await screen.findByTestId('team-check-form');
    expect(screen.getAllByTestId('team-slot')).toHaveLength(4);
    expect(runButton().disabled).toBe(true);

    await choose(user, 'Участник 1', 'Анна');
    await choose(user, 'Участник 2', 'Борис');
    // Two people are a team already.
    await waitFor(() => expect(runButton().disabled).toBe(false));
    expect(screen.queryByRole('combobox', { name: /Руководитель/ })).toBeNull();
    await choose(user, 'Участник 3', 'Глеб');
    await choose(user, 'Руководитель', 'Глеб');
    await user.click(runButton());

    await waitFor(() => expect(api.calls('runScene', { id: 'sandbox-1' })).toHaveLength(1));
    expect((api.calls('createSandbox')[0]?.body as { actors: unknown }).actors).toEqual(['p-1', 'p-2', 'p-4'].map((profileId) => ({ profileId })));
    expect(api.calls('updateSandbox')[0]?.body).toEqual({ version: 1, change: { kind: 'rank', actorId: 'p-4', day: 0, level: 2 } });
    await screen.findByTestId('run-progress');

    act(() => realtime.send({ type: 'renderCheckTeam', payload: { ruid: 'run-1', sceneId: 'sandbox-1', url: '/api/v1/scene/snapshots/run-1?key=first' } }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/owner-mobile/team/sandbox-1'));
    const result = await screen.findByTestId('team-result');
    for (const indicator of ['power', 'cohesion', 'microclimate', 'orientation', 'profile']) {
      expect(within(within(result).getByTestId(`indicator-${indicator}`)).getByTestId('indicator-level').textContent).toMatch(/\S/);
    }
    const rows = within(within(result).getByTestId('team-result-people')).getAllByRole('row');
    expect(rows.map((row) => row.querySelector('th')?.textContent)).toEqual(['Участник', 'Анна Петрова', 'Борис Смирнов', 'Глеб Орловруководитель']);
    expect(await screen.findByText('Прогноз на год: средняя результативность — 50 %.')).toBeTruthy();
    // The people stay in their slots.
    expect((screen.getByRole('combobox', { name: 'Участник 3' }) as HTMLInputElement).value).toBe('Глеб Орлов');
  });

  it('takes four people at most, each once', async () => {
    const { user } = await openMobilePage('/owner-mobile/team', teamApi({ listSceneProfiles: { items: [...people, sceneProfile({ ...anna, _id: 'p-5', firstName: 'Дина', isDemo: false })] } }));
    await screen.findByTestId('team-check-form');
    await choose(user, 'Участник 1', 'Анна');
    await choose(user, 'Участник 2', 'Борис');
    await choose(user, 'Участник 3', 'Глеб');
    await choose(user, 'Участник 4', 'Дина');
    expect(screen.getAllByRole('combobox', { name: /^Участник/ })).toHaveLength(4);
    await waitFor(() => expect(runButton().disabled).toBe(false));
  });

  it('names the plan that opens the check when the owner’s plan has no teams', async () => {
    const { api } = await openMobilePage('/owner-mobile/team', teamApi({ getOwnerSelf: () => ownerSelf() }));
    const lock = await screen.findByTestId('team-lock');
    expect(lock.textContent).toContain('«Команды»');
    expect(screen.queryByTestId('team-check-form')).toBeNull();
    expect(api.calls('listSceneProfiles')).toHaveLength(0);
  });
});
