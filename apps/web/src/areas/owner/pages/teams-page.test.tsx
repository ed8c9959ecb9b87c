import { screen, waitFor, within } from '@testing-library/react';
import type { SceneView } from '@teamcast/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { createFakeApi, failure, type FakeRoutes } from '../../../test/fake-api';
import { renderApp, settled } from '../../../test/render-app';
import { aTeam as aTeamAnswer } from '../../../test/scene-fixtures';

const aTeam = (overrides: Partial<SceneView> = {}): SceneView => aTeamAnswer({ _id: 't1', ...overrides });

const summaryOf = ({ _id, title, status, lifespan, startDate, createdAt, updatedAt }: SceneView) => ({
  _id,
  title,
  status,
  lifespan,
  startDate,
  actorCount: 0,
  createdAt,
  updatedAt,
});

/** Teams behind a fake API: the list and each team answer from `teams`, which a test may change. */
function teamsApi(initial: SceneView[], routes: FakeRoutes = {}) {
  const state = { teams: initial };
  const api = createFakeApi({
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
  await new Promise((resolve) => setTimeout(resolve, 50));
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
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByTestId('last-opened')).toBeNull();
    expect(window.localStorage.getItem('teamcast.last-opened.owner.team')).toBeNull();
  });
});
