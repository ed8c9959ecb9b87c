import { resolveRef, type JsonSchema, type OpenApiDocument } from './openapi';
import type { Prng } from './prng';

/** Values a field of this name should take to get past validation to the code behind it. */
export interface ValueHints {
  /** Ids of things that exist for the caller, for fields named like ids. */
  ids: readonly string[];
}

// Strings that fit the patterns the contract uses (dates, keys), tried in order.
const patternCandidates = ['2026-12-01', '2026-12-01T00:00:00.000Z', 'fuzz_key', 'abc', 'A1', '1', 'ru', 'x'];

const namedStrings: [RegExp, () => string][] = [
  [/^(firstName|lastName|partnerName|fullName|name)$/, () => 'Анна'],
  [/email|username/i, () => 'fuzz@example.com'],
  [/password/i, () => 'secret-123'],
  [/confirmation/i, () => 'Delete'],
];

const isIdField = (name: string) => /(^id$|Id$|Ids$|^actors$)/.test(name);

function stringFor(schema: JsonSchema, name: string, hints: ValueHints, rng: Prng): string {
  if (isIdField(name) && hints.ids.length > 0 && rng.chance(0.8)) return rng.pick(hints.ids);
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern, 'u');
    const fit = patternCandidates.find((candidate) => pattern.test(candidate));
    if (fit) return fit;
  }
  if (schema.format === 'email') return 'fuzz@example.com';
  if (schema.format === 'date-time') return '2026-12-01T00:00:00.000Z';
  if (schema.format === 'uri' || schema.format === 'url') return 'http://localhost/owner';
  if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  for (const [field, value] of namedStrings) if (field.test(name)) return value();
  const min = schema.minLength ?? 1;
  const max = Math.max(min, Math.min(schema.maxLength ?? 12, 12));
  return 'текст'.padEnd(rng.int(min, max), 'x').slice(0, max);
}

function numberFor(schema: JsonSchema, integer: boolean, rng: Prng): number {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 0);
  const max = Math.min(schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : min + 10), min + 10);
  const value = rng.int(Math.ceil(min), Math.floor(Math.max(min, max)));
  return integer ? value : value + (rng.chance(0.5) ? 0.5 : 0);
}

/**
 * A value that a schema accepts, as far as its JSON Schema tells: the contract's refinements and the
 * services' rules may still refuse it, which is fine. It is the base the variants break one part of.
 */
export function sampleValue(
  document: OpenApiDocument,
  schema: JsonSchema,
  hints: ValueHints,
  rng: Prng,
  name = '',
  depth = 0,
): unknown {
  if (schema.$ref) return sampleValue(document, resolveRef(document, schema.$ref), hints, rng, name, depth);
  if ('const' in schema) return schema.const;
  if (schema.enum && schema.enum.length > 0) return rng.pick(schema.enum);
  const choices = schema.oneOf ?? schema.anyOf;
  if (choices && choices.length > 0) return sampleValue(document, rng.pick(choices), hints, rng, name, depth);
  if (schema.allOf && schema.allOf[0]) return sampleValue(document, schema.allOf[0], hints, rng, name, depth);

  const types = Array.isArray(schema.type) ? schema.type.filter((type) => type !== 'null') : schema.type ? [schema.type] : [];
  const type = types.length > 0 ? rng.pick(types) : schema.properties ? 'object' : undefined;
  switch (type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      const required = new Set(schema.required ?? []);
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        // Optional parts thin out with depth, so recursive schemas end.
        if (required.has(key) || rng.chance(depth < 3 ? 0.5 : 0.1)) value[key] = sampleValue(document, property, hints, rng, key, depth + 1);
      }
      return value;
    }
    case 'array': {
      if (schema.prefixItems) return schema.prefixItems.map((item) => sampleValue(document, item, hints, rng, name, depth + 1));
      const min = schema.minItems ?? 0;
      const count = Math.min(schema.maxItems ?? min + 2, min + (depth < 3 ? rng.int(0, 2) : 0));
      const item = schema.items === false || schema.items === undefined ? {} : schema.items;
      return Array.from({ length: count }, () => sampleValue(document, item, hints, rng, name, depth + 1));
    }
    case 'string':
      return stringFor(schema, name, hints, rng);
    case 'integer':
      return numberFor(schema, true, rng);
    case 'number':
      return numberFor(schema, false, rng);
    case 'boolean':
      return rng.chance(0.5);
    case 'null':
      return null;
    default:
      // Anything goes (like the owner's stored data): a small JSON value.
      return rng.pick<unknown>([{ theme: 'dark', seen: [1, 2] }, 'text', 42, [true, null], null]);
  }
}
