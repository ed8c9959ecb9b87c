import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createApiClient, type ApiLogger } from './client';
import { defineEndpoint } from './endpoint';
import { ApiContractError, ApiError } from './errors';
import { getHealth } from './endpoints/system';

const getThing = defineEndpoint({
  method: 'GET',
  path: '/api/v1/things/:id',
  summary: 'test',
  tags: ['test'],
  auth: 'owner',
  params: z.object({ id: z.string() }),
  query: z.object({ full: z.boolean().optional() }),
  response: z.object({ id: z.string() }),
});

const createThing = defineEndpoint({
  method: 'POST',
  path: '/api/v1/things',
  summary: 'test',
  tags: ['test'],
  auth: 'owner',
  body: z.object({ name: z.string() }),
  response: z.object({ id: z.string() }),
  successStatus: 201,
});

function json(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function setup(response: Response | Error, extra: Parameters<typeof createApiClient>[0] = {}) {
  const fetch = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => {
    if (response instanceof Error) throw response;
    return response;
  });
  const logger: ApiLogger = { warn: vi.fn(), error: vi.fn() };
  const onUnauthorized = vi.fn();
  const onError = vi.fn();
  const call = createApiClient({ fetch, logger, onUnauthorized, onError, ...extra });
  return { call, fetch, logger, onUnauthorized, onError };
}

describe('api client', () => {
  it('sends JSON with the bearer token and parses the answer with the schema', async () => {
    const { call, fetch } = setup(json(201, { id: 'a1' }), { getToken: () => 'tok', getLocale: () => 'en' });
    await expect(call(createThing, { body: { name: 'x' } })).resolves.toEqual({ id: 'a1' });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/v1/things');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"name":"x"}');
    expect(init?.headers).toMatchObject({
      Authorization: 'Bearer tok',
      'Content-Type': 'application/json',
      'Accept-Language': 'en',
    });
  });

  it('fills path parameters and the query string', async () => {
    const { call, fetch } = setup(json(200, { id: 'a b' }));
    await call(getThing, { params: { id: 'a b' }, query: { full: true } });
    expect(fetch.mock.calls[0]![0]).toBe('/api/v1/things/a%20b?full=true');
  });

  it('sends no Authorization header without a token', async () => {
    const { call, fetch } = setup(json(200, { status: 'ok', db: 'pglite' }));
    await expect(call(getHealth)).resolves.toEqual({ status: 'ok', db: 'pglite' });
    expect(fetch.mock.calls[0]![1]?.headers).not.toHaveProperty('Authorization');
  });

  it('turns a failed request into a network error, logs and reports it', async () => {
    const { call, logger, onError } = setup(new TypeError('Failed to fetch'));
    const error = await call(getHealth).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).isNetwork).toBe(true);
    expect(logger.error).toHaveBeenCalled();
    expect(onError).toHaveBeenCalledWith(error);
  });

  it('treats a failure without a body as a network error', async () => {
    const { call } = setup(new Response(null, { status: 502 }));
    await expect(call(getHealth)).rejects.toMatchObject({ statusCode: 0, code: 'network' });
  });

  it('logs a 400 without logging out or reporting it to the top-level display', async () => {
    const body = { statusCode: 400, code: 'validation', message: 'bad', field: 'name' };
    const { call, logger, onError, onUnauthorized } = setup(json(400, body));
    await expect(call(createThing, { body: { name: '' } })).rejects.toMatchObject({ field: 'name' });
    expect(logger.warn).toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('logs the area out on a 401', async () => {
    const { call, onUnauthorized, onError } = setup(json(401, { statusCode: 401, code: 'unauthorized', message: 'no' }));
    await expect(call(getHealth)).rejects.toMatchObject({ statusCode: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onError).not.toHaveBeenCalled();
  });

  it('reports other failures unless the caller handles them itself', async () => {
    const body = { statusCode: 404, code: 'not_found', message: 'missing' };
    const first = setup(json(404, body));
    await expect(first.call(getHealth)).rejects.toMatchObject({ code: 'not_found' });
    expect(first.onError).toHaveBeenCalledTimes(1);

    const second = setup(json(404, body));
    await expect(second.call(getHealth, undefined, { report: false })).rejects.toMatchObject({ code: 'not_found' });
    expect(second.onError).not.toHaveBeenCalled();
    expect(second.logger.error).toHaveBeenCalled();
  });

  it('rejects a success answer that breaks the contract with its own error, and reports it', async () => {
    const { call, logger, onError } = setup(json(200, { status: 'fine' }));
    const error = await call(getHealth).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiContractError);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'contract_violation', statusCode: 200, endpoint: 'GET /api/health' });
    expect((error as ApiContractError).issues.map((issue) => issue.path)).toContainEqual(['status']);
    expect((error as ApiContractError).isNetwork).toBe(false);
    expect(logger.error).toHaveBeenCalled();
    expect(onError).toHaveBeenCalledWith(error);
  });

  it('leaves a contract error to a caller that handles failures itself', async () => {
    const { call, onError } = setup(json(201, { id: 7 }));
    await expect(call(createThing, { body: { name: 'x' } }, { report: false })).rejects.toMatchObject({
      code: 'contract_violation',
      endpoint: 'POST /api/v1/things',
    });
    expect(onError).not.toHaveBeenCalled();
  });

  it('reads an error code it does not know as unknown, keeping the rest of the answer', async () => {
    const { call, onError } = setup(json(500, { statusCode: 500, code: 'brand_new_code', message: 'later' }));
    await expect(call(getHealth)).rejects.toMatchObject({ statusCode: 500, code: 'unknown', message: 'later' });
    expect(onError).toHaveBeenCalledTimes(1);
  });
});
