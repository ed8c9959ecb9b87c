import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, settled } from '../test/render-app';

describe('routes: guards', () => {
  it.each([
    ['/owner/dashboard', '/owner/login', 'login-owner'],
    ['/owner-mobile/p2p', '/owner-mobile/login', 'login-owner-mobile'],
    ['/love-mobile/settings', '/love-mobile/login', 'login-love-mobile'],
    ['/estimator/profiles/42', '/estimator/login', 'login-estimator'],
    ['/compare-profiles', '/estimator/login', 'login-estimator'],
    ['/administrator/neuronet', '/administrator/login', 'login-administrator'],
  ])('sends a guest from %s to %s, remembering where they were going', async (from, login, testId) => {
    const { router } = renderApp(from);
    await settled(router);
    expect(router.state.location.pathname).toBe(login);
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(from);
    expect(await screen.findByTestId(testId)).toBeTruthy();
  });

  it('sends a guest opening an area root to that area’s login, not to its home page', async () => {
    const { router } = renderApp('/owner');
    await settled(router);
    expect(router.state.location.pathname).toBe('/owner/login');
  });

  it('does not let one area’s sign-in open another area', async () => {
    const { router } = renderApp('/administrator/profiles', { signedIn: ['owner'] });
    await settled(router);
    expect(router.state.location.pathname).toBe('/administrator/login');
  });
});

describe('routes: redirects and pages', () => {
  it('opens the dashboard for a signed-in owner at /owner', async () => {
    const { router } = renderApp('/owner', { signedIn: ['owner'] });
    await settled(router);
    expect(router.state.location.pathname).toBe('/owner/dashboard');
    expect(await screen.findByTestId('layout-owner')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Главная');
  });

  it.each([
    ['/administrator', 'administrator', '/administrator/profiles'],
    ['/owner-mobile', 'owner-mobile', '/owner-mobile/p2p'],
    ['/love-mobile', 'love-mobile', '/love-mobile/p2p'],
  ] as const)('opens %s at its home page when signed in', async (from, area, to) => {
    const { router } = renderApp(from, { signedIn: [area] });
    await settled(router);
    expect(router.state.location.pathname).toBe(to);
  });

  it('follows a link to the consumer test with a full page load, since /main is a page of its own', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, pathname: '/', assign });
    try {
      const { router } = renderApp('/');
      await settled(router);
      void router.navigate('/main/questionnaire?x=1');
      await waitFor(() => expect(assign).toHaveBeenCalledWith('/main/questionnaire?x=1'));
      expect(router.state.location.pathname).toBe('/');
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('shows not-found rather than loading itself again when it is itself served at /main', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, pathname: '/main/onboarding', assign });
    try {
      const { router } = renderApp('/main/onboarding');
      await settled(router);
      expect(await screen.findByTestId('not-found')).toBeTruthy();
      expect(assign).not.toHaveBeenCalled();
    } finally {
      vi.restoreAllMocks();
    }
  });

  it.each(['/no-such-page', '/404', '/owner/no-such-page'])('shows not-found for %s', async (path) => {
    const { router } = renderApp(path);
    await settled(router);
    expect(await screen.findByTestId('not-found')).toBeTruthy();
    expect(router.state.location.pathname).toBe(path);
  });

  it('shows the internal-error page at /500', async () => {
    renderApp('/500');
    expect(await screen.findByTestId('internal-error')).toBeTruthy();
  });

  it('asks the API for its health through the public client and shows it in the footer', async () => {
    const { fetch } = renderApp('/');
    await waitFor(() => expect(screen.getByTestId('api-status').textContent).toBe('Сервис работает'));
    expect(fetch).toHaveBeenCalledWith('/api/health', expect.objectContaining({ method: 'GET' }));
  });
});

/** Every route of spec section 2 with the area it belongs to, as a guest or signed in. */
const everyPage: [path: string, layout: string][] = [
  ['/', 'public'],
  ['/faq', 'public'],
  ['/enterprise', 'public'],
  ['/profile-questionnaire', 'public'],
  ['/couple-questionnaire', 'public'],
  ['/result/abc', 'public'],
  ['/500', 'public'],
  ['/404', 'public'],
  ['/dev/mailbox', 'public'],
  ['/administrator/login', 'administrator'],
  ['/administrator/estimators', 'administrator'],
  ['/administrator/owners', 'administrator'],
  ['/administrator/profiles', 'administrator'],
  ['/administrator/profiles/p1', 'administrator'],
  ['/administrator/questionnaires', 'administrator'],
  ['/administrator/questionnaires/q1', 'administrator'],
  ['/administrator/neuronet', 'administrator'],
  ['/administrator/audit', 'administrator'],
  ['/estimator/login', 'estimator'],
  ['/estimator/magic-link', 'estimator'],
  ['/estimator/password-reset', 'estimator'],
  ['/estimator', 'estimator'],
  ['/estimator/profiles/p1', 'estimator'],
  ['/compare-profiles', 'estimator'],
  ['/owner/login', 'owner'],
  ['/owner/magic-link', 'owner'],
  ['/owner/first-signup', 'owner'],
  ['/owner/link/share1', 'owner'],
  ['/owner/registration', 'owner'],
  ['/owner/dashboard', 'owner'],
  ['/owner/profiles', 'owner'],
  ['/owner/profiles/p1', 'owner'],
  ['/owner/teams', 'owner'],
  ['/owner/team/t1', 'owner'],
  ['/owner/dashboard/p2p', 'owner'],
  ['/owner/dashboard/p2p/x1', 'owner'],
  ['/owner/dashboard/team', 'owner'],
  ['/owner/dashboard/team/x1', 'owner'],
  ['/owner/dashboard/compare-teams', 'owner'],
  ['/owner/dashboard/compare-teams/x1', 'owner'],
  ['/owner-mobile/login', 'owner-mobile'],
  ['/owner-mobile/magic-link', 'owner-mobile'],
  ['/owner-mobile/first-signup', 'owner-mobile'],
  ['/owner-mobile/link/share1', 'owner-mobile'],
  ['/owner-mobile/registration', 'owner-mobile'],
  ['/owner-mobile/profiles', 'owner-mobile'],
  ['/owner-mobile/profiles/p1', 'owner-mobile'],
  ['/owner-mobile/p2p', 'owner-mobile'],
  ['/owner-mobile/p2p/x1', 'owner-mobile'],
  ['/owner-mobile/team', 'owner-mobile'],
  ['/owner-mobile/team/t1', 'owner-mobile'],
  ['/owner-mobile/settings', 'owner-mobile'],
  ['/love-mobile/login', 'love-mobile'],
  ['/love-mobile/magic-link', 'love-mobile'],
  ['/love-mobile/first-signup', 'love-mobile'],
  ['/love-mobile/registration', 'love-mobile'],
  ['/love-mobile/profiles', 'love-mobile'],
  ['/love-mobile/profiles/p1', 'love-mobile'],
  ['/love-mobile/p2p', 'love-mobile'],
  ['/love-mobile/p2p/x1', 'love-mobile'],
  ['/love-mobile/settings', 'love-mobile'],
];

describe('routes: every page', () => {
  it.each(everyPage)('%s opens in the %s layout with exactly one h1 that names the tab', async (path, layout) => {
    const { router } = renderApp(path, { signedIn: ['administrator', 'estimator', 'owner', 'owner-mobile', 'love-mobile'] });
    await settled(router);
    expect(router.state.location.pathname).toBe(path);
    expect(await screen.findByTestId(`layout-${layout}`)).toBeTruthy();
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    await waitFor(() => expect(document.title).toMatch(/ — Teamcast$/));
    const title = headings[0]!.textContent ?? '';
    if (path !== '/') expect(document.title).toBe(`${title} — Teamcast`);
  });
});
