import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findInputFlaw, maxInputDepth, textFlaw } from './storable-input';

describe('textFlaw', () => {
  it('finds a NUL and unpaired surrogates, and nothing in proper text', () => {
    expect(textFlaw('Анна\u0000')).toBe('nul');
    expect(textFlaw('x\ud800y')).toBe('surrogate');
    expect(textFlaw('\udc00')).toBe('surrogate');
    expect(textFlaw('\ude00\ud83d')).toBe('surrogate');
    expect(textFlaw('Анна 😀 \u200b\u202e')).toBeNull();
  });

  it('passes any well-formed text without NUL', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (text) => textFlaw(text.replaceAll('\u0000', '')) === null));
  });

  it('finds a NUL or a lone surrogate put anywhere in proper text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii' }), fc.nat(), fc.constantFrom('\u0000', '\ud800', '\udfff'), (text, at, bad) => {
        const index = at % (text.length + 1);
        const flaw = textFlaw(text.slice(0, index) + bad + text.slice(index));
        return flaw === (bad === '\u0000' ? 'nul' : 'surrogate');
      }),
    );
  });
});

describe('findInputFlaw', () => {
  it('names the place of a flaw in values and keys', () => {
    expect(findInputFlaw({ a: [{ b: 'ok' }, { c: 'x\u0000' }] })).toEqual({ flaw: 'nul', path: ['a', 1, 'c'], inKey: false });
    expect(findInputFlaw({ a: { 'k\ud800': 1 } })).toEqual({ flaw: 'surrogate', path: ['a'], inKey: true });
    expect(findInputFlaw('\u0000')).toEqual({ flaw: 'nul', path: [], inKey: false });
    expect(findInputFlaw({ a: 1, b: null, c: true, d: ['x'] })).toBeNull();
  });

  it('refuses nesting past the limit without running out of stack', () => {
    const nest = (depth: number) => {
      let value: unknown = 1;
      for (let level = 0; level < depth; level += 1) value = [value];
      return value;
    };
    expect(findInputFlaw(nest(maxInputDepth))).toBeNull();
    expect(findInputFlaw(nest(maxInputDepth + 1))).toMatchObject({ flaw: 'depth' });
    expect(findInputFlaw(nest(100_000))).toMatchObject({ flaw: 'depth' });
  });

  it('finds a flaw exactly when some key or text of a JSON value has a NUL or a lone surrogate', () => {
    // An independent judge: encodeURIComponent throws on a lone surrogate.
    const storable = (text: string) => {
      try {
        encodeURIComponent(text);
        return !text.includes('\u0000');
      } catch {
        return false;
      }
    };
    const texts = (value: unknown): string[] => {
      if (typeof value === 'string') return [value];
      if (typeof value !== 'object' || value === null) return [];
      return Object.entries(value).flatMap(([key, child]) => [...(Array.isArray(value) ? [] : [key]), ...texts(child)]);
    };
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6, stringUnit: fc.constantFrom('a', 'я', '😀', '\u0000', '\ud800', '\udc00') }), (value) => {
        return (findInputFlaw(value) === null) === texts(value).every(storable);
      }),
      { numRuns: 500 },
    );
  });
});
