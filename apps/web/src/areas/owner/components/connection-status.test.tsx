import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, ownerSelf, type FakeRoutes } from '../../../test/fake-api';
import { renderApp, settled } from '../../../test/render-app';

const seenTraining: FakeRoutes = { getOwnerData: () => ({ key: 'tutorial', data: { steps: { profiles: true } } }) };

async function openArea(language: 'ru' | 'en' = 'ru') {
  const api = createFakeApi({ ...seenTraining, getOwnerSelf: () => ownerSelf({ ln: language }) });
  const app = renderApp('/owner/profiles', { signedIn: ['owner'], fetch: api.fetch, language });
  await settled(app.router);
  await waitFor(() => expect(app.realtime.live()).toHaveLength(1));
  return app;
}

/** The browser going off or back on the network, as it tells the page. */
function network(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

const status = () => screen.getByTestId('connection-status');

describe('the connection messages', () => {
  afterEach(() => vi.restoreAllMocks());

  it('say there is no internet while the browser is offline, and go when it is back', async () => {
    await openArea();
    expect(status().getAttribute('role')).toBe('status');
    expect(status().textContent).toBe('');

    network(false);
    expect(screen.getByTestId('connection-offline').textContent).toContain('Отсутствует подключение к интернету');

    network(true);
    expect(screen.queryByTestId('connection-offline')).toBeNull();
    expect(status().textContent).toBe('');
  });

  it('say the connection is bad while the realtime connection is down, and go once it is open again', async () => {
    const { realtime } = await openArea();
    act(() => realtime.setState('reconnecting'));
    expect(screen.getByTestId('connection-unstable').textContent).toContain('Плохое соединение');
    // A retry still counts as the drop until it succeeds.
    act(() => realtime.setState('connecting'));
    expect(screen.getByTestId('connection-unstable')).toBeTruthy();
    act(() => realtime.setState('open'));
    expect(status().textContent).toBe('');
  });

  it('put no internet before a bad connection, since that is its cause', async () => {
    const { realtime } = await openArea();
    network(false);
    act(() => realtime.setState('reconnecting'));
    expect(screen.getByTestId('connection-offline')).toBeTruthy();
    expect(screen.queryByTestId('connection-unstable')).toBeNull();
    network(true);
    expect(screen.getByTestId('connection-unstable')).toBeTruthy();
    act(() => realtime.setState('open'));
    expect(status().textContent).toBe('');
  });

  it('do not count a first connection or signing out as a drop', async () => {
    const { realtime, services } = await openArea();
    act(() => realtime.setState('connecting'));
    expect(status().textContent).toBe('');
    act(() => realtime.setState('reconnecting'));
    expect(screen.getByTestId('connection-unstable')).toBeTruthy();
    act(() => services.logout('owner'));
    await waitFor(() => expect(realtime.live()).toHaveLength(0));
    expect(screen.queryByTestId('connection-unstable')).toBeNull();
  });

  it('speak English too', async () => {
    const { realtime } = await openArea('en');
    network(false);
    expect(screen.getByTestId('connection-offline').textContent).toContain('No internet connection');
    network(true);
    act(() => realtime.setState('reconnecting'));
    expect(screen.getByTestId('connection-unstable').textContent).toContain('Bad connection');
  });
});
