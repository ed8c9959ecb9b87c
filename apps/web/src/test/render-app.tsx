import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { vi } from 'vitest';
import { AppProviders } from '../app/providers';
import { createRoutes } from '../app/routes';
import { createAppServices } from '../app/services';
import { credentialsStore } from '../shared/auth/credentials-store';
import type { AuthArea } from '../shared/auth/auth-area';
import { createI18n } from '../shared/i18n/i18n';
import { createFakeApi } from './fake-api';
import { createFakeRealtime, type FakeRealtime } from './fake-realtime';

export interface RenderAppOptions {
  /** Areas to be signed in to before the app starts. */
  signedIn?: AuthArea[];
  language?: 'ru' | 'en';
  fetch?: typeof fetch;
  /** Renders in React's StrictMode, which mounts every effect twice, as the development build does. */
  strict?: boolean;
  realtime?: FakeRealtime;
}

/** The real route table in a memory router, with the real providers and a fake API (see `fake-api.ts`). */
export function renderApp(path: string, options: RenderAppOptions = {}) {
  for (const area of options.signedIn ?? []) credentialsStore.set(area, { token: `token-${area}` });
  const fetch = options.fetch ?? createFakeApi().fetch;
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  const i18n = createI18n(options.language ?? 'ru');
  const realtime = options.realtime ?? createFakeRealtime();
  const services = createAppServices({
    openRealtime: realtime.open,
    i18n,
    fetch,
    navigate: (to, navigateOptions) => router.navigate(to, navigateOptions),
    currentPath: () => `${router.state.location.pathname}${router.state.location.search}`,
    currentUrl: () => `http://localhost${router.state.location.pathname}`,
  });
  const app = (
    <AppProviders services={services}>
      <RouterProvider router={router} />
    </AppProviders>
  );
  const view = render(options.strict ? <StrictMode>{app}</StrictMode> : app);
  return { router, services, fetch, i18n, realtime, ...view };
}

/** Resolves once the router has settled on a page (lazy chunks and loaders done). */
export async function settled(router: ReturnType<typeof createMemoryRouter>): Promise<void> {
  // The first test of a file also waits for the area's chunk to be transformed.
  await vi.waitFor(
    () => {
      if (!router.state.initialized || router.state.navigation.state !== 'idle') throw new Error('router still busy');
    },
    { timeout: 10_000 },
  );
}
