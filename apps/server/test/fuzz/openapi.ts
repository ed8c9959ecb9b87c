/** The parts of the published OpenAPI document the generator reads. */
export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema | false;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
};

interface OpenApiParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  operationId?: string;
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
  'x-body-limit'?: number;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** One operation as the generator sees it: where it is, what it takes, whether it needs a session. */
export interface Operation {
  id: string;
  method: string;
  /** OpenAPI's template, like `/api/v1/owner/profiles/{id}`. */
  path: string;
  pathParams: { name: string; schema: JsonSchema }[];
  queryParams: { name: string; required: boolean; schema: JsonSchema }[];
  body: JsonSchema | undefined;
  secured: boolean;
  bodyLimit: number | undefined;
}

const methods = ['get', 'post', 'put', 'patch', 'delete'];

export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of methods) {
      const operation = item[method];
      if (!operation) continue;
      const parameters = operation.parameters ?? [];
      operations.push({
        id: operation.operationId ?? `${method} ${path}`,
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => ({ name: p.name, schema: p.schema ?? {} })),
        queryParams: parameters
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, required: p.required === true, schema: p.schema ?? {} })),
        body: operation.requestBody?.content?.['application/json']?.schema,
        secured: (operation.security ?? []).length > 0,
        bodyLimit: operation['x-body-limit'],
      });
    }
  }
  return operations;
}

/**
 * Follows a `$ref`. Shared definitions nest a second pointer (`#/components/schemas/__shared#/$defs/x`),
 * so every `#` starts a pointer into what the previous one found.
 */
export function resolveRef(document: OpenApiDocument, ref: string): JsonSchema {
  let target: unknown = document;
  for (const pointer of ref.split('#').filter(Boolean)) {
    for (const part of pointer.split('/').filter(Boolean)) {
      const key = part.replace(/~1/g, '/').replace(/~0/g, '~');
      target = (target as Record<string, unknown> | undefined)?.[key];
    }
  }
  if (typeof target !== 'object' || target === null) throw new Error(`Cannot resolve ${ref}`);
  return target as JsonSchema;
}
