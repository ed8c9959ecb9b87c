import { ApiContractError, ApiError, apiErrorSchema } from './errors';
import {
  buildPath,
  buildQuery,
  type EndpointDefinition,
  type EndpointInput,
  type EndpointOutput,
} from './endpoint';

export interface ApiLogger {
  warn(message: string, details?: unknown): void;
  error(message: string, details?: unknown): void;
}

export interface ApiClientOptions {
  /** Prefix before every path; empty for the same origin. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** The bearer token of the calling area, if it has one. */
  getToken?: () => string | null | undefined;
  /** An upstream id sent as `X-Upstream-Id` by areas that have one. */
  getUpstreamId?: () => string | null | undefined;
  /** The user's language, sent so the server can answer in it. */
  getLocale?: () => string | undefined;
  /** A 401: the area logs out and goes to its login. */
  onUnauthorized?: (error: ApiError) => void;
  /** Any other failure, for the top-level error display. */
  onError?: (error: ApiError) => void;
  logger?: ApiLogger;
}

export interface CallOptions {
  /** False when the caller shows the failure itself instead of the top-level display. */
  report?: boolean;
  signal?: AbortSignal;
}

export type ApiClient = <E extends EndpointDefinition>(
  endpoint: E,
  ...args: keyof EndpointInput<E> extends never
    ? [input?: EndpointInput<E>, options?: CallOptions]
    : object extends EndpointInput<E>
      ? [input?: EndpointInput<E>, options?: CallOptions]
      : [input: EndpointInput<E>, options?: CallOptions]
) => Promise<EndpointOutput<E>>;

const consoleLogger: ApiLogger = {
  warn: (message, details) => console.warn(message, details),
  error: (message, details) => console.error(message, details),
};

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** An error body; a code this version of the client does not know (a newer server's) reads as `unknown`. */
function parseErrorBody(payload: unknown) {
  const parsed = apiErrorSchema.safeParse(payload);
  if (parsed.success || typeof payload !== 'object' || payload === null || !('code' in payload) || typeof payload.code !== 'string') {
    return parsed;
  }
  return apiErrorSchema.safeParse({ ...payload, code: 'unknown' });
}

/**
 * The only way the web app talks to the API: JSON in and out, the area's bearer token, the
 * response parsed with the endpoint's schema, and failures handled as the product prescribes
 * (no answer is a network error, 400 is logged, 401 logs the area out, the rest reach the
 * top-level error display, an answer outside the contract among them).
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const logger = options.logger ?? consoleLogger;
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  const fail = (error: ApiError, report: boolean): never => {
    if (error.statusCode === 401) {
      logger.warn(`API 401 ${error.code}`, error);
      options.onUnauthorized?.(error);
    } else if (error.statusCode === 400) {
      logger.warn(`API 400 ${error.code}: ${error.message}`, error);
    } else {
      logger.error(`API ${error.statusCode} ${error.code}: ${error.message}`, error);
      if (report) options.onError?.(error);
    }
    throw error;
  };

  const call = async (endpoint: EndpointDefinition, input?: Record<string, unknown>, callOptions?: CallOptions) => {
    const report = callOptions?.report ?? true;
    const params = endpoint.params ? endpoint.params.parse(input?.params) : undefined;
    const query = endpoint.query ? endpoint.query.parse(input?.query ?? {}) : undefined;
    const body = endpoint.body ? endpoint.body.parse(input?.body) : undefined;

    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const token = options.getToken?.();
    if (token) headers.Authorization = `Bearer ${token}`;
    const upstreamId = options.getUpstreamId?.();
    if (upstreamId) headers['X-Upstream-Id'] = upstreamId;
    const locale = options.getLocale?.();
    if (locale) headers['Accept-Language'] = locale;

    const url = `${options.baseUrl ?? ''}${buildPath(endpoint.path, params)}${buildQuery(query)}`;
    let response: Response;
    try {
      response = await doFetch(url, {
        method: endpoint.method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: callOptions?.signal,
      });
    } catch (cause) {
      if (callOptions?.signal?.aborted) throw cause;
      return fail(new ApiError({ statusCode: 0, code: 'network', message: String(cause) }), report);
    }

    const payload = await readJson(response);
    if (!response.ok) {
      const parsed = parseErrorBody(payload);
      if (!parsed.success) {
        // A failure without our error body means a proxy or the network answered, not the API.
        return fail(
          new ApiError({ statusCode: 0, code: 'network', message: `HTTP ${response.status} without a body` }),
          report,
        );
      }
      return fail(new ApiError(parsed.data), report);
    }
    const parsed = endpoint.response.safeParse(endpoint.successStatus === 204 ? undefined : payload);
    if (!parsed.success) return fail(new ApiContractError(endpoint, response.status, parsed.error.issues), report);
    return parsed.data;
  };

  return call as ApiClient;
}
