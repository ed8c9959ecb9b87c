import './shared/browser/schemas-without-eval';
import './shared/ui/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createRoutes } from './app/routes';
import { createAppServices } from './app/services';
import { bindDocumentLanguage, createI18n, readStoredLanguage } from './shared/i18n/i18n';
import { loadFailureStore } from './shared/loading/load-failure-store';
import { listenForPreloadErrors } from './shared/loading/preload-error-listener';

const i18n = createI18n(readStoredLanguage(window.localStorage));
bindDocumentLanguage(i18n);

const router = createBrowserRouter(createRoutes());
const services = createAppServices({
  i18n,
  navigate: (to, options) => router.navigate(to, options),
  currentPath: () => {
    const { pathname, search, hash } = router.state.location;
    return `${pathname}${search}${hash}`;
  },
});

listenForPreloadErrors(window, loadFailureStore, services.reportClientError);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders services={services}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
