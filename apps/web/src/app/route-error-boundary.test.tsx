import { render, screen, waitFor } from '@testing-library/react';
import { ApiContractError } from '@teamcast/contract';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it, vi } from 'vitest';
import { ClientErrorReporterProvider } from '../shared/errors/client-error-context';
import { createI18n } from '../shared/i18n/i18n';
import { loadChunk } from '../shared/loading/load-chunk';
import { RouteErrorBoundary } from './route-error-boundary';

function Crash(): never {
  throw new Error('kaboom');
}

function renderWith(route: Parameters<typeof createMemoryRouter>[0][number]) {
  const report = vi.fn();
  const router = createMemoryRouter([{ path: '/', errorElement: <RouteErrorBoundary standalone />, ...route }]);
  render(
    <I18nextProvider i18n={createI18n('ru')}>
      <ClientErrorReporterProvider report={report}>
        <RouterProvider router={router} />
      </ClientErrorReporterProvider>
    </I18nextProvider>,
  );
  return report;
}

describe('route error boundary', () => {
  it('shows the internal-error view for a crash and reports it as a runtime error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const report = renderWith({ Component: Crash });
    expect(await screen.findByTestId('internal-error')).toBeTruthy();
    await waitFor(() => expect(report).toHaveBeenCalledWith('runtime', expect.stringContaining('kaboom')));
    vi.mocked(console.error).mockRestore();
  });

  it('explains an answer outside the contract in the user’s language and reports it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const issues: ConstructorParameters<typeof ApiContractError>[2] = [
      { code: 'invalid_type', expected: 'string', path: ['email'], message: 'Invalid input' },
    ];
    const report = renderWith({
      Component: () => {
        throw new ApiContractError({ method: 'GET', path: '/api/v1/owner/self' }, 200, issues);
      },
    });
    const view = await screen.findByTestId('internal-error');
    expect(view.textContent).toContain('Приложение устарело и не понимает ответ сервера. Обновите страницу.');
    await waitFor(() => expect(report).toHaveBeenCalledWith('runtime', expect.stringContaining('GET /api/v1/owner/self')));
    vi.mocked(console.error).mockRestore();
  });

  it('offers a reload when a chunk does not load, and reports it as a chunk error', async () => {
    const report = renderWith({
      lazy: {
        Component: () => loadChunk(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/owner.js'))),
      },
    });
    expect(await screen.findByTestId('load-failure')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Обновить страницу' })).toBeTruthy();
    // The report is sent from an effect, which may run after the view is on screen.
    await waitFor(() => expect(report).toHaveBeenCalledWith('chunk', expect.stringContaining('owner.js')));
  });
});
