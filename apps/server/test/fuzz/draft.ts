import type { AccountKind } from '../../src/identity/account-kind';
import type { FuzzWorld } from './fuzz-world';
import type { OpenApiDocument, Operation } from './openapi';
import type { Prng } from './prng';
import { sampleValue } from './sample-values';

/** What is sent, as `app.inject` takes it. */
export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/**
 * A request on its way to being sent, which a variant breaks in one place. Path and query values
 * are already encoded (a variant may put `%ZZ` there on purpose). `replacements` swap a quoted
 * marker in the serialised body for raw JSON text that no JavaScript value serialises to (a lone
 * surrogate escape, `__proto__` as a key, 10,000 nested arrays, 1e309).
 */
export interface Draft {
  method: string;
  pathValues: Record<string, string>;
  query: [string, string][];
  headers: Record<string, string>;
  /** The JSON body; undefined sends none. */
  body: unknown;
  replacements: { marker: string; raw: string }[];
  /** Sent as is instead of the body, with whatever content type the headers say. */
  payload?: string | Buffer;
  /** Leave the content type out even though a body goes. */
  withoutContentType?: boolean;
  /** What the answer must be, where the variant knows: refused (no 2xx), or one status. */
  expect?: 'refused' | number;
}

export interface CaseContext {
  document: OpenApiDocument;
  operation: Operation;
  world: FuzzWorld;
  account: AccountKind | 'none';
  rng: Prng;
}

/** A request every part of which should pass the operation's schema, as far as the document tells. */
export function baseDraft({ document, operation, world, account, rng }: CaseContext): Draft {
  const hints = { ids: world.ids[account] };
  const pathValues: Record<string, string> = {};
  for (const { name, schema } of operation.pathParams) {
    const value = world.pathValue(operation.path, name, rng) ?? String(sampleValue(document, schema, hints, rng, name));
    pathValues[name] = encodeURIComponent(value);
  }
  const query: [string, string][] = [];
  for (const { name, required, schema } of operation.queryParams) {
    if (!required && !rng.chance(0.5)) continue;
    const value = world.queryValue(name, rng) ?? String(sampleValue(document, schema, hints, rng, name));
    query.push([name, encodeURIComponent(value)]);
  }
  return {
    method: operation.method,
    pathValues,
    query,
    headers: account === 'none' ? {} : { authorization: `Bearer ${world.tokens[account]}` },
    body: operation.body ? sampleValue(document, operation.body, hints, rng) : undefined,
    replacements: [],
  };
}

export function toRequest(operation: Operation, draft: Draft): FuzzRequest {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => draft.pathValues[name] ?? '');
  const search = draft.query.map(([key, value]) => `${key}=${value}`).join('&');
  const headers = { ...draft.headers };
  let payload = draft.payload;
  if (payload === undefined && draft.body !== undefined) {
    let text = JSON.stringify(draft.body);
    for (const { marker, raw } of draft.replacements) text = text.split(JSON.stringify(marker)).join(raw);
    payload = text;
    if (!draft.withoutContentType && !('content-type' in headers)) headers['content-type'] = 'application/json';
  }
  return { method: draft.method, url: search ? `${path}?${search}` : path, headers, ...(payload === undefined ? {} : { payload }) };
}
