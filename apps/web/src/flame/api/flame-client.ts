import type {
  checkAnonymousPaymentPair,
  confirmSimulatorPayment,
  createAnonymousPaymentIntent,
  deleteFlameData,
  EndpointDefinition,
  flameDocumentPaths,
  EndpointInput,
  EndpointOutput,
  getFlameData,
  revokeFlameShare,
  saveFlame,
  saveFlameData,
  shareFlame,
} from '@teamcast/contract';

/**
 * The test's calls, by name. The contract's endpoints are imported as types only, so none of their
 * schemas (nor Zod) reaches the page; each method and path below is checked against the contract's
 * own by the compiler, and inputs and answers take the contract's types.
 */
interface FlameEndpoints {
  saveFlameData: typeof saveFlameData;
  getFlameData: typeof getFlameData;
  deleteFlameData: typeof deleteFlameData;
  saveFlame: typeof saveFlame;
  shareFlame: typeof shareFlame;
  revokeFlameShare: typeof revokeFlameShare;
  checkAnonymousPaymentPair: typeof checkAnonymousPaymentPair;
  createAnonymousPaymentIntent: typeof createAnonymousPaymentIntent;
  confirmSimulatorPayment: typeof confirmSimulatorPayment;
}
export type FlameCall = keyof FlameEndpoints;

/** An endpoint's method and path as literal types, and `empty` exactly when it answers 204 with no body. */
type Route<E extends EndpointDefinition> = { method: E['method']; path: E['path'] } & (E extends { successStatus: 204 }
  ? { empty: true }
  : { empty?: never });

const routes: { [N in FlameCall]: Route<FlameEndpoints[N]> } = {
  saveFlameData: { method: 'POST', path: '/api/v1/owner/flame/data' },
  getFlameData: { method: 'GET', path: '/api/v1/owner/flame/data/:key' },
  deleteFlameData: { method: 'DELETE', path: '/api/v1/owner/flame/data/:key', empty: true },
  saveFlame: { method: 'POST', path: '/api/v1/owner/save/flame' },
  shareFlame: { method: 'POST', path: '/api/v1/owner/flame/data/:key/share' },
  revokeFlameShare: { method: 'DELETE', path: '/api/v1/owner/flame/data/:key/share', empty: true },
  checkAnonymousPaymentPair: { method: 'POST', path: '/api/v1/stripe/check-anonymous-payment-pair' },
  createAnonymousPaymentIntent: { method: 'POST', path: '/api/v1/stripe/create-anonymous-payment-intent' },
  confirmSimulatorPayment: { method: 'POST', path: '/api/v1/stripe/card-simulator/confirm' },
};

export type FlameInput<N extends FlameCall> = EndpointInput<FlameEndpoints[N]>;
export type FlameOutput<N extends FlameCall> = EndpointOutput<FlameEndpoints[N]>;

/** A failed call: the server's error code, or `network` when no answer came (status 0). */
export class FlameApiError extends Error {
  constructor(
    readonly code: string,
    readonly statusCode: number,
  ) {
    super(code);
    this.name = 'FlameApiError';
  }
}

/** The code of any failure, for the message to show. */
export const failureCode = (error: unknown): string => (error instanceof FlameApiError ? error.code : 'unknown');

export interface FlameClient {
  <N extends FlameCall>(name: N, input: FlameInput<N>, options?: { signal?: AbortSignal }): Promise<FlameOutput<N>>;
}

function pathOf(template: string, params: Record<string, unknown> | undefined): string {
  return template.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(String(params?.[name] ?? '')));
}

function queryOf(query: Record<string, unknown> | undefined): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined && value !== null) search.append(name, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * JSON in and out with no token: the result's key is the only credential (spec section 7). The answer
 * is trusted to follow the contract, as the server validates what it sends; an error body gives its
 * code, and no answer at all (or one without our error body, from a proxy) reads as `network`.
 */
export function createFlameClient(options: { fetch?: typeof fetch; language?: () => string } = {}): FlameClient {
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  return (async (name: FlameCall, input: { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown }, callOptions?: { signal?: AbortSignal }) => {
    const route = routes[name];
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (input.body !== undefined) headers['Content-Type'] = 'application/json';
    const language = options.language?.();
    if (language) headers['Accept-Language'] = language;
    let response: Response;
    try {
      response = await doFetch(`${pathOf(route.path, input.params)}${queryOf(input.query)}`, {
        method: route.method,
        headers,
        body: input.body === undefined ? undefined : JSON.stringify(input.body),
        signal: callOptions?.signal,
      });
    } catch (cause) {
      if (callOptions?.signal?.aborted) throw cause;
      throw new FlameApiError('network', 0);
    }
    const payload = await readJson(response);
    if (!response.ok) {
      const code = typeof payload === 'object' && payload !== null && 'code' in payload && typeof payload.code === 'string' ? payload.code : null;
      throw code ? new FlameApiError(code, response.status) : new FlameApiError('network', 0);
    }
    if (route.empty) return null;
    if (payload === undefined) throw new FlameApiError('contract_violation', response.status);
    return payload;
  }) as FlameClient;
}

// A file, not JSON: a plain link the browser downloads; the path is checked against the contract's too.
const reportPdfPath: (typeof flameDocumentPaths)['reportPdf'] = '/api/v1/owner/flame/data/:key/report.pdf';

/** The paid report as a PDF in the language on screen (402 report_unpaid before it is paid). */
export const reportPdfUrl = (key: string, language: string): string => `${pathOf(reportPdfPath, { key })}${queryOf({ ln: language })}`;
