import { describe, expect, it, vi } from 'vitest';
import { createFlameClient, failureCode, FlameApiError } from './flame-client';

function answering(status: number, body?: unknown) {
  return vi.fn<typeof fetch>(async () => new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

describe('the test’s API client', () => {
  it('calls the contract’s path with the parameters filled and the query written', async () => {
    const fetch = answering(200, { key: 'k' });
    const client = createFlameClient({ fetch, language: () => 'en' });
    const test = await client('getFlameData', { params: { key: 'a/b' }, query: { ln: 'en' } });
    expect(test).toEqual({ key: 'k' });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/v1/owner/flame/data/a%2Fb?ln=en');
    expect(init).toMatchObject({ method: 'GET', body: undefined, headers: { Accept: 'application/json', 'Accept-Language': 'en' } });
  });

  it('sends the body as JSON', async () => {
    const fetch = answering(200, { savedEmail: 'a***@x.ru' });
    await createFlameClient({ fetch })('saveFlame', { body: { id: 'k'.repeat(22), email: 'a@x.ru', ln: 'ru' } });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/v1/owner/save/flame');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ id: 'k'.repeat(22), email: 'a@x.ru', ln: 'ru' });
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('answers null for a call that answers 204', async () => {
    const noContent = vi.fn<typeof fetch>(async () => new Response(null, { status: 204 }));
    await expect(createFlameClient({ fetch: noContent })('revokeFlameShare', { params: { key: 'k' } })).resolves.toBeNull();
    expect(noContent.mock.calls[0]![0]).toBe('/api/v1/owner/flame/data/k/share');
    expect(noContent.mock.calls[0]![1]?.method).toBe('DELETE');
  });

  it('turns an error body into its code', async () => {
    const client = createFlameClient({ fetch: answering(410, { statusCode: 410, code: 'share_revoked', message: 'gone' }) });
    const error = await client('getFlameData', { params: { key: 'k' }, query: {} }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FlameApiError);
    expect(failureCode(error)).toBe('share_revoked');
    expect((error as FlameApiError).statusCode).toBe(410);
  });

  it('reads no answer, or an answer without our error body, as a network failure', async () => {
    const offline = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(createFlameClient({ fetch: offline })('getFlameData', { params: { key: 'k' }, query: {} })).rejects.toMatchObject({ code: 'network', statusCode: 0 });
    const proxy = vi.fn<typeof fetch>(async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(createFlameClient({ fetch: proxy })('getFlameData', { params: { key: 'k' }, query: {} })).rejects.toMatchObject({ code: 'network' });
  });

  it('reads an empty success where a body is due as a broken contract', async () => {
    const empty = vi.fn<typeof fetch>(async () => new Response(null, { status: 200 }));
    await expect(createFlameClient({ fetch: empty })('getFlameData', { params: { key: 'k' }, query: {} })).rejects.toMatchObject({ code: 'contract_violation' });
  });

  it('lets an abort through as the caller’s own', async () => {
    const controller = new AbortController();
    controller.abort();
    const aborted = vi.fn<typeof fetch>(async () => {
      throw new DOMException('aborted', 'AbortError');
    });
    await expect(createFlameClient({ fetch: aborted })('getFlameData', { params: { key: 'k' }, query: {} }, { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });
});

// Never run: the compiler holds calls to the contract's shapes.
export function typeChecks(client: ReturnType<typeof createFlameClient>) {
  // @ts-expect-error: the contract names the field `email`
  void client('saveFlame', { body: { id: 'k', mail: 'a@x.ru' } });
  // @ts-expect-error: the key is a path parameter
  void client('getFlameData', { query: {}, body: { key: 'k' } });
  // @ts-expect-error: not an endpoint of the test
  void client('listPrice', {});
}
