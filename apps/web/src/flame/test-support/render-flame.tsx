import { render } from '@testing-library/react';
import { createFlameClient } from '../api/flame-client';
import { FlameApp } from '../app';
import type { Locale } from '../i18n/language';
import type { FlameServices } from '../services';
import { memoryStore, type KeyValueStore } from '../storage/browser-store';
import { createFakeFlameApi } from './fake-flame-api';

/** The whole test page at `path`, with a fake API and a store in memory that a second render can share (a reload). */
export function renderFlame(path: string, options: { api?: ReturnType<typeof createFakeFlameApi>; store?: KeyValueStore; language?: Locale } = {}) {
  window.history.replaceState(null, '', path);
  const api = options.api ?? createFakeFlameApi();
  const store = options.store ?? memoryStore({ 'teamcast.cookie-notice': 'accepted' });
  const services: FlameServices = { client: createFlameClient({ fetch: api.fetch }), store, origin: 'https://teamcast.test', site: 'platform' };
  const view = render(<FlameApp services={services} language={options.language ?? 'ru'} />);
  return { ...view, api, store };
}
