import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { vi } from 'vitest';
import { AppProviders } from '../app/providers';
import { createRoutes } from '../app/routes';
import { createAppServices } from '../app/services';
import { credentialsStore } from '../shared/auth/credentials-store';
import type { AuthArea } from '../shared/auth/auth-area';
import { createI18n } from '../shared/i18n/i18n';

export interface RenderAppOptions {
  /** Areas to be signed in to before the app starts. */
  signedIn?: AuthArea[];
  language?: 'ru' | 'en';
  fetch?: typeof fetch;
}

/** The real route table in a memory router, with the real providers and a fetch that answers health checks. */
export function renderApp(path: string, options: RenderAppOptions = {}) {
  for (const area of options.signedIn ?? []) credentialsStore.set(area, { token: `token-${area}` });
  const fetch =
    options.fetch ??
    vi.fn(async () => new Response(JSON.stringify({ status: 'ok', db: 'pglite' }), { status: 200, headers: { 'Content-Type': 'application/json' } }));
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  const i18n = createI18n(options.language ?? 'ru');
  const services = createAppServices({
    i18n,
    fetch,
    navigate: (to, navigateOptions) => router.navigate(to, navigateOptions),
    currentPath: () => `${router.state.location.pathname}${router.state.location.search}`,
    currentUrl: () => `http://localhost${router.state.location.pathname}`,
  });
  const view = render(
    <AppProviders services={services}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, services, fetch, i18n, ...view };
}

/** Resolves once the router has settled on a page (lazy chunks and loaders done). */
export async function settled(router: ReturnType<typeof createMemoryRouter>): Promise<void> {
  await vi.waitFor(() => {
    if (!router.state.initialized || router.state.navigation.state !== 'idle') throw new Error('router still busy');
  });
}
