import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@teamcast/contract';
import { createClientErrorReporter } from './client-error-reporter';

describe('client error reporter', () => {
  it('posts each distinct failure once with its kind, page and area', async () => {
    const client = vi.fn(async () => undefined) as unknown as ApiClient & ReturnType<typeof vi.fn>;
    const report = createClientErrorReporter({
      client,
      currentUrl: () => 'http://localhost/owner/teams?x=1',
      areaOf: (pathname) => (pathname.startsWith('/owner') ? 'owner' : 'public'),
    });
    report('chunk', 'Failed to fetch dynamically imported module');
    report('chunk', 'Failed to fetch dynamically imported module');
    report('runtime', 'TypeError: boom');
    expect(client).toHaveBeenCalledTimes(2);
    const [endpoint, input, options] = client.mock.calls[0] as unknown as [{ path: string }, { body: unknown }, { report: boolean }];
    expect(endpoint.path).toBe('/api/v1/app/client-errors');
    expect(input.body).toEqual({
      kind: 'chunk',
      message: 'Failed to fetch dynamically imported module',
      url: 'http://localhost/owner/teams?x=1',
      area: 'owner',
    });
    // A report that fails must not itself raise an error display.
    expect(options).toEqual({ report: false });
  });

  it('swallows a report that cannot be delivered', async () => {
    const client = vi.fn(async () => {
      throw new Error('offline');
    }) as unknown as ApiClient;
    const report = createClientErrorReporter({ client, currentUrl: () => 'http://localhost/', areaOf: () => 'public' });
    expect(() => report('stylesheet', 'Unable to preload CSS')).not.toThrow();
    await Promise.resolve();
  });
});
