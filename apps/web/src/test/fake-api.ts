import type { AdministratorSelf, EstimatorSelf, OwnerSelf } from '@teamcast/contract';
import { vi } from 'vitest';

/** A request as the fake API sees it. */
export interface FakeRequest {
  method: string;
  path: string;
  params: Record<string, string>;
  /** The query string's values, one per name. */
  query: Record<string, string>;
  body: unknown;
  headers: Record<string, string>;
}

/** A route's answer: a Response, or any other value to send as 200 JSON. */
export type FakeRoute = ((request: FakeRequest) => unknown) | Response | object;

export function json(status: number, body?: unknown): Response {
  return body === undefined
    ? new Response(null, { status })
    : new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The API's error body. */
export function failure(statusCode: number, code: string, extra: Record<string, unknown> = {}): Response {
  return json(statusCode, { statusCode, code, message: code, ...extra });
}

const createdAt = '2026-01-15T10:00:00.000Z';

export function ownerSelf(overrides: Partial<OwnerSelf> = {}): OwnerSelf {
  const needVerify = overrides.status === 'unverified';
  return {
    _id: 'owner-1',
    email: 'owner@example.com',
    status: 'verified',
    subscribe: null,
    companyName: null,
    mainProfileId: null,
    orderAmount: 0,
    isTmpOwner: false,
    ln: 'ru',
    accessRules: { allowTeams: false, allowScene: false, needVerify, allowCreateTeams: false, allowCompareTeams: false },
    createdAt,
    ...overrides,
  };
}

export function estimatorSelf(overrides: Partial<EstimatorSelf> = {}): EstimatorSelf {
  return { _id: 'estimator-1', estimator: { email: 'estimator@example.com', fullName: 'Анна Оценщица' }, nextProfileBatch: null, hasPassword: true, ln: 'ru', createdAt, ...overrides };
}

export function administratorSelf(overrides: Partial<AdministratorSelf> = {}): AdministratorSelf {
  return { _id: 'admin-1', email: 'admin@example.com', ln: 'ru', createdAt, ...overrides };
}

/** Signed-in areas answer for their own accounts, and the footer's health check is fine. */
export const defaultRoutes: Record<string, FakeRoute> = {
  'GET /api/health': { status: 'ok', db: 'pglite' },
  'GET /api/v1/owner/self': () => ownerSelf(),
  'GET /api/v1/estimator/self': () => estimatorSelf(),
  'GET /api/v1/administrator/self': () => administratorSelf(),
  'POST /api/v1/passport/owner/logout': () => json(204),
  'POST /api/v1/passport/estimator/logout': () => json(204),
  'POST /api/v1/administrator/logout': () => json(204),
};

function matchRoute(pattern: string, method: string, path: string): Record<string, string> | null {
  const [routeMethod, routePath = ''] = pattern.split(' ');
  if (routeMethod !== method) return null;
  const names: string[] = [];
  const source = routePath.replace(/:(\w+)/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const match = new RegExp(`^${source}$`).exec(path);
  if (!match) return null;
  return Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(match[index + 1] ?? '')]));
}

/**
 * A fetch that answers like the API: routes by `METHOD /path` (with `:params`), the default routes
 * unless replaced, and 404 `not_found` for anything else. `requests` lists what was called.
 */
export function createFakeApi(routes: Record<string, FakeRoute> = {}) {
  const table = { ...defaultRoutes, ...routes };
  const requests: FakeRequest[] = [];
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const headers = (init?.headers ?? {}) as Record<string, string>;
    for (const [pattern, route] of Object.entries(table)) {
      const params = matchRoute(pattern, method, url.pathname);
      if (!params) continue;
      const request: FakeRequest = { method, path: url.pathname, params, query: Object.fromEntries(url.searchParams), body, headers };
      requests.push(request);
      const answer: unknown = typeof route === 'function' ? await (route as (request: FakeRequest) => unknown)(request) : route;
      return answer instanceof Response ? answer : json(200, answer);
    }
    requests.push({ method, path: url.pathname, params: {}, query: Object.fromEntries(url.searchParams), body, headers });
    return failure(404, 'not_found');
  });
  /** The requests made to one route, by `METHOD /path`. */
  const calls = (key: string) => requests.filter((request) => `${request.method} ${request.path}` === key);
  return { fetch, requests, calls };
}
