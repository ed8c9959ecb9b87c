import { describe, expect, it } from 'vitest';
import { translations } from './i18n';

/**
 * Keys built at run time from a prefix (the rest of the key is data). Each prefix here is checked
 * against the JSON like any key, but its children count as used.
 */
const dynamicPrefixes = ['errors.codes.', 'language.names.'];

const pluralSuffix = /_(zero|one|two|few|many|other)$/;
const pluralForms = { ru: ['few', 'many', 'one', 'other'], en: ['one', 'other'] };

function flatten(value: unknown, prefix = '', out = new Map<string, string>()): Map<string, string> {
  if (typeof value === 'string') {
    out.set(prefix, value);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => flatten(item, `${prefix}.${index}`, out));
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) flatten(item, prefix ? `${prefix}.${key}` : key, out);
  }
  return out;
}

function baseKeys(keys: Iterable<string>): Set<string> {
  return new Set([...keys].map((key) => key.replace(pluralSuffix, '')));
}

const sources = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}', '!/src/test/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const { ru, en } = translations;
const ruKeys = flatten(ru);
const enKeys = flatten(en);
const namespaces = new Set(Object.keys(ru));

/** Every string literal in the app's source that looks like a translation key. */
function literalKeys(): Set<string> {
  const found = new Set<string>();
  for (const text of Object.values(sources)) {
    for (const match of text.matchAll(/(['"`])([A-Za-z][\w-]*(?:\.[\w-]+)+)\1/g)) {
      const literal = match[2]!;
      if (namespaces.has(literal.split('.')[0]!)) found.add(literal);
    }
  }
  return found;
}

describe('translations', () => {
  it('reads the app sources', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(20);
  });

  it('has the same keys in Russian and English', () => {
    const ruBase = baseKeys(ruKeys.keys());
    const enBase = baseKeys(enKeys.keys());
    expect([...ruBase].filter((key) => !enBase.has(key)), 'missing in English').toEqual([]);
    expect([...enBase].filter((key) => !ruBase.has(key)), 'missing in Russian').toEqual([]);
  });

  it('has every plural form each language needs', () => {
    for (const [language, keys] of [['ru', ruKeys], ['en', enKeys]] as const) {
      const plurals = new Map<string, string[]>();
      for (const key of keys.keys()) {
        const form = pluralSuffix.exec(key)?.[1];
        if (!form) continue;
        const base = key.replace(pluralSuffix, '');
        plurals.set(base, [...(plurals.get(base) ?? []), form]);
      }
      for (const [base, forms] of plurals) expect(forms.sort(), `${language}: ${base}`).toEqual(pluralForms[language]);
    }
  });

  it('has no empty text', () => {
    for (const [key, text] of [...ruKeys, ...enKeys]) expect(text.trim(), key).not.toBe('');
  });

  it('defines every key the source uses', () => {
    const known = baseKeys(ruKeys.keys());
    const knownOrParent = (key: string) => known.has(key) || [...known].some((candidate) => candidate.startsWith(`${key}.`));
    const missing = [...literalKeys()].filter((key) => !knownOrParent(key));
    expect(missing).toEqual([]);
  });

  it('uses every key it defines', () => {
    const used = literalKeys();
    const isUsed = (key: string) => {
      if (dynamicPrefixes.some((prefix) => key.startsWith(prefix))) return true;
      const parts = key.split('.');
      // A key counts as used when it, or an object or list holding it, is read by name.
      return parts.some((_, index) => used.has(parts.slice(0, index + 1).join('.')));
    };
    const unused = [...baseKeys(ruKeys.keys())].filter((key) => !isUsed(key));
    expect(unused).toEqual([]);
  });
});
