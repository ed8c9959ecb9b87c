import { ApiError, getHealth } from '@teamcast/contract';
import { describe, expect, it, vi } from 'vitest';
import { createCredentialsStore } from '../auth/credentials-store';
import { createApiClients } from './api-clients';

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function setup(response: () => Response) {
  window.localStorage.clear();
  const credentials = createCredentialsStore(window.localStorage);
  credentials.set('owner', { token: 'owner-token' });
  credentials.set('administrator', { token: 'admin-token' });
  const fetch = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => response());
  const logout = vi.fn();
  const showError = vi.fn();
  const clients = createApiClients({
    credentials,
    fetch,
    logout,
    showError,
    getLocale: () => 'en',
    currentPath: () => '/owner/teams',
  });
  const headersOf = (call: number) => fetch.mock.calls[call]?.[1]?.headers as Record<string, string>;
  return { clients, fetch, logout, showError, headersOf };
}

const healthy = () => answer(200, { status: 'ok', db: 'pglite' });

describe('api clients', () => {
  it('sends each area its own token and the language', async () => {
    const { clients, headersOf } = setup(healthy);
    await clients.owner(getHealth);
    await clients.administrator(getHealth);
    expect(headersOf(0)).toMatchObject({ Authorization: 'Bearer owner-token', 'Accept-Language': 'en' });
    expect(headersOf(1)).toMatchObject({ Authorization: 'Bearer admin-token' });
  });

  it('sends no Authorization header from the consumer test or the public pages', async () => {
    const { clients, headersOf } = setup(healthy);
    await clients.main(getHealth);
    await clients.public(getHealth);
    expect(headersOf(0)).not.toHaveProperty('Authorization');
    expect(headersOf(1)).not.toHaveProperty('Authorization');
  });

  it('signs out the calling area on a 401, keeping the page to return to', async () => {
    const { clients, logout, showError } = setup(() => answer(401, { statusCode: 401, code: 'unauthorized', message: 'expired' }));
    await expect(clients.owner(getHealth)).rejects.toBeInstanceOf(ApiError);
    expect(logout).toHaveBeenCalledExactlyOnceWith('owner', { next: '/owner/teams' });
    expect(showError).not.toHaveBeenCalled();
  });

  it('does not sign anybody out when a call without a token gets a 401', async () => {
    const { clients, logout } = setup(() => answer(401, { statusCode: 401, code: 'unauthorized', message: 'no' }));
    await expect(clients.main(getHealth)).rejects.toBeInstanceOf(ApiError);
    expect(logout).not.toHaveBeenCalled();
  });

  it('hands other failures to the top-level error display', async () => {
    const { clients, showError } = setup(() => answer(404, { statusCode: 404, code: 'not_found', message: 'gone' }));
    await expect(clients.estimator(getHealth)).rejects.toMatchObject({ code: 'not_found' });
    expect(showError).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ code: 'not_found' }));
  });

  it('reports a lost connection as a network error', async () => {
    const { clients, showError } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(clients.public(getHealth)).rejects.toMatchObject({ code: 'network' });
    expect(showError).toHaveBeenCalledWith(expect.objectContaining({ code: 'network' }));
  });
});
