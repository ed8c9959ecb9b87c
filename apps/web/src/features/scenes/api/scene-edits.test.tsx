import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Pair } from '@teamcast/contract';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { createAppServices } from '../../../app/services';
import { useApiClient } from '../../../shared/api/api-context';
import { createQueryClient } from '../../../shared/api/query-client';
import { credentialsStore } from '../../../shared/auth/credentials-store';
import { createErrorDisplay } from '../../../shared/errors/error-display';
import { createI18n } from '../../../shared/i18n/i18n';
import { ErrorNotifications } from '../../../shared/ui/mantine/error-notifications';
import { createFakeApi, failure, type FakeRoutes } from '../../../test/fake-api';
import { createFakeRealtime } from '../../../test/fake-realtime';
import { reflectSceneState } from './scene-cache';
import { pairQuery, teamQuery, teamQueryKey } from './scene-queries';
import { useEditPair, useEditTeam } from './scene-mutations';
import { aTeam } from '../../../test/scene-fixtures';

/** The least a team screen does: show the cached team and send a rename made on the version it shows. */
function TeamTitle() {
  const client = useApiClient('owner');
  const team = useQuery(teamQuery('owner', client, 'team-1'));
  const edit = useEditTeam('owner');
  if (!team.data) return null;
  return (
    <>
      <p data-testid="shown">{`${team.data.title} v${team.data.version}`}</p>
      <button type="button" onClick={() => edit.mutate({ id: 'team-1', version: team.data.version, title: 'Моя правка' })}>
        rename
      </button>
    </>
  );
}

function PairTitle() {
  const client = useApiClient('owner');
  const pair = useQuery(pairQuery('owner', client, 'pair-1'));
  const edit = useEditPair('owner');
  if (!pair.data) return null;
  return (
    <>
      <p data-testid="shown">{`${pair.data.title} v${pair.data.version}`}</p>
      <button type="button" onClick={() => edit.mutate({ id: 'pair-1', version: pair.data.version, startDay: '2027-01-01' })}>
        move
      </button>
    </>
  );
}

function renderWith(screenUnderTest: ReactNode, routes: FakeRoutes, language: 'ru' | 'en' = 'ru') {
  credentialsStore.set('owner', { token: 'token-owner' });
  const api = createFakeApi(routes);
  const display = createErrorDisplay();
  const services = createAppServices({
    i18n: createI18n(language),
    fetch: api.fetch,
    display,
    openRealtime: createFakeRealtime().open,
    navigate: () => undefined,
    currentPath: () => '/owner/team/team-1',
  });
  render(
    <AppProviders services={services}>
      <MantineProvider>
        <Notifications />
        <ErrorNotifications display={display} />
        {screenUnderTest}
      </MantineProvider>
    </AppProviders>,
  );
  return { api, services, user: userEvent.setup() };
}

describe('editing a scene on a stale version', () => {
  it('replaces the stale team on screen with the newer one the server sent, and says why', async () => {
    const newer = aTeam({ title: 'Чужая правка', version: 2 });
    const { api, user } = renderWith(<TeamTitle />, {
      getScene: aTeam(),
      updateScene: (request) =>
        (request.body as { version: number }).version === 2 ? aTeam({ title: 'Моя правка', version: 3 }) : failure(409, 'scene_conflict', { current: newer }),
    });
    expect((await screen.findByTestId('shown')).textContent).toBe('Разработка v1');

    await user.click(screen.getByRole('button', { name: 'rename' }));
    await waitFor(() => expect(screen.getByTestId('shown').textContent).toBe('Чужая правка v2'));
    expect(
      await screen.findByText('Команду изменили в другой вкладке или на другом устройстве. Показана новая версия, повторите изменение'),
    ).toBeTruthy();
    // The newer team came with the refusal: nothing was loaded again.
    expect(api.calls('getScene', { id: 'team-1' })).toHaveLength(1);

    // Made again, the edit names the version now shown and goes through.
    await user.click(screen.getByRole('button', { name: 'rename' }));
    await waitFor(() => expect(screen.getByTestId('shown').textContent).toBe('Моя правка v3'));
    expect(api.calls('updateScene', { id: 'team-1' }).map((request) => (request.body as { version: number }).version)).toEqual([1, 2]);
  });

  it('does the same for a pair, in English too', async () => {
    const pair: Pair = { ...aTeam({ _id: 'pair-1', kind: 'pair', title: 'Анна & Борис' }), sourceSceneId: null };
    renderWith(
      <PairTitle />,
      {
        getPair: pair,
        updatePair: failure(409, 'scene_conflict', { current: { ...pair, title: 'Анна & Вера', version: 5 } }),
      },
      'en',
    );
    expect((await screen.findByTestId('shown')).textContent).toBe('Анна & Борис v1');
    await userEvent.setup().click(screen.getByRole('button', { name: 'move' }));
    await waitFor(() => expect(screen.getByTestId('shown').textContent).toBe('Анна & Вера v5'));
    expect(await screen.findByText('The team was changed in another tab or on another device. The newer version is shown; make your change again')).toBeTruthy();
  });
});

describe('a change announced by another tab', () => {
  const reflect = (version: number) => ({
    type: 'reflectState' as const,
    payload: { sceneId: 'team-1', updatedAt: '2026-03-02T10:00:00.000Z', version },
  });

  function cached(queryClient: QueryClient, version: number) {
    queryClient.setQueryData(teamQueryKey('owner', 'team-1'), aTeam({ version }));
    return () => queryClient.getQueryState(teamQueryKey('owner', 'team-1'))?.isInvalidated;
  }

  it('marks an older cached copy stale, and leaves the copy that already has that version', () => {
    const queryClient = createQueryClient();
    const stale = cached(queryClient, 1);
    reflectSceneState(queryClient, 'owner', reflect(1));
    expect(stale()).toBe(false);
    reflectSceneState(queryClient, 'owner', reflect(2));
    expect(stale()).toBe(true);
    expect(queryClient.getQueryState(teamQueryKey('owner-mobile', 'team-1'))).toBeUndefined();
  });
});
