import './ui/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createFlameClient } from './api/flame-client';
import { FlameApp } from './app';
import { initialLanguage, languageStorageKey } from './i18n/language';
import { readSite } from './services';
import { browserStore } from './storage/browser-store';

/*
 * The consumer test's entry: main.html, served for /main and every path under it. It carries React
 * and the test itself, nothing of the rest of the app (decision 69).
 */
const store = browserStore();
const language = initialLanguage(store.get(languageStorageKey), navigator.languages ?? [navigator.language]);
const services = {
  client: createFlameClient({ language: () => document.documentElement.lang }),
  store,
  origin: window.location.origin,
  site: readSite(),
};

const container = document.getElementById('root');
if (!container) throw new Error('main.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <FlameApp services={services} language={language} />
  </StrictMode>,
);
