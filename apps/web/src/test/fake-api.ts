import { endpoints, type AdministratorSelf, type ErrorCode, type EstimatorSelf, type OwnerSelf } from '@teamcast/contract';
import { vi } from 'vitest';
import type { z } from 'zod';
import { priceList } from '../features/billing/test-support/fixtures';

/** An endpoint by its name in the contract, so a renamed or removed endpoint breaks the test that fakes it. */
export type EndpointName = keyof typeof endpoints;

/** What an endpoint answers on the wire: the input of its response schema, which the client then parses. */
export type FakeBody<N extends EndpointName> = z.input<(typeof endpoints)[N]['response']>;

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

/** A route's answer: a Response (a failure, a 204), or the endpoint's body to send as 200 JSON, or a function giving one. */
export type FakeRoute<N extends EndpointName> =
  | Response
  | FakeBody<N>
  | ((request: FakeRequest) => Response | FakeBody<N> | Promise<Response | FakeBody<N>>);

/** Answers by endpoint, each typed by that endpoint's response. */
export type FakeRoutes = { [N in EndpointName]?: FakeRoute<N> };

export function json(status: number, body?: unknown): Response {
  return body === undefined
    ? new Response(null, { status })
    : new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The API's error body. */
export function failure(statusCode: number, code: ErrorCode, extra: Record<string, unknown> = {}): Response {
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
    accessRules: { allowTeams: false, allowScene: false, needVerify, allowCreateTeams: false, allowCompareTeams: false, allowMonitor: false },
    createdAt,
    ...overrides,
  };
}

/** A verified owner whose access rules open every team tool, as a page test of those tools needs. */
export function ownerWithTools(overrides: Partial<OwnerSelf> = {}): OwnerSelf {
  const accessRules = { allowTeams: true, allowScene: true, needVerify: false, allowCreateTeams: true, allowCompareTeams: true, allowMonitor: true };
  return ownerSelf({ accessRules, ...overrides });
}

export function estimatorSelf(overrides: Partial<EstimatorSelf> = {}): EstimatorSelf {
  return { _id: 'estimator-1', estimator: { email: 'estimator@example.com', fullName: 'Анна Оценщица' }, nextProfileBatch: null, hasPassword: true, ln: 'ru', createdAt, ...overrides };
}

export function administratorSelf(overrides: Partial<AdministratorSelf> = {}): AdministratorSelf {
  return { _id: 'admin-1', email: 'admin@example.com', ln: 'ru', createdAt, ...overrides };
}

/**
 * Signed-in areas answer for their own accounts, and the footer's health check is fine. The owner has
 * met the training already, so the dialog a new owner sees does not cover the dashboard in tests of
 * other things; tests of the training answer 404 (no progress kept) themselves.
 */
export const defaultRoutes: FakeRoutes = {
  getHealth: { status: 'ok', db: 'pglite' },
  getOwnerSelf: () => ownerSelf(),
  getOwnerData: ({ params }) => (params.key === 'tutorial' ? { key: 'tutorial', data: { steps: { profiles: true } } } : failure(404, 'not_found')),
  getEstimatorSelf: () => estimatorSelf(),
  getAdministratorSelf: () => administratorSelf(),
  ownerLogout: () => json(204),
  // Billing: the plans on sale, no cards and no invoices yet; the subscription follows the account (see below).
  listPrice: ({ query }) => priceList(query.ln === 'en' ? 'en' : 'ru'),
  listPaymentMethods: [],
  listAllInvoices: { data: [], has_more: false, next_page: null },
  estimatorLogout: () => json(204),
  administratorLogout: () => json(204),
};

/**
 * Opening a billing dialog asks the server for the subscription again; unless a test says otherwise it
 * answers what the account already shows, so the dialog changes no one's access behind a test's back.
 */
function billingOfAccount(self: FakeRoute<'getOwnerSelf'> | undefined): FakeRoute<'syncAccessRules'> {
  return async (request) => {
    const answer: unknown = typeof self === 'function' ? await self(request) : self;
    if (answer instanceof Response || !answer) return failure(404, 'not_found');
    const account = answer as OwnerSelf;
    return { subscribe: account.subscribe, accessRules: account.accessRules, teamLimit: null, payment: null };
  };
}

const paramPattern = /:(\w+)/g;

/** The parameters of `path` if it is one of the endpoint's paths, by its `:params`. */
function matchEndpoint(name: EndpointName, method: string, path: string): Record<string, string> | null {
  const endpoint = endpoints[name];
  if (endpoint.method !== method) return null;
  const names: string[] = [];
  const source = endpoint.path.replace(paramPattern, (_, param: string) => {
    names.push(param);
    return '([^/]+)';
  });
  const match = new RegExp(`^${source}$`).exec(path);
  if (!match) return null;
  return Object.fromEntries(names.map((param, index) => [param, decodeURIComponent(match[index + 1] ?? '')]));
}

/**
 * A fetch that answers like the API: routes by the contract's endpoints, the default routes unless
 * replaced, and 404 `not_found` for anything else. `requests` lists what was called.
 */
export function createFakeApi(routes: FakeRoutes = {}) {
  const table: FakeRoutes = { ...defaultRoutes, syncAccessRules: billingOfAccount(routes.getOwnerSelf ?? defaultRoutes.getOwnerSelf), ...routes };
  const names = Object.keys(table) as EndpointName[];
  const requests: FakeRequest[] = [];
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const headers = (init?.headers ?? {}) as Record<string, string>;
    for (const name of names) {
      const params = matchEndpoint(name, method, url.pathname);
      if (!params) continue;
      const request: FakeRequest = { method, path: url.pathname, params, query: Object.fromEntries(url.searchParams), body, headers };
      requests.push(request);
      const route: unknown = table[name];
      const answer: unknown = typeof route === 'function' ? await (route as (request: FakeRequest) => unknown)(request) : route;
      return answer instanceof Response ? answer : json(200, answer);
    }
    requests.push({ method, path: url.pathname, params: {}, query: Object.fromEntries(url.searchParams), body, headers });
    return failure(404, 'not_found');
  });
  /** The requests made to one endpoint, or to it with these path parameters. */
  const calls = (name: EndpointName, params: Record<string, string> = {}) =>
    requests.filter((request) => {
      const matched = matchEndpoint(name, request.method, request.path);
      return matched !== null && Object.entries(params).every(([param, value]) => matched[param] === value);
    });
  return { fetch, requests, calls };
}
