import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, ownerSelf } from '../../../test/fake-api';
import { renderApp, settled } from '../../../test/render-app';
import { teamQueryKey } from '../../scenes/api/scene-queries';

const rules = { allowTeams: false, allowScene: false, allowCreateTeams: false, allowCompareTeams: false, allowMonitor: false };

describe('the owner\u2019s realtime connection', () => {
  it('opens with the area\u2019s token, and unblocks the dashboard when the rules pushed say the email is verified', async () => {
    let verified = false;
    const api = createFakeApi({ getOwnerSelf: () => ownerSelf({ status: verified ? 'verified' : 'unverified' }) });
    const app = renderApp('/owner/dashboard', { signedIn: ['owner'], fetch: api.fetch });
    await settled(app.router);
    await screen.findByTestId('dashboard-blocked');
    expect(app.realtime.live().map((connection) => connection.token)).toEqual(['token-owner']);
    const loads = api.calls('getOwnerSelf').length;

    // The greeting repeats what the page shows: nothing is loaded again.
    act(() => app.realtime.send({ type: 'syncAccessRules', payload: { ...rules, needVerify: true } }));
    expect(api.calls('getOwnerSelf')).toHaveLength(loads);

    // Verified in another tab: the account is loaded again and the tools open.
    verified = true;
    act(() => app.realtime.send({ type: 'syncAccessRules', payload: { ...rules, needVerify: false } }));
    expect(await screen.findByTestId('dashboard-tools')).toBeTruthy();
    expect(screen.queryByTestId('dashboard-blocked')).toBeNull();
    expect(api.calls('getOwnerSelf')).toHaveLength(loads + 1);
  });

  it('marks a team held in the cache stale when another tab stored a newer version of it, and only then', async () => {
    const api = createFakeApi({ getOwnerSelf: () => ownerSelf() });
    const app = renderApp('/owner/dashboard', { signedIn: ['owner'], fetch: api.fetch });
    await settled(app.router);
    await screen.findByTestId('dashboard-tools');
    const key = teamQueryKey('owner', 'team-1');
    app.services.queryClient.setQueryData(key, { _id: 'team-1', kind: 'team', version: 3 });
    const updatedAt = '2026-03-01T10:00:00.000Z';

    act(() => app.realtime.send({ type: 'reflectState', payload: { sceneId: 'team-1', updatedAt, version: 3 } }));
    expect(app.services.queryClient.getQueryState(key)?.isInvalidated).toBe(false);
    act(() => app.realtime.send({ type: 'reflectState', payload: { sceneId: 'team-1', updatedAt, version: 4 } }));
    await waitFor(() => expect(app.services.queryClient.getQueryState(key)?.isInvalidated).toBe(true));
  });

  it('closes when the owner signs out', async () => {
    const api = createFakeApi({ getOwnerSelf: () => ownerSelf() });
    const app = renderApp('/owner/dashboard', { signedIn: ['owner'], fetch: api.fetch });
    await settled(app.router);
    await screen.findByTestId('dashboard-tools');
    expect(app.realtime.live()).toHaveLength(1);
    act(() => app.services.logout('owner'));
    await waitFor(() => expect(app.realtime.live()).toHaveLength(0));
  });
});
