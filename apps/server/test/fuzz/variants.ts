import type { Draft, CaseContext } from './draft';
import type { Prng } from './prng';

type Path = (string | number)[];

/** One way of breaking a request: it changes the draft and says what it did. */
export interface Variant {
  name: string;
  mutate(draft: Draft, context: CaseContext): string;
}

// A marker no generated value contains, replaced in the serialised body by raw JSON text.
const marker = (rng: Prng) => `\u2063fuzz-${rng.int(0, 1e9)}\u2063`;

/** Every place in a JSON value, from the top; the top itself when it has no parts. */
function sitesOf(value: unknown): Path[] {
  const sites: Path[] = [];
  const walk = (node: unknown, path: Path) => {
    if (path.length > 0) sites.push(path);
    if (Array.isArray(node)) node.forEach((child, index) => walk(child, [...path, index]));
    else if (typeof node === 'object' && node !== null) for (const [key, child] of Object.entries(node)) walk(child, [...path, key]);
  };
  walk(value, []);
  return sites.length > 0 ? sites : [[]];
}

function setAt(root: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1]!] = value;
  return copy;
}

function deleteAt(root: unknown, path: Path): unknown {
  if (path.length === 0) return undefined;
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (Array.isArray(node)) node.splice(Number(last), 1);
  else delete node[last];
  return copy;
}

const describePath = (path: Path) => (path.length === 0 ? 'the body' : `body ${path.join('.')}`);

/** Puts a value at a random place of the body (the body itself when there is none). */
function replaceSomewhere(draft: Draft, rng: Prng, value: unknown): string {
  const site = rng.pick(sitesOf(draft.body));
  draft.body = setAt(draft.body, site, value);
  return describePath(site);
}

/** Puts raw JSON text at a random place of the body. */
function rawSomewhere(draft: Draft, rng: Prng, raw: string): string {
  const placeholder = marker(rng);
  draft.replacements.push({ marker: placeholder, raw });
  return replaceSomewhere(draft, rng, placeholder);
}

/** Adds a key to a random object of the body (a new object when there is none); the key is raw JSON text. */
function rawKeySomewhere(draft: Draft, rng: Prng, rawKey: string, rawValue: string): string {
  const objects = sitesOf(draft.body).filter((path) => {
    let node: unknown = draft.body;
    for (const key of path) node = (node as Record<string | number, unknown>)[key];
    return typeof node === 'object' && node !== null && !Array.isArray(node);
  });
  const rootIsObject = typeof draft.body === 'object' && draft.body !== null && !Array.isArray(draft.body);
  const candidates = rootIsObject ? [[], ...objects] : objects;
  const keyMarker = marker(rng);
  const valueMarker = marker(rng);
  draft.replacements.push({ marker: keyMarker, raw: rawKey }, { marker: valueMarker, raw: rawValue });
  if (candidates.length === 0) {
    draft.body = { [keyMarker]: valueMarker };
    return 'a new body';
  }
  const site = rng.pick(candidates);
  let node: unknown = draft.body;
  for (const key of site) node = (node as Record<string | number, unknown>)[key];
  draft.body = setAt(draft.body, site, { ...(node as object), [keyMarker]: valueMarker });
  return describePath(site);
}

/** Percent-encodes text as a client would; a lone surrogate becomes the bytes of its code point, which no UTF-8 decoder accepts. */
function percentEncode(text: string): string {
  return Array.from(text, (char) => {
    const unit = char.charCodeAt(0);
    if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)].map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    }
    return encodeURIComponent(char);
  }).join('');
}

/** What a placed value is, for what the answer must then be. */
type Flaw = 'nul' | 'surrogate';

/**
 * Puts a value somewhere the request carries input: a place in the body (not for a GET, whose body
 * nobody reads), a path parameter or a query value. `raw` is its JSON text where no JavaScript
 * value serialises to it. Input the database cannot hold must then be refused wherever it went.
 */
function placeValue(draft: Draft, { rng, operation }: CaseContext, value: unknown, options: { raw?: string; flaw?: Flaw } = {}): string {
  const targets: ({ in: 'body' } | { in: 'path' | 'query'; name: string })[] = [];
  if (draft.method !== 'GET') targets.push({ in: 'body' }, { in: 'body' });
  for (const name of Object.keys(draft.pathValues)) targets.push({ in: 'path', name });
  for (const param of operation.queryParams) targets.push({ in: 'query', name: param.name });
  if (targets.length === 0) targets.push({ in: 'query', name: 'zz' });
  const target = rng.pick(targets);
  const { flaw, raw } = options;

  if (target.in === 'body') {
    if (flaw) draft.expect = 'refused';
    return raw === undefined ? replaceSomewhere(draft, rng, value) : rawSomewhere(draft, rng, raw);
  }
  const text = typeof value === 'string' ? value : (raw ?? JSON.stringify(value));
  const encoded = percentEncode(text);
  // A lone surrogate in a query value stays undecoded text, which is harmless; anywhere else it is refused.
  if (flaw === 'nul' || (flaw === 'surrogate' && target.in === 'path')) draft.expect = 'refused';
  if (target.in === 'path') draft.pathValues[target.name] = encoded;
  else draft.query = [...draft.query.filter(([key]) => key !== target.name), [target.name, encoded]];
  return `${target.in} ${target.name}`;
}

const wrongValues: unknown[] = [42, -1, 0, 3.5, true, false, null, 'text', '', [], {}, [1, 'a'], { a: 1 }];

const unicodeTexts = [
  '👩‍👩‍👧‍👦🏳️‍🌈',
  'مرحبا بالعالم',
  'abc\u202Eedoc\u202C',
  'Z̷̢̛̺̞a̴̡l̸̨g̵̢o̶̧',
  '\u200B\u200C\u200D\uFEFF',
  'Ａｎｎａ',
  '𝔄𝔫𝔫𝔞',
  '\u2028\u2029',
  'Ἀθηνᾶ',
  '\t\n\r\u000b',
  '\u001f\u007f',
  '中文名字',
  'Анна\u0301',
];

const badPathValues = [
  '',
  'x'.repeat(10_000),
  '%00',
  'a%00b',
  '..',
  '..%2F..%2Fetc%2Fpasswd',
  '../',
  '%ZZ',
  '%',
  '%E0%A4%A',
  '%ED%A0%80',
  '%F0%9F%98%80',
  '-1',
  '0',
  '9'.repeat(40),
  'null',
  'undefined',
  '%7Bid%7D',
  '%20',
  '%2e%2e',
  '%27%3B%20drop%20table%20owners%3B%20--',
  '00000000-0000-0000-0000-000000000000',
  '__proto__',
  'constructor',
];

const badQueryValues = ['%00', 'a%00', '%ZZ', 'x'.repeat(10_000), '', '%ED%A0%80', '-1', '1e309', 'NaN', '%5B%5D', 'true'];

const contentTypes = [
  'text/plain',
  'application/xml',
  'multipart/form-data; boundary=fuzz',
  'application/x-www-form-urlencoded',
  'application/json; charset=utf-16',
  'application/JSON',
  'application/vnd.api+json',
  'application/json;;',
  'application/octet-stream',
  'foo',
  ' ',
];

const malformedBodies: (string | Buffer)[] = [
  '{',
  '{"a":',
  '[1,]',
  "{'a':1}",
  '{"a":1}{"b":2}',
  '\uFEFF{}',
  '{"a":01}',
  '{"a":"\\x41"}',
  '{"a":"\\u12"}',
  'undefined',
  'NaN',
  '',
  '   ',
  'null',
  'true',
  '"text"',
  '1',
  '[]',
  Buffer.from([0xff, 0xfe, 0x7b, 0x7d]),
  Buffer.from('{"a":"\xC3\x28"}', 'latin1'),
];

const hugeNumbers = ['1e309', '-1e309', '1e308', '9007199254740993', '-0', '1e-400', '123456789012345678901234567890', '-2147483649', '2147483648', '1e21', '0.0000001'];

const nanLike = ['NaN', 'Infinity', '-Infinity', '1e3', '0x10', ' 1 ', '١٢', '1_000', '+1'];

/** The body of anything but a GET is read; whatever breaks it must be refused. */
const refuseUnlessGet = (draft: Draft) => {
  if (draft.method !== 'GET') draft.expect = 'refused';
};

export const variants: Variant[] = [
  { name: 'as documented', mutate: () => 'nothing' },
  { name: 'wrong type', mutate: (draft, context) => placeValue(draft, context, context.rng.pick(wrongValues)) },
  {
    name: 'missing field',
    mutate(draft, { rng }) {
      const site = rng.pick(sitesOf(draft.body));
      draft.body = deleteAt(draft.body, site);
      return describePath(site);
    },
  },
  {
    name: 'huge string',
    mutate: (draft, context) =>
      placeValue(draft, context, context.rng.pick(['x', 'я', '😀']).repeat(context.rng.pick([1_000, 20_000, 200_000]))),
  },
  { name: 'unicode', mutate: (draft, context) => placeValue(draft, context, context.rng.pick(unicodeTexts)) },
  {
    name: 'NUL in a value',
    mutate: (draft, context) => placeValue(draft, context, context.rng.pick(['\u0000', 'Анна\u0000', 'a\u0000b']), { flaw: 'nul' }),
  },
  {
    name: 'NUL in a key',
    mutate(draft, { rng }) {
      refuseUnlessGet(draft);
      return rawKeySomewhere(draft, rng, rng.pick(['"\\u0000"', '"name\\u0000"']), '"x"');
    },
  },
  {
    name: 'lone surrogate',
    mutate(draft, context) {
      const value = context.rng.pick(['x\ud800y', '\udc00', 'Анна\ud83d', '\udfff\ud800']);
      // Node writes a lone surrogate as its \u escape, the way any JSON client would.
      return placeValue(draft, context, value, { raw: JSON.stringify(value), flaw: 'surrogate' });
    },
  },
  {
    name: 'deep JSON',
    mutate(draft, { rng }) {
      refuseUnlessGet(draft);
      const depth = rng.pick([100, 1_000, 10_000]);
      const raw = rng.chance(0.5) ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
      return `${depth} levels at ${rawSomewhere(draft, rng, raw)}`;
    },
  },
  {
    name: 'prototype keys',
    mutate: (draft, { rng }) =>
      rawKeySomewhere(
        draft,
        rng,
        rng.pick(['"__proto__"', '"constructor"', '"prototype"', '"__proto__\\u0020"']),
        rng.pick(['{"isAdmin":true}', '{"prototype":{"polluted":true}}', 'null', '1']),
      ),
  },
  { name: 'unknown field', mutate: (draft, { rng }) => rawKeySomewhere(draft, rng, '"zzUnknown"', rng.pick(['1', '"x"', '{}', '[]'])) },
  {
    name: 'huge or odd number',
    mutate(draft, context) {
      const raw = context.rng.pick(hugeNumbers);
      return placeValue(draft, context, Number(raw), { raw });
    },
  },
  { name: 'NaN-like text', mutate: (draft, context) => placeValue(draft, context, context.rng.pick(nanLike)) },
  {
    name: 'array for object',
    mutate(draft, { rng }) {
      if (rng.chance(0.5) || draft.body === undefined) {
        draft.body = rng.pick<unknown>([[], [draft.body ?? {}], 'text', 7, null, false]);
        return 'the body';
      }
      const site = rng.pick(sitesOf(draft.body));
      let node: unknown = draft.body;
      for (const key of site) node = (node as Record<string | number, unknown>)[key];
      draft.body = setAt(draft.body, site, [node]);
      return describePath(site);
    },
  },
  {
    name: 'bad id',
    mutate(draft, { rng }) {
      const value = rng.pick(badPathValues);
      const names = Object.keys(draft.pathValues);
      if (value.includes('%00')) draft.expect = 'refused';
      if (names.length === 0) {
        draft.query.push(['id', value]);
        return `query id=${value.slice(0, 40)}`;
      }
      const name = rng.pick(names);
      draft.pathValues[name] = value;
      return `${name}=${value.slice(0, 40)}`;
    },
  },
  {
    name: 'bad query',
    mutate(draft, { rng, operation }) {
      const names = [...operation.queryParams.map((param) => param.name), 'zz', '__proto__[polluted]', 'constructor'];
      const name = rng.pick(names);
      const value = rng.pick(badQueryValues);
      if (value.includes('%00')) draft.expect = 'refused';
      if (rng.chance(0.3)) draft.query.push([name, value], [name, value]);
      else draft.query = [...draft.query.filter(([key]) => key !== name), [name, value]];
      return `${name}=${value.slice(0, 40)}`;
    },
  },
  {
    name: 'wrong content type',
    mutate(draft, { rng }) {
      if (draft.body === undefined) draft.body = { a: 1 };
      if (rng.chance(0.2)) {
        draft.withoutContentType = true;
        return 'none';
      }
      const type = rng.pick(contentTypes);
      draft.headers['content-type'] = type;
      return type;
    },
  },
  {
    name: 'malformed body',
    mutate(draft, { rng }) {
      const payload = rng.pick(malformedBodies);
      draft.payload = payload;
      draft.headers['content-type'] = 'application/json';
      return JSON.stringify(payload.toString().slice(0, 20));
    },
  },
  {
    name: 'body where none belongs',
    mutate(draft, { rng, operation }) {
      if (operation.body) {
        draft.body = undefined;
        if (rng.chance(0.5)) {
          draft.payload = '';
          draft.headers['content-type'] = 'application/json';
          return 'an empty JSON body';
        }
        return 'no body';
      }
      draft.body = rng.pick<unknown>([{ a: 1 }, [1, 2], 'x'.repeat(500), { deep: { er: [null] } }]);
      return 'a body on a bodiless operation';
    },
  },
  {
    name: 'over the body limit',
    mutate(draft, { operation }) {
      const limit = operation.bodyLimit ?? 1024 * 1024;
      draft.body = undefined;
      draft.payload = JSON.stringify({ pad: 'x'.repeat(limit) });
      draft.headers['content-type'] = 'application/json';
      if (draft.method !== 'GET') draft.expect = 413;
      return `${draft.payload.length} bytes`;
    },
  },
  {
    name: 'duplicate keys',
    mutate(draft, { rng }) {
      const rootIsObject = typeof draft.body === 'object' && draft.body !== null && !Array.isArray(draft.body);
      const key = rootIsObject ? (Object.keys(draft.body as object)[0] ?? 'a') : 'a';
      if (!rootIsObject) draft.body = {};
      return rawKeySomewhere(draft, rng, JSON.stringify(key), rng.pick(['{"dup":1}', '"x"', 'null']));
    },
  },
  {
    name: 'odd authorization',
    mutate(draft, { rng, world, account }) {
      const others = (['owner', 'estimator', 'administrator'] as const).filter((kind) => kind !== account);
      const header = rng.pick([
        undefined,
        'Bearer',
        'Bearer ',
        'Bearer x',
        'Basic b3duZXI6cGFzcw==',
        `Bearer ${'a'.repeat(5_000)}`,
        `Bearer ${world.tokens[rng.pick(others)]}`,
        `bearer ${world.tokens[rng.pick(others)]}`,
      ]);
      if (header === undefined) delete draft.headers.authorization;
      else draft.headers.authorization = header;
      return header === undefined ? 'none' : header.slice(0, 20);
    },
  },
];
