import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call an endpoint; the server enforces it and the client knows which token to send. */
export type EndpointAuth = 'none' | 'administrator' | 'estimator' | 'owner';

/**
 * One endpoint of the API: the single definition the server validates and documents with and the
 * web client calls and parses with. Paths use `:name` for parameters.
 */
export interface EndpointDefinition {
  readonly method: HttpMethod;
  readonly path: string;
  readonly summary: string;
  readonly tags: readonly string[];
  readonly auth: EndpointAuth;
  readonly params?: z.ZodType<Record<string, unknown>>;
  readonly query?: z.ZodType<Record<string, unknown>>;
  readonly body?: z.ZodType;
  readonly response: z.ZodType;
  readonly successStatus?: 200 | 201 | 202 | 204;
  /**
   * The largest request body in bytes the server reads; a bigger one answers 413 before it is parsed.
   * Only endpoints that truly receive more than `defaultBodyLimit` set it.
   */
  readonly bodyLimit?: number;
}

/** Enough for any form of the product: a few fields, or a list of ids. */
export const defaultBodyLimit = 64 * 1024;

/** An endpoint that takes no body has no use for one: room for an empty object and little more. */
export const bodilessLimit = 1024;

/** The request body limit the server applies to an endpoint and OpenAPI shows for it. */
export function bodyLimitOf(endpoint: EndpointDefinition): number {
  return endpoint.bodyLimit ?? (endpoint.body ? defaultBodyLimit : bodilessLimit);
}

export function defineEndpoint<const E extends EndpointDefinition>(definition: E): E {
  return definition;
}

type Field<E, K extends 'params' | 'query' | 'body'> = E extends Record<K, infer S extends z.ZodType>
  ? { [P in K]: z.input<S> }
  : { [P in K]?: never };

/** What a caller passes: only the parts the endpoint declares. */
export type EndpointInput<E extends EndpointDefinition> = Field<E, 'params'> & Field<E, 'query'> & Field<E, 'body'>;

/** What a caller gets back on success. */
export type EndpointOutput<E extends EndpointDefinition> = z.output<E['response']>;

/** Fills `:name` parameters of a path, encoding each value. */
export function buildPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Missing path parameter "${name}" for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}

/** Serialises a query object, skipping empty values and repeating keys for arrays. */
export function buildQuery(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
